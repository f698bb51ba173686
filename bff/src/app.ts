import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import type { Logger } from './http/logger';
import { ApiError, errorResponse } from './http/errors';
import { requireSameOrigin } from './http/origin-check';
import type { RateLimiter } from './http/rate-limit';
import { securityHeaders, type NonceVariables } from './http/security-headers';
import { healthRoutes } from './features/health/routes';
import { shellRoutes } from './features/pages/routes';
import type { ManifestCache } from './features/remotes/manifest-cache';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  manifests: ManifestCache;
  rateLimiter: RateLimiter;
  log: Logger;
}

export type AppEnv = { Variables: NonceVariables & { requestId: string } };

/** JSON bodies are small; uploads (multipart) set their own, larger limit on their route. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export function createApp(deps: AppDependencies) {
  const { config, database, manifests, log } = deps;
  const app = new Hono<AppEnv>();
  const remoteOrigins = [...new Set([config.remotes.marketing.publicUrl, config.remotes.portal.publicUrl].map((u) => new URL(u).origin))];

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(securityHeaders({ remoteOrigins, https: config.publicOrigin.startsWith('https:') }));
  app.use(compress());
  app.use('/api/*', requireSameOrigin([config.publicOrigin]));
  app.use('/api/*', async (c, next) => {
    if (c.req.header('content-type')?.startsWith('multipart/form-data')) return next();
    return bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: (c) => errorResponse(c, 413, 'The request body is too large.') })(c, next);
  });

  app.route('/', healthRoutes(database, manifests));
  app.route('/', shellRoutes(config, manifests));

  app.all('/api/*', (c) => errorResponse(c, 404, 'There is no such API endpoint.'));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.message, error.options);
    if (error instanceof HTTPException) return errorResponse(c, error.status, error.message || 'The request could not be processed.');
    log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, error });
    return errorResponse(c, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
}
