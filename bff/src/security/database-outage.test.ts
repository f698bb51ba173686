import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatResponseSchema, SERVICE_UNAVAILABLE_MESSAGE } from '@swat/shared-contracts';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import { CONTACT_UNAVAILABLE_MESSAGE } from '../features/contact/inquiries';
import { memoryRateLimiter } from '../http/rate-limit';
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

  it('keeps every chat exchange made while it is down and stores them when it is back', async () => {
    // Limits in memory, as with Redis: the chat keeps answering through the outage, and what
    // visitors said must reach the transcripts once the database can take it.
    const chat = await createTestApp(database, { env: { SESSION_CHECK_SECONDS: '0' }, deps: { rateLimiter: memoryRateLimiter() } });
    const sessions = Array.from({ length: 6 }, (_, i) => `outage-session-${String(i).padStart(6, '0')}`);
    pg.stop();
    for (const [i, sessionId] of sessions.entries()) {
      for (const message of [`Do you run focus groups in Riyadh? (${i})`, `And in Jeddah? (${i})`]) {
        chat.clock.advance(1_000);
        const res = await chat.agent().post('/api/chat', { message, sessionId });
        expect(res.status, message).toBe(200);
        chatResponseSchema.parse(await res.json());
      }
    }
    pg.start();
    const stored = async () =>
      (await database.db.selectFrom('chat_turns').select(['session_id', 'role', 'text']).where('session_id', 'in', sessions).orderBy('created_at').execute().catch(() => []));
    await expect.poll(async () => (await stored()).length, { timeout: 30_000, interval: 200 }).toBe(sessions.length * 4);
    const turns = await stored();
    // Each question with its answer, in the order they were asked.
    for (const [i, sessionId] of sessions.entries()) {
      const mine = turns.filter((turn) => turn.session_id === sessionId);
      expect(mine.map((turn) => turn.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(mine[0]!.text).toBe(`Do you run focus groups in Riyadh? (${i})`);
      expect(mine[2]!.text).toBe(`And in Jeddah? (${i})`);
    }
  }, 120_000);
});
