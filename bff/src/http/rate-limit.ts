import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { MiddlewareHandler } from 'hono';
import type { DatabaseSchema } from '../db/schema';
import type { Logger } from './logger';
import { errorResponse } from './errors';

export interface RateLimitRule {
  /** Separates counters of different features, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters kept outside the process, so limits hold across restarts and bff instances. */
export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

function windowOf(rule: RateLimitRule, now: number) {
  const start = Math.floor(now / rule.windowMs) * rule.windowMs;
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)) };
}

function result(rule: RateLimitRule, hits: number, retryAfterSeconds: number): RateLimitResult {
  return { allowed: hits <= rule.limit, remaining: Math.max(0, rule.limit - hits), retryAfterSeconds };
}

export function databaseRateLimiter(db: Kysely<DatabaseSchema>, now: () => number = Date.now): RateLimiter {
  let calls = 0;
  return {
    async hit(rule, key) {
      const t = now();
      const { start, retryAfterSeconds } = windowOf(rule, t);
      const row = await db
        .insertInto('rate_limits')
        .values({ key: `${rule.name}:${key}`, window_start: start, hits: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      // Old windows are useless: clear them now and then rather than on a timer.
      if (++calls % 200 === 0) await db.deleteFrom('rate_limits').where('window_start', '<', t - 86_400_000).execute();
      return result(rule, row.hits, retryAfterSeconds);
    },
    async reset(rule, key) {
      await db.deleteFrom('rate_limits').where('key', '=', `${rule.name}:${key}`).execute();
    },
  };
}

/**
 * Counters in this process's memory. Only for the embedded PGlite database: a PGlite data
 * folder can be opened by one process alone, so there is never a second instance to share
 * counts with, and each counter write would otherwise be a commit queued behind every other
 * query on PGlite's single connection. The cost: a restart starts the windows afresh.
 */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const counters = new Map<string, { windowStart: number; hits: number; expiresAt: number }>();
  let calls = 0;
  return {
    async hit(rule, key) {
      const t = now();
      const { start, retryAfterSeconds } = windowOf(rule, t);
      const id = `${rule.name}:${key}`;
      let counter = counters.get(id);
      if (!counter || counter.windowStart !== start) {
        counter = { windowStart: start, hits: 0, expiresAt: start + rule.windowMs };
        counters.set(id, counter);
      }
      counter.hits++;
      if (++calls % 1000 === 0) for (const [k, c] of counters) if (c.expiresAt <= t) counters.delete(k);
      return result(rule, counter.hits, retryAfterSeconds);
    },
    async reset(rule, key) {
      counters.delete(`${rule.name}:${key}`);
    },
  };
}

export function redisRateLimiter(redis: Redis, now: () => number = Date.now, prefix = 'swat:'): RateLimiter {
  return {
    async hit(rule, key) {
      const { start, retryAfterSeconds } = windowOf(rule, now());
      const redisKey = `${prefix}rl:${rule.name}:${key}:${start}`;
      const [[, hits]] = (await redis.multi().incr(redisKey).pexpire(redisKey, rule.windowMs).exec()) as [[Error | null, number]];
      return result(rule, hits, retryAfterSeconds);
    },
    async reset(rule, key) {
      const keys = await redis.keys(`${prefix}rl:${rule.name}:${key}:*`);
      if (keys.length > 0) await redis.del(...keys);
    },
  };
}

/**
 * Middleware form: 429 with Retry-After once the key's window is full. If the
 * counter store fails, the request goes through (logged): an outage of the
 * limiter must not take the site down with it.
 */
export function rateLimit(limiter: RateLimiter, rule: RateLimitRule, keyOf: (c: Parameters<MiddlewareHandler>[0]) => string, log: Logger): MiddlewareHandler {
  return async (c, next) => {
    let outcome: RateLimitResult;
    try {
      outcome = await limiter.hit(rule, keyOf(c));
    } catch (error) {
      log.warn('rate limiter unavailable', { rule: rule.name, error });
      return next();
    }
    if (!outcome.allowed) {
      return errorResponse(c, 429, 'Too many requests. Please wait a moment and try again.', {
        headers: { 'retry-after': String(outcome.retryAfterSeconds) },
      });
    }
    return next();
  };
}
