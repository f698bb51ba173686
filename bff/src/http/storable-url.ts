import type { MiddlewareHandler } from 'hono';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@swat/shared-contracts';
import { errorResponse } from './errors';

/**
 * Every API path and query, checked once before any handler: a %00 or a broken %-escape in a search,
 * an id or a sort key answers 400 instead of reaching the database (where it would be a 500).
 */
export function requireStorableUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const parts = [url.pathname, ...url.search.slice(1).split('&').flatMap((pair) => pair.split('='))];
    for (const part of parts) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(part.replaceAll('+', ' '));
      } catch {
        return errorResponse(c, 400, 'The address contains a broken %-escape. Check the link and try again.');
      }
      if (hasUnstorableText(decoded)) return errorResponse(c, 400, UNSTORABLE_TEXT_MESSAGE);
    }
    return next();
  };
}
