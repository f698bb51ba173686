import { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/database';
import type { Logger } from './logger';
import { databaseRateLimiter, memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

export interface RateLimiterHandle {
  limiter: RateLimiter;
  /** For /api/health: Redis is reported on its own; the database store is the database. */
  store: { kind: 'redis' | 'database' | 'memory'; ping(): Promise<number | null> };
  close(): Promise<void>;
}

/**
 * Redis when REDIS_URL is set, otherwise PostgreSQL: either way shared by every bff instance.
 * The embedded PGlite serves one process only, so its counters stay in that process.
 */
export function createRateLimiter(config: Pick<AppConfig, 'redisUrl'> & Partial<Pick<AppConfig, 'redisKeyPrefix'>>, database: Database, log: Logger): RateLimiterHandle {
  if (!config.redisUrl && database.kind === 'pglite') return { limiter: memoryRateLimiter(), store: { kind: 'memory', ping: async () => 0 }, close: async () => {} };
  if (!config.redisUrl) return { limiter: databaseRateLimiter(database.db), store: { kind: 'database', ping: () => database.ping() }, close: async () => {} };
  // No offline queue: while Redis is down, commands fail at once (and limited requests get a 503) instead of hanging.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false, connectTimeout: 2_000 });
  let lastWarning = 0;
  redis.on('error', (error) => {
    // A down Redis reconnects every few hundred ms; one line a minute is enough.
    if (Date.now() - lastWarning > 60_000) log.warn('redis error', { error });
    lastWarning = Date.now();
  });
  const ping = async () => {
    const started = performance.now();
    try {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1_000).unref());
      // Just after start the connection may still be opening; without an offline queue a ping would fail at once.
      if (redis.status !== 'ready') await Promise.race([new Promise((resolve) => redis.once('ready', resolve)), timeout]);
      await Promise.race([redis.ping(), timeout]);
      return Math.round((performance.now() - started) * 10) / 10;
    } catch {
      return null;
    }
  };
  return { limiter: redisRateLimiter(redis, Date.now, config.redisKeyPrefix), store: { kind: 'redis', ping }, close: async () => void (await redis.quit().catch(() => redis.disconnect())) };
}
