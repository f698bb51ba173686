import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { databaseRateLimiter, memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';
import { createRateLimiter } from './create-rate-limiter';
import { createLogger } from './logger';
import { testDatabases } from '../test/databases';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

function behavesLikeARateLimiter(make: (now: () => number) => RateLimiter) {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    let now = 1_000_000_040_000; // 20 s into a 60 s window
    const limiter = make(() => now);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit(rule, 'a'));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false]);
    expect(hits[3]).toMatchObject({ remaining: 0, retryAfterSeconds: 40 });
    expect((await limiter.hit(rule, 'b')).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit(rule, 'a')).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = make(() => 2_000_000_000_000);
    for (let i = 0; i < 4; i++) await limiter.hit(rule, 'r');
    await limiter.reset(rule, 'r');
    expect((await limiter.hit(rule, 'r')).allowed).toBe(true);
  });
}

describe.each(testDatabases())('database rate limiter on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  behavesLikeARateLimiter((now) => databaseRateLimiter(database.db, now));
});

describe('in-process rate limiter (embedded PGlite only)', () => {
  behavesLikeARateLimiter((now) => memoryRateLimiter(now));

  it('is chosen for PGlite without Redis, and never for PostgreSQL', async () => {
    const log = createLogger('silent');
    for (const target of testDatabases()) {
      const database = await target.open();
      try {
        const { limiter } = createRateLimiter({ redisUrl: undefined, redisKeyPrefix: 'swat:' }, database, log);
        for (let i = 0; i < 4; i++) await limiter.hit(rule, 'which-store');
        const stored = await database.db.selectFrom('rate_limits').select('hits').where('key', '=', 'test:which-store').executeTakeFirst();
        // PostgreSQL may have several bff instances: its counters must be in the database.
        expect(stored?.hits ?? null).toBe(database.kind === 'pglite' ? null : 4);
      } finally {
        await database.dispose();
      }
    }
  }, 60_000);
});

describe.runIf(process.env.REDIS_URL)('redis rate limiter', () => {
  let redis: Redis;
  const prefix = `t${Date.now()}`;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    await redis?.quit();
  });
  behavesLikeARateLimiter((now) => redisRateLimiter(redis, now, `swat-test:${prefix}:`));
});
