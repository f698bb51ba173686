import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { MiddlewareHandler } from 'hono';
import type { DatabaseSchema } from '../db/schema';
import type { Logger } from './logger';
import { ApiError, errorResponse } from './errors';
import { isDatabaseUnavailable } from '../db/outage';

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
  /** The current window's count without adding to it: lets a caller count only failures. */
  peek(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
}

/** Said whenever the counter store cannot be reached: the limited action is refused, not let through. */
export const LIMITER_UNAVAILABLE_MESSAGE = 'This service is temporarily unavailable while we restore a safety check. Please try again in a minute.';
export const LIMITER_RETRY_AFTER_SECONDS = 30;

export class LimiterUnavailableError extends ApiError {
  constructor() {
    super(503, LIMITER_UNAVAILABLE_MESSAGE, { headers: { 'retry-after': String(LIMITER_RETRY_AFTER_SECONDS) } });
    this.name = 'LimiterUnavailableError';
  }
}

/**
 * Limits fail closed: when the store does not answer, every limited action answers 503 instead of
 * running unlimited (a Redis outage must not open the door to password guessing). Callers that
 * catch errors rethrow ApiError, so this reaches the visitor as a clear message.
 */
export function failClosed(limiter: RateLimiter, log: Logger): RateLimiter {
  const guard =
    <A extends unknown[], R>(op: string, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The database store shares the database's fate: the app answers that outage with its own 503.
        if (isDatabaseUnavailable(error)) throw error;
        log.error('rate limiter unavailable: refusing the limited request', { op, rule: (args[0] as RateLimitRule | undefined)?.name, error });
        throw new LimiterUnavailableError();
      }
    };
  return { hit: guard('hit', limiter.hit.bind(limiter)), peek: guard('peek', limiter.peek.bind(limiter)), reset: guard('reset', limiter.reset.bind(limiter)) };
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
    async peek(rule, key) {
      const { start, retryAfterSeconds } = windowOf(rule, now());
      const row = await db.selectFrom('rate_limits').select('hits').where('key', '=', `${rule.name}:${key}`).where('window_start', '=', start).executeTakeFirst();
      return result(rule, row?.hits ?? 0, retryAfterSeconds);
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
    async peek(rule, key) {
      const t = now();
      const { start, retryAfterSeconds } = windowOf(rule, t);
      const counter = counters.get(`${rule.name}:${key}`);
      return result(rule, counter && counter.windowStart === start ? counter.hits : 0, retryAfterSeconds);
    },
    async reset(rule, key) {
      counters.delete(`${rule.name}:${key}`);
    },
  };
}

export function redisRateLimiter(redis: Redis, now: () => number = Date.now, prefix = 'swat:'): RateLimiter {
  const keyOf = (rule: RateLimitRule, key: string, start: number) => `${prefix}rl:${rule.name}:${key}:${start}`;
  return {
    async hit(rule, key) {
      const { start, retryAfterSeconds } = windowOf(rule, now());
      const redisKey = keyOf(rule, key, start);
      const replies = await redis.multi().incr(redisKey).pexpire(redisKey, rule.windowMs).exec();
      // exec() answers null when the transaction was aborted, and carries per-command errors.
      const [incr] = replies ?? [];
      if (!incr || incr[0]) throw incr?.[0] ?? new Error('redis transaction aborted');
      return result(rule, Number(incr[1]), retryAfterSeconds);
    },
    async peek(rule, key) {
      const { start, retryAfterSeconds } = windowOf(rule, now());
      return result(rule, Number((await redis.get(keyOf(rule, key, start))) ?? 0), retryAfterSeconds);
    },
    async reset(rule, key) {
      // Only the current window can hold a count (older keys expire with their window): no KEYS scan.
      const { start } = windowOf(rule, now());
      await redis.del(keyOf(rule, key, start));
    },
  };
}

/**
 * Middleware form: 429 with Retry-After once the key's window is full. If the counter store
 * fails, the request is refused with 503 (fail closed, see failClosed).
 */
export function rateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  keyOf: (c: Parameters<MiddlewareHandler>[0]) => string,
  log: Logger,
  /** A feature's own words for "the store is down" (e.g. the contact form's "e-mail us instead"). */
  unavailableMessage?: string,
): MiddlewareHandler {
  return async (c, next) => {
    let outcome: RateLimitResult;
    try {
      outcome = await limiter.hit(rule, keyOf(c));
    } catch (error) {
      if (error instanceof ApiError && !(error instanceof LimiterUnavailableError)) throw error;
      if (!(error instanceof LimiterUnavailableError)) log.error('rate limiter unavailable: refusing the limited request', { rule: rule.name, error });
      if (unavailableMessage) throw new ApiError(503, unavailableMessage, { headers: { 'retry-after': String(LIMITER_RETRY_AFTER_SECONDS) } });
      throw error instanceof LimiterUnavailableError ? error : new LimiterUnavailableError();
    }
    if (!outcome.allowed) {
      return errorResponse(c, 429, 'Too many requests. Please wait a moment and try again.', {
        headers: { 'retry-after': String(outcome.retryAfterSeconds) },
      });
    }
    return next();
  };
}
