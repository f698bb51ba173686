import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { compress } from 'hono/compress';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import type { Logger } from './http/logger';
import { securityHeaders, type NonceVariables } from './http/security-headers';
import { healthRoutes } from './features/health/routes';
import { shellRoutes } from './features/pages/routes';
import type { ManifestCache } from './features/remotes/manifest-cache';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  manifests: ManifestCache;
  log: Logger;
}

export type AppEnv = { Variables: NonceVariables & { requestId: string } };

export function createApp({ config, database, manifests, log }: AppDependencies) {
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

  app.route('/', healthRoutes(database, manifests));
  app.route('/', shellRoutes(config, manifests));

  app.all('/api/*', (c) => c.json({ message: 'Not found', requestId: c.get('requestId') }, 404));
  app.onError((error, c) => {
    log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, error });
    return c.json({ message: 'Something went wrong on our side. Please try again.', requestId: c.get('requestId') }, 500);
  });
  return app;
}
