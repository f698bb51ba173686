import type { Context } from 'hono';
import { LANGUAGE_HEADER, isLanguage, type Language } from '@swat/shared-contracts';

/**
 * The language of the page that sent the request (the shell's LANGUAGE_HEADER): messages meant
 * for a person are written in it. Anything else, or none, is English, so API clients and the
 * English pages get the wording they always had.
 */
export function requestLanguage(c: Context): Language {
  const value = c.req.header(LANGUAGE_HEADER)?.trim().toLowerCase();
  return isLanguage(value) ? value : 'en';
}
