import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabaseTarget } from '../test/databases';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app-harness';
import { loadConfig } from '../config/env';
import { databaseRateLimiter, type RateLimiter } from './rate-limit';
import { createMetrics, startMetricsServer } from './metrics';

const TOKEN = 'scrape-token-0123456789';

describe.each(testDatabases())('Prometheus metrics on $name', (target: TestDatabaseTarget) => {
  let database: Awaited<ReturnType<TestDatabaseTarget['open']>>;
  let t: TestApp;
  let server: Server;
  let metricsUrl: string;
  const scrape = async (token: string | null = TOKEN) => {
    const res = await fetch(metricsUrl, token === null ? {} : { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, text: await res.text() };
  };

  let counted: RateLimiter;
  beforeAll(async () => {
    database = await target.open();
    const metrics = createMetrics();
    counted = metrics.countRateLimits(databaseRateLimiter(database.db));
    metrics.watchPool(() => database.poolStats());
    t = await createTestApp(database, {
      deps: { metrics, rateLimiter: counted, authOptions: { loginLimits: { perAccountAddress: 2, perAccount: 2, perAddress: 1000, windowMs: 15 * 60_000 } } },
    });
    server = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1', token: TOKEN });
    metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    server.close();
    await database.dispose();
  });

  it('counts and times requests by route pattern and status, never by raw path', async () => {
    const staff = await t.signedIn('staff');
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    for (const id of ids) expect((await staff.get(`/api/projects/${id}`)).status).toBe(404);
    expect((await staff.get('/api/auth/user')).status).toBe(200);
    const { text } = await scrape();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/projects\/:id",status="404"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/user",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/auth\/user",status="200"\} 1/);
    for (const id of ids) expect(text).not.toContain(id);
  });

  it('counts rate-limit decisions per rule, refusals apart', async () => {
    const series = (text: string, decision: string) =>
      Number(text.split('\n').find((line) => line.startsWith(`rate_limit_decisions_total{rule="metrics-test",decision="${decision}"} `))?.split(' ')[1] ?? 0);
    const rule = { name: 'metrics-test', limit: 2, windowMs: 60_000 };
    const before = (await scrape()).text;
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push((await counted.hit(rule, 'one-address')).allowed);
    expect(outcomes).toEqual([true, true, false]);
    const after = (await scrape()).text;
    expect(series(after, 'allowed') - series(before, 'allowed')).toBe(2);
    expect(series(after, 'refused') - series(before, 'refused')).toBe(1);

    // Through the API: the sign-in throttle refuses the third wrong password, and the 429 is counted by route.
    const user = await t.addUser('client');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.agent().post('/api/client/login', { email: user.email, password: `${TEST_PASSWORD}-wrong` })).status);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await scrape()).text).toMatch(/http_requests_total\{method="POST",route="\/api\/client\/login",status="429"\} 1/);
  });

  it('reports the database pool and the process', async () => {
    const { text } = await scrape();
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it('answers only with the token, and only on its own port', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('not-the-token-at-all-x')).status).toBe(401);
    expect((await scrape()).status).toBe(200);
    const publicSide = await t.agent().get('/metrics');
    expect(await publicSide.text()).not.toContain('http_requests_total');
    expect((await t.agent().get('/api/metrics')).status).toBe(404);
  });
});

describe('metrics settings', () => {
  it('serves nothing unless METRICS_PORT is set, and defaults its interface to HOST', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0', token: undefined });
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
