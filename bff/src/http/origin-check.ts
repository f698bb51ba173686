import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from other sites. hono/csrf lets JSON bodies
 * through unchecked, so every unsafe method is checked here: the Origin header
 * (or, when a browser omits it, Sec-Fetch-Site) must name this site.
 */
export function requireSameOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (allowed.has(origin)) return next();
    } else {
      const site = c.req.header('sec-fetch-site');
      if (site === 'same-origin' || site === 'none') return next();
    }
    return errorResponse(c, 403, 'This request did not come from this site, so it was refused.');
  };
}
