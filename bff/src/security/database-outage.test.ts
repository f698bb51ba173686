import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@swat/shared-contracts';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import { CONTACT_UNAVAILABLE_MESSAGE } from '../features/contact/inquiries';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app-harness';
import { canRunOwnPostgres, startOwnPostgres, type OwnPostgres } from '../test/own-postgres';

describe.runIf(canRunOwnPostgres())('a database outage on a PostgreSQL the test stops itself', () => {
  let pg: OwnPostgres;
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    pg = await startOwnPostgres();
    database = await openDatabase({ databaseUrl: pg.url, dataDir: 'memory' });
    await migrateToLatest(database.db);
    // Every request asks the database (no per-process session cache), so the outage shows on the session check at once.
    t = await createTestApp(database, { env: { SESSION_CHECK_SECONDS: '0' } });
  }, 120_000);
  afterAll(async () => {
    await database?.close().catch(() => {});
    pg?.destroy();
  });

  it('answers 503 with Retry-After and a clear message while it is down, and serves the same session again once it is back', async () => {
    const client = await t.signedIn('client');
    const staff = await t.signedIn('staff');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    pg.stop();

    const checks: [string, Promise<Response>][] = [
      ['session check', client.get('/api/auth/user')],
      ['projects', staff.get('/api/projects')],
      ['profile change', client.patch('/api/me', { name: 'New Name' })],
      ['sign-in', t.agent().post('/api/client/login', { email: client.user.email, password: TEST_PASSWORD })],
    ];
    for (const [name, pending] of checks) {
      const res = await pending;
      expect(res.status, name).toBe(503);
      expect(Number(res.headers.get('retry-after')), name).toBeGreaterThan(0);
      expect((await res.json()).message, name).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    }
    // The signed-in client's cookies were not cleared: a failed check is not a sign-out.
    expect(client.cookies.has('swat_access')).toBe(true);
    const contact = await t.agent().post('/api/contact', { name: 'Amira Haddad', company: 'Gulf Foods', email: 'amira@example.com', phone: '', serviceOfInterest: 'market-analysis', message: 'Please call me back.', consent: true, website: '' });
    expect(contact.status).toBe(503);
    expect(contact.headers.get('retry-after')).toBeTruthy();
    expect((await contact.json()).message).toBe(CONTACT_UNAVAILABLE_MESSAGE);

    const ready = await t.agent().get('/api/ready');
    expect(ready.status).toBe(503);
    const health = await (await t.agent().get('/api/health')).json();
    expect(health.status).toBe('degraded');
    expect(health.database.reachable).toBe(false);
    expect(t.logs.some((l) => JSON.parse(l).msg === 'unhandled error')).toBe(false);

    pg.start();
    await expect.poll(async () => (await t.agent().get('/api/ready')).status, { timeout: 20_000 }).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  }, 120_000);
});
