import type { MiddlewareHandler } from 'hono';
import { createNoncePool } from './nonce-pool';

export interface SecurityHeaderOptions {
  /** Origins the browser may load remote code and styles from. */
  remoteOrigins: readonly string[];
  /** A tag manager's origins (ANALYTICS_ORIGINS); listed only when configured. */
  analyticsOrigins?: readonly string[];
  https: boolean;
}

export type NonceVariables = { nonce: string };

/**
 * A fresh nonce per response and a CSP built around it: scripts run only when
 * nonced or loaded by a nonced script ('strict-dynamic'), so remote modules load
 * while injected inline script does not.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<{ Variables: NonceVariables }> {
  const remotes = options.remoteOrigins.join(' ');
  const analytics = (options.analyticsOrigins ?? []).map((o) => ` ${o}`).join('');
  // Only the nonce differs between responses: the rest of the policy is written once.
  const cspBefore = `default-src 'self'; script-src 'nonce-`;
  // With 'strict-dynamic' browsers ignore host lists; the analytics origins serve older ones.
  // Styles: the page's own stylesheets come inline (one round trip less before the first paint)
  // with the same nonce; injected <style> without it, and style attributes, stay blocked.
  const cspMiddle = `' 'strict-dynamic'${analytics}; style-src 'self' ${remotes} 'nonce-`;
  const cspAfter = [
    `'`,
    `img-src 'self' data: ${remotes}${analytics}`,
    `font-src 'self'`,
    `connect-src 'self' ${remotes}${analytics}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
  ].join('; ');
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ];
  if (options.https) fixed.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload']);
  const nextNonce = createNoncePool();
  return async (c, next) => {
    const nonce = nextNonce();
    c.set('nonce', nonce);
    await next();
    // c.header() after the handler copies the whole Response on every call; set them in one place.
    const csp = cspBefore + nonce + cspMiddle + nonce + cspAfter;
    let headers = c.res.headers;
    try {
      headers.set('Content-Security-Policy', csp);
    } catch {
      // A response with immutable headers (e.g. straight from fetch): let Hono copy it once.
      c.header('Content-Security-Policy', csp);
      headers = c.res.headers;
    }
    for (const [name, value] of fixed) headers.set(name, value);
  };
}
