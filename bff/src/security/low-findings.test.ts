import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, auditListResponseSchema } from '@swat/shared-contracts';
import { testDatabases } from '../test/databases';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/app-harness';
import { createMailer, type Mailer } from '../features/mail/mailer';
import { createLogger } from '../http/logger';

const MIN = 60_000;

/** Polls until the condition holds; fails after `ms`. */
async function until(what: string, condition: () => Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}


describe.each(testDatabases())('small findings of the outside probe, on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${(address++ % 250) + 1}` });
  const actions = async (targetId: string) => (await database.db.selectFrom('audit_log').select('action').where('target_id', '=', targetId).execute()).map((r) => r.action);

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('stops the family’s access tokens at once when a rotated refresh token comes back, and audits it', async () => {
    const victim = await t.signedIn('client');
    const stolen = victim.cookies.get('swat_refresh')!;
    t.clock.advance(16 * MIN);
    expect((await victim.get('/api/auth/user')).status).toBe(200); // rotates: a new access token
    expect((await victim.get('/api/auth/user')).status).toBe(200); // and this instance has checked its session
    const thief = t.agent();
    thief.cookies.set('swat_refresh', stolen);
    expect((await thief.get('/api/auth/user', { headers: { 'user-agent': 'another browser' } })).status).toBe(401);
    // No time passes: the victim's access token belongs to the revoked family and stops now.
    expect((await victim.get('/api/auth/user')).status).toBe(401);
    expect(await actions(victim.user.id)).toContain('auth.token_reuse');
  });

  it('audits a password change', async () => {
    const bob = await t.signedIn('client');
    const res = await bob.patch('/api/me', { currentPassword: TEST_PASSWORD, newPassword: 'quiet harbour lantern 84' });
    expect(res.status).toBe(200);
    const entry = await database.db.selectFrom('audit_log').selectAll().where('target_id', '=', bob.user.id).where('action', '=', 'auth.password_change').executeTakeFirst();
    expect(entry?.actor_id).toBe(bob.user.id);
  });

  it('answers 400, not 500, for audit dates the database cannot hold', async () => {
    const admin = await t.signedIn('admin');
    for (const query of ['from=0000-01-01', 'to=9999-12-31', 'from=2026-02-30']) {
      const res = await admin.get(`/api/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(apiErrorBodySchema.parse(await res.json()).fieldErrors ?? {}), query).toEqual([query.split('=')[0]]);
    }
    const fine = await admin.get('/api/audit?from=2026-01-01&to=2026-12-31');
    expect(fine.status).toBe(200);
    auditListResponseSchema.parse(await fine.json());
  });

  it('answers 400 for a malformed chat session id and 404 for a well-formed one nobody used', async () => {
    const staff = await t.signedIn('staff');
    for (const id of ['not-a-session-id!', '3f0c8a2e-2c1b-4d59-9b7e-0c3f2a1b4d5e', 'x']) {
      const res = await staff.get(`/api/admin/chat-sessions/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).fieldErrors?.sessionId).toBeDefined();
    }
    expect((await staff.get(`/api/admin/chat-sessions/${'a'.repeat(21)}`)).status).toBe(404);
  });

  it('answers forgot-password before doing any work for the address, so known and unknown answer alike', async () => {
    // A mail store that holds every message until the test lets it go: the work for a known
    // address (issue a link, queue its mail) cannot finish before then.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inner = createMailer({ db: database.db, smtpUrl: undefined, from: 'SWAT Research <no-reply@test.example>', log: createLogger('silent') });
    const mailer: Mailer = { ...inner, smtpConfigured: false, send: async (to, mail) => (await gate, inner.send(to, mail)) };
    const gated = await createTestApp(database, { env: { TRUST_PROXY: '1' }, deps: { mailer } });
    const person = await gated.addUser('client');
    const answer = async (email: string) => {
      const res = await Promise.race([gated.agent().post('/api/auth/forgot-password', { email }, { headers: from() }), new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000))]);
      expect(res, `an answer for ${email} while its work is held`).not.toBeNull();
      return res!;
    };
    const known = await answer(person.email);
    const unknown = await answer(`nobody-${Date.now()}@example.com`);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    // The work still happens once it can: the link is mailed and the request audited.
    release();
    await until('the reset mail to be queued', async () => (await database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', person.email).executeTakeFirst()) !== undefined);
    await until('the request to be audited', async () => (await actions(person.id)).includes('auth.reset_requested'));
  });
});
