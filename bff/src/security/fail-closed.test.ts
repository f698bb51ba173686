import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyResponseSchema } from '@swat/shared-contracts';
import { CONTACT_UNAVAILABLE_MESSAGE } from '../features/contact/inquiries';
import { createRateLimiter } from '../http/create-rate-limiter';
import { createLogger } from '../http/logger';
import { LIMITER_UNAVAILABLE_MESSAGE } from '../http/rate-limit';
import { testDatabases } from '../test/databases';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app-harness';

/** Nothing listens here: Redis is "down". */
const CLOSED_REDIS = 'redis://127.0.0.1:9';

describe.each(testDatabases())('limits fail closed when Redis is down, on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let healthy: TestApp;
  let down: TestApp;
  let limiter: ReturnType<typeof createRateLimiter>;
  beforeAll(async () => {
    database = await target.open();
    healthy = await createTestApp(database);
    limiter = createRateLimiter({ redisUrl: CLOSED_REDIS }, database, createLogger('silent'));
    down = await createTestApp(database, { env: { REDIS_URL: CLOSED_REDIS }, deps: { rateLimiter: limiter.limiter, limiterStore: limiter.store } });
  });
  afterAll(async () => {
    await limiter?.close();
    await database?.dispose();
  });

  const expectUnavailable = async (res: Response, message = LIMITER_UNAVAILABLE_MESSAGE) => {
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toBe(message);
  };

  it('refuses sign-in, wrong or right password, with 503 and never signs anyone in', async () => {
    const user = await healthy.addUser('client');
    for (let i = 0; i < 5; i++) await expectUnavailable(await down.agent().post('/api/client/login', { email: user.email, password: 'wrong wrong wrong' }));
    const right = await down.agent().post('/api/client/login', { email: user.email, password: TEST_PASSWORD });
    await expectUnavailable(right);
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('refuses the current-password check of PATCH /api/me with 503', async () => {
    const a = await healthy.signedIn('client');
    const b = down.agent();
    for (const [k, v] of a.cookies) b.cookies.set(k, v);
    await expectUnavailable(await b.patch('/api/me', { currentPassword: 'not my password', newPassword: 'a brand new long secret' }));
    // Everything that is not a password guess keeps working.
    expect((await b.patch('/api/me', { name: 'Still Works' })).status).toBe(200);
  });

  it('refuses contact posts and chat messages with 503 instead of letting them through unlimited', async () => {
    await expectUnavailable(
      await down.agent().post('/api/contact', { name: 'A B', company: 'C', email: 'a@b.example', phone: '', serviceOfInterest: 'market-analysis', message: 'Hello there, a real message.', consent: true, website: '' }),
      CONTACT_UNAVAILABLE_MESSAGE,
    );
    await expectUnavailable(await down.agent().post('/api/chat', { message: 'hello', sessionId: '3f0c8a2e-2c1b-4d59-9b7e-0c3f2a1b4d5e' }));
  });

  it('refuses dataset reads with 503 instead of letting the engine work unlimited', async () => {
    const staff = await healthy.signedIn('staff');
    const client = await healthy.addUser('client');
    const project = (await (await staff.post('/api/projects', { code: 'SWR-2026-150', title: 'Limits', clientId: client.id })).json()).id as string;
    const form = new FormData();
    form.append('title', 'Wave 1');
    form.append('kind', 'dataset');
    form.append('file', new File(['Q1,Q2\n1,2\n3,4\n'], 'wave1.csv', { type: 'text/csv' }));
    const uploaded = await staff.request(`/api/projects/${project}/data-items`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const rows = `/api/projects/${project}/data-items/${(await uploaded.json()).id}/rows`;
    expect((await staff.get(rows)).status).toBe(200);
    const b = down.agent();
    for (const [k, v] of staff.cookies) b.cookies.set(k, v);
    await expectUnavailable(await b.get(rows));
  });

  it('reports not ready on /api/ready while limits cannot be enforced, so traffic goes elsewhere', async () => {
    const res = await down.agent().get('/api/ready');
    expect(res.status).toBe(503);
    expect(readyResponseSchema.parse(await res.json())).toEqual({ status: 'unavailable', database: true, limits: false });
    expect((await healthy.agent().get('/api/ready')).status).toBe(200);
  });

  it('reports Redis as unreachable and the site as degraded in /api/health', async () => {
    const res = await down.agent().get('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.redis).toEqual({ reachable: false, latencyMs: null });
    expect(body.status).toBe('degraded');
    expect(body.database.reachable).toBe(true);
  });
});

describe.runIf(process.env.REDIS_URL)('health with a reachable Redis', () => {
  it('reports Redis reachable with its latency', async () => {
    const [target] = testDatabases();
    const database = await target!.open();
    const limiter = createRateLimiter({ redisUrl: process.env.REDIS_URL }, database, createLogger('silent'));
    try {
      const t = await createTestApp(database, { deps: { rateLimiter: limiter.limiter, limiterStore: limiter.store } });
      const body = await (await t.agent().get('/api/health')).json();
      expect(body.redis.reachable).toBe(true);
      expect(body.redis.latencyMs).toBeGreaterThanOrEqual(0);
    } finally {
      await limiter.close();
      await database.dispose();
    }
  });
});
