import { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/database';
import type { Logger } from './logger';
import { databaseRateLimiter, memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

/**
 * Redis when REDIS_URL is set, otherwise PostgreSQL: either way shared by every bff instance.
 * The embedded PGlite serves one process only, so its counters stay in that process.
 */
export function createRateLimiter(config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>, database: Database, log: Logger): { limiter: RateLimiter; close(): Promise<void> } {
  if (!config.redisUrl && database.kind === 'pglite') return { limiter: memoryRateLimiter(), close: async () => {} };
  if (!config.redisUrl) return { limiter: databaseRateLimiter(database.db), close: async () => {} };
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', (error) => log.warn('redis error', { error }));
  return { limiter: redisRateLimiter(redis, Date.now, config.redisKeyPrefix), close: async () => void (await redis.quit()) };
}
