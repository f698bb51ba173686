import { Hono } from 'hono';
import type { HealthResponse } from '@swat/shared-contracts';
import type { Database } from '../../db/database';
import type { ManifestCache } from '../remotes/manifest-cache';

export function healthRoutes(database: Database, manifests: ManifestCache) {
  const app = new Hono();
  const started = Date.now();

  app.get('/api/health', async (c) => {
    const [latencyMs, all] = await Promise.all([database.ping(), manifests.all()]);
    const body: HealthResponse = {
      status: latencyMs === null ? 'degraded' : 'ok',
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      database: { kind: database.kind, reachable: latencyMs !== null, latencyMs },
      remotes: {
        marketing: { manifestLoaded: all.marketing !== null, routes: all.marketing?.routes.length ?? 0 },
        portal: { manifestLoaded: all.portal !== null, routes: all.portal?.routes.length ?? 0 },
      },
    };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  // Readiness for a load balancer: only the database decides; a missing remote still lets the API serve.
  app.get('/api/ready', async (c) => {
    const latencyMs = await database.ping();
    if (latencyMs === null) return c.json({ status: 'unavailable', database: false }, 503, { 'cache-control': 'no-store' });
    return c.json({ status: 'ready', database: true }, 200, { 'cache-control': 'no-store' });
  });

  return app;
}
