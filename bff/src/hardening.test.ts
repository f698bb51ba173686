import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyResponseSchema } from '@swat/shared-contracts';
import { openDatabase } from './db/database';
import { testDatabases } from './test/databases';
import { createTestApp, type TestApp } from './test/app-harness';

describe.each(testDatabases())('hardening on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('reports ready when the database answers', async () => {
    const res = await t.agent().get('/api/ready');
    expect(res.status).toBe(200);
    expect(readyResponseSchema.parse(await res.json())).toEqual({ status: 'ready', database: true, limits: true });
    expect((await t.agent().get('/api/health')).status).toBe(200);
  });

  it('lists analytics origins in the CSP only when a tag is configured, and hands the browser the tag', async () => {
    const plain = await t.agent().get('/api/health');
    expect(plain.headers.get('content-security-policy')).not.toMatch(/googletagmanager|google-analytics/);
    expect(await (await t.agent().get('/api/runtime-config')).json()).not.toHaveProperty('analytics');
    // Origins alone, without a tag, widen nothing.
    const originsOnly = await createTestApp(database, { env: { ANALYTICS_ORIGINS: 'https://www.google-analytics.com' } });
    expect((await originsOnly.agent().get('/api/health')).headers.get('content-security-policy')).not.toMatch(/google-analytics/);

    const withTag = await createTestApp(database, { env: { ANALYTICS_TAG_ID: 'GTM-AB12CD3' } });
    const csp = (await withTag.agent().get('/api/health')).headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'connect-src', 'img-src']) {
      expect(directive(name)).toContain('https://www.googletagmanager.com');
      expect(directive(name)).toContain('https://www.google-analytics.com');
    }
    expect(directive('style-src')).not.toContain('googletagmanager');
    expect(directive('script-src')).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    expect((await (await withTag.agent().get('/api/runtime-config')).json()).analytics).toEqual({
      tagId: 'GTM-AB12CD3',
      scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    });

    const standIn = await createTestApp(database, { env: { ANALYTICS_TAG_ID: 'GTM-AB12CD3', ANALYTICS_TAG_ORIGIN: 'http://127.0.0.1:9999/', ANALYTICS_ORIGINS: 'https://collect.example' } });
    const standInCsp = (await standIn.agent().get('/api/health')).headers.get('content-security-policy')!;
    expect(standInCsp).toContain('http://127.0.0.1:9999');
    expect(standInCsp).toContain('https://collect.example');
    expect(standInCsp).not.toContain('google-analytics');

    await expect(createTestApp(database, { env: { ANALYTICS_TAG_ID: 'UA-12345' } })).rejects.toThrow(/ANALYTICS_TAG_ID/);
    await expect(createTestApp(database, { env: { ANALYTICS_ORIGINS: 'not a url' } })).rejects.toThrow(/ANALYTICS_ORIGINS/);
  });

  it('answers 503 when an API request runs past the time limit', async () => {
    // Real-cost scrypt (about 200 ms) against a 50 ms limit.
    const slow = await createTestApp(database, { env: { REQUEST_TIMEOUT_SECONDS: '0.05', SCRYPT_LOG2N: '17' } });
    const res = await slow.agent().post('/api/client/login', { email: 'nobody@example.com', password: 'whatever it is' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The server took too long to answer. Please try again.', requestId: expect.any(String) });
    // The app is still healthy after a timeout. Its readiness probe is held to the same 50 ms, which
    // a loaded machine can miss once: wait for it to answer ready rather than for one try.
    let ready = 0;
    for (let attempt = 0; attempt < 50 && ready !== 200; attempt++) ready = (await slow.agent().get('/api/ready')).status;
    expect(ready).toBe(200);
  });

  it('answers API errors as JSON with a request id and never caches API answers', async () => {
    const staff = await t.signedIn('staff');
    const res = await staff.get('/api/projects');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const missing = await t.agent().get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    const body = await missing.json();
    expect(body).toEqual({ message: expect.any(String), requestId: expect.any(String) });
    for (const h of ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy']) expect(missing.headers.get(h)).toBeTruthy();
    expect(missing.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    // A PostgreSQL server that is not there: nothing listens on this port.
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9287/absent', dataDir: 'memory' });
    const t = await createTestApp(database);
    const res = await t.agent().get('/api/ready');
    expect(res.status).toBe(503);
    expect(readyResponseSchema.parse(await res.json())).toEqual({ status: 'unavailable', database: false, limits: true });
    await database.close();
  });
});
