import { Hono } from 'hono';
import { REMOTE_NAMES, type HealthResponse, type ReadyResponse } from '@swat/shared-contracts';
import type { Database } from '../../db/database';
import type { ManifestCache } from '../remotes/manifest-cache';
import type { RemoteProbe } from './remote-probe';

/** The rate-limit store as health sees it: only Redis is reported on its own (the database one is the database). */
export interface LimiterStoreStatus {
  kind: 'redis' | 'database' | 'memory';
  ping(): Promise<number | null>;
}

export function healthRoutes(deps: { database: Database; manifests: ManifestCache; probeRemote: RemoteProbe; limiterStore?: LimiterStoreStatus | undefined }) {
  const { database, manifests, probeRemote, limiterStore } = deps;
  const app = new Hono();
  const started = Date.now();

  app.get('/api/health', async (c) => {
    const redis = limiterStore?.kind === 'redis' ? limiterStore : null;
    const [latencyMs, all, redisLatency, probes] = await Promise.all([
      database.ping(),
      manifests.all(),
      redis ? redis.ping() : Promise.resolve(null),
      Promise.all(REMOTE_NAMES.map((name) => probeRemote(name))),
    ]);
    const remotes: HealthResponse['remotes'] = {};
    REMOTE_NAMES.forEach((name, i) => {
      remotes[name] = { ...probes[i]!, manifestLoaded: all[name] !== null, routes: all[name]?.routes.length ?? 0 };
    });
    const body: HealthResponse = {
      status: 'ok',
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      database: { kind: database.kind, reachable: latencyMs !== null, latencyMs },
      ...(redis ? { redis: { reachable: redisLatency !== null, latencyMs: redisLatency } } : {}),
      remotes,
    };
    const healthy = body.database.reachable && (body.redis?.reachable ?? true) && Object.values(remotes).every((r) => r.reachable);
    body.status = healthy ? 'ok' : 'degraded';
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  // Readiness for a load balancer: the database and the rate-limit store decide; a missing remote
  // still lets the API serve, but without its limits store every limited route would refuse (they
  // fail closed), so traffic belongs on an instance that can enforce them.
  app.get('/api/ready', async (c) => {
    const redis = limiterStore?.kind === 'redis' ? limiterStore : null;
    const [latencyMs, redisLatency] = await Promise.all([database.ping(), redis ? redis.ping() : Promise.resolve(0)]);
    const body: ReadyResponse = { status: 'ready', database: latencyMs !== null, limits: redisLatency !== null };
    if (!body.database || !body.limits) return c.json({ ...body, status: 'unavailable' } satisfies ReadyResponse, 503, { 'cache-control': 'no-store', 'retry-after': '10' });
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  return app;
}
