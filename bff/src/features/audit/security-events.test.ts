import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/app-harness';

describe.each(testDatabases())('security events in the audit log on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' }, deps: { authOptions: { loginLimits: { perAccountAddress: 2, perAccount: 2, perAddress: 100, windowMs: 15 * 60_000 } } } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('records sign-in success, failure and lockout with a hashed address, never the address itself', async () => {
    const user = await t.addUser('client');
    const from = { 'x-forwarded-for': '198.51.100.23' };
    expect((await t.agent().post('/api/client/login', { email: user.email, password: user.password }, { headers: from })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.agent().post('/api/client/login', { email: user.email, password: 'not the password' }, { headers: from })).status);
    expect(statuses).toEqual([401, 401, 429]);

    const rows = await database.db.selectFrom('audit_log').selectAll().where((eb) => eb.or([eb('target_id', '=', user.id), eb('action', '=', 'auth.lockout')])).orderBy('at').execute();
    expect(rows.map((r) => r.action)).toEqual(['auth.login', 'auth.login_failed', 'auth.login_failed', 'auth.lockout']);
    expect(rows[0]!.actor_id).toBe(user.id);
    expect(rows[3]!.details).toMatchObject({ email: user.email });
    const hashes = new Set(rows.map((r) => r.address_hash));
    expect(hashes.size).toBe(1);
    expect([...hashes][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.23');
  });
});
