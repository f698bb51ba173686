import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';
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
