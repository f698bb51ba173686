import type { MiddlewareHandler } from 'hono';
import { API_REQUEST_HEADER, API_REQUEST_HEADER_VALUE } from '@swat/shared-contracts';
import { errorResponse } from './errors';
import { requestLanguage } from './request-language';
import { bffMessages } from '../i18n/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The refusal for a missing API header, in English (as API clients get it); pages get it in their language. */
export const MISSING_API_HEADER_MESSAGE = bffMessages('en').t('api.error.missingApiHeader', { header: API_REQUEST_HEADER });

/**
 * The same site opened under another spelling of its address (127.0.0.1 for localhost, a missing or
 * extra "www.", upper case): the browser is right to call it another origin, but the visitor deserves
 * to be told which address to use instead of a bare refusal.
 */
export function isOtherSpellingOf(origin: string, canonical: string): boolean {
  let a: URL;
  let b: URL;
  try {
    a = new URL(origin);
    b = new URL(canonical);
  } catch {
    return false;
  }
  if (a.protocol !== b.protocol || a.port !== b.port) return false;
  const host = (u: URL) => u.hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
  if (host(a) === host(b)) return true;
  return LOOPBACK.has(a.hostname) && LOOPBACK.has(b.hostname);
}

/**
 * Refuses state-changing requests from other sites. hono/csrf lets JSON bodies
 * through unchecked, so every unsafe method is checked here: the Origin header
 * (or, when a browser omits it, Sec-Fetch-Site) must name this site, and the
 * site's own API header must be present.
 */
export function requireSameOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  const canonical = allowedOrigins[0] ?? '';
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    let sameSite = false;
    if (origin !== undefined) {
      sameSite = allowed.has(origin);
      if (!sameSite && isOtherSpellingOf(origin, canonical)) {
        return errorResponse(c, 403, bffMessages(requestLanguage(c)).t('api.error.otherAddress', { canonical, origin }));
      }
    } else {
      const site = c.req.header('sec-fetch-site');
      sameSite = site === 'same-origin' || site === 'none';
    }
    if (!sameSite) return errorResponse(c, 403, 'This request did not come from this site, so it was refused.');
    if (c.req.header(API_REQUEST_HEADER) !== API_REQUEST_HEADER_VALUE) return errorResponse(c, 403, bffMessages(requestLanguage(c)).t('api.error.missingApiHeader', { header: API_REQUEST_HEADER }));
    return next();
  };
}
