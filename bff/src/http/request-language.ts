import type { Context } from 'hono';
import { LANGUAGE_HEADER, isLanguage, languageOfPath, type Language } from '@swat/shared-contracts';

/**
 * The language of the page that sent the request: the shell's LANGUAGE_HEADER; for a plain link
 * (a file download has no header of ours) its `lang` parameter, which a page whose path does not
 * say its language adds (the staff area, read in each staff member's own language), else the
 * language of the page it was followed from,
 * which the browser names in Referer (same-origin only: the site's Referrer-Policy sends other
 * sites the origin alone). Messages meant for a person are written in it. Anything else, or
 * nothing, is English, so API clients and the English pages get the wording they always had.
 */
export function requestLanguage(c: Context): Language {
  const value = c.req.header(LANGUAGE_HEADER)?.trim().toLowerCase();
  if (isLanguage(value)) return value;
  const named = c.req.query('lang');
  if (isLanguage(named)) return named;
  const referer = c.req.header('referer');
  if (!referer) return 'en';
  try {
    const from = new URL(referer);
    return from.host === new URL(c.req.url).host ? languageOfPath(from.pathname) : 'en';
  } catch {
    return 'en';
  }
}
