import { describe, expect, it } from 'vitest';
import {
  createClientResponseSchema,
  FORGOT_PASSWORD_ANSWER,
  passwordLinkStatusResponseSchema,
  LANGUAGE_HEADER,
  publicUserSchema,
  RESET_LINK_INVALID_MESSAGE,
} from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { mailTestAppFor, tokenFrom } from '../../test/mail-harness';

const NEW_PASSWORD = 'a brand new passphrase 42';

describe.each(testDatabases())('password reset and temporary passwords on $name', (target) => {
  const t = mailTestAppFor(target);

  const auditActions = async (targetId: string) =>
    (await t.database.db.selectFrom('audit_log').select('action').where('target_id', '=', targetId).orderBy('at').execute()).map((r) => r.action);

  it('answers the same whether or not the account exists, mails a single-use link, and the reset ends every other session', async () => {
    const alice = await t.signedIn('client');
    const otherDevice = t.agent();
    expect((await otherDevice.post('/api/client/login', { email: alice.user.email, password: alice.user.password })).status).toBe(200);

    const known = await t.agent().post('/api/auth/forgot-password', { email: alice.user.email.toUpperCase() });
    const unknown = await t.agent().post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await known.json();
    const { message } = await unknown.json();
    expect(knownBody).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    expect(message).toBe(FORGOT_PASSWORD_ANSWER);

    const mail = await t.smtp.waitFor(alice.user.email, /new password/);
    const token = tokenFrom(mail.text);
    expect(mail.html).toContain(token);
    // Only a hash of the token is stored.
    expect(JSON.stringify(await t.database.db.selectFrom('password_tokens').selectAll().execute())).not.toContain(token);
    expect(t.smtp.messages.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);

    const reset = await t.agent().post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ ok: true, role: 'client' });
    // Every session of the account ended, on both devices.
    expect((await alice.get('/api/auth/user')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(401);
    // Used once; the old password is gone; the new one works.
    const again = await t.agent().post('/api/auth/reset-password', { token, password: 'yet another passphrase' });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await t.agent().post('/api/client/login', { email: alice.user.email, password: alice.user.password })).status).toBe(401);
    expect((await t.agent().post('/api/client/login', { email: alice.user.email, password: NEW_PASSWORD })).status).toBe(200);
    expect(await auditActions(alice.user.id)).toEqual(expect.arrayContaining(['auth.reset_requested', 'auth.password_reset', 'auth.login', 'auth.login_failed']));
  });

  it('answers and refuses in Arabic to an Arabic page', async () => {
    const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };
    const asked = await t.agent().post('/api/auth/forgot-password', { email: 'nobody-at-all@example.com' }, arabic);
    expect((await asked.json()).message).toBe('إذا كان هذا البريد مسجّلًا لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة، ويظل الرابط صالحًا لمدة 30 دقيقة.');
    const refused = await t.agent().post('/api/auth/reset-password', { token: 'x'.repeat(40), password: NEW_PASSWORD }, arabic);
    expect(refused.status).toBe(400);
    const invalid = 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا.';
    expect(await refused.json()).toMatchObject({ message: invalid, fieldErrors: { token: [invalid] } });
  });

  it('a reset link stops working after 30 minutes', async () => {
    const bob = await t.addUser('staff');
    await t.agent().post('/api/auth/forgot-password', { email: bob.email });
    const token = tokenFrom((await t.smtp.waitFor(bob.email)).text);
    t.clock.advance(31 * 60_000);
    expect((await t.agent().post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(400);
  });

  it('throttles requests per address and stops mailing one account after three', async () => {
    const carol = await t.addUser('client');
    t.clock.advance(16 * 60_000); // a fresh window: earlier tests used this address too
    const agent = t.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await agent.post('/api/auth/forgot-password', { email: carol.email })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(t.smtp.messages.filter((m) => m.to.includes(carol.email))).toHaveLength(3);
  });

  /** Every mail to `to` once there are at least `n` of them (the outbox worker delivers them in turn). */
  const mailsTo = async (to: string, n: number) => {
    await t.smtp.waitFor(to);
    for (let i = 0; i < 200 && t.smtp.messages.filter((m) => m.to.includes(to)).length < n; i++) await new Promise((r) => setTimeout(r, 25));
    const all = t.smtp.messages.filter((m) => m.to.includes(to));
    expect(all.length).toBeGreaterThanOrEqual(n);
    return all;
  };
  const linkStatus = async (token: string) => passwordLinkStatusResponseSchema.parse(await (await t.agent().post('/api/auth/password-link/status', { token })).json()).valid;

  it('a client created by staff gets an invitation in their language; the link sets a password once, and staff never see one', async () => {
    t.clock.advance(16 * 60_000); // a fresh rate-limit window: earlier tests used this address too
    const staff = await t.signedIn('staff');
    const res = await staff.post('/api/clients', { email: 'invited-client@example.com', name: 'Huda Client', company: 'Invited Co', language: 'ar' });
    expect(res.status).toBe(201);
    const created = createClientResponseSchema.parse(await res.json());
    expect(JSON.stringify(created)).not.toMatch(/password"\s*:\s*"/i);
    expect(created.client).toMatchObject({ invitationPending: true, language: 'ar', lead: true, companyName: 'Invited Co' });

    const mail = await t.smtp.waitFor('invited-client@example.com');
    expect(mail.subject).toContain('Invited Co');
    expect(mail.text).toMatch(/كلمة المرور/);
    expect(mail.text).toContain(`${t.config.publicOrigin}/ar/set-password?token=`);
    const token = tokenFrom(mail.text);
    expect(await linkStatus(token)).toBe(true);

    // The policy every password follows applies here too, and a refusal leaves the link usable.
    const weak = await t.agent().post('/api/auth/reset-password', { token, password: 'password1234' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).fieldErrors.password).toBeDefined();
    const set = await t.agent().post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(set.status).toBe(200);
    expect(await linkStatus(token)).toBe(false);
    expect((await t.agent().post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).status).toBe(400);

    const client = t.agent();
    const login = await client.post('/api/client/login', { email: 'invited-client@example.com', password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    expect(publicUserSchema.parse(await login.json()).mustChangePassword).toBe(false);
    expect((await client.get('/api/projects')).status).toBe(200);
    expect(await auditActions(created.client.id)).toEqual(expect.arrayContaining(['client.create', 'client.invitation_accepted']));

    // Accepted: nothing left to resend.
    expect((await staff.post(`/api/clients/${created.client.id}/invitation`)).status).toBe(409);
    expect((await client.post(`/api/clients/${created.client.id}/invitation`)).status).toBe(403);
    expect((await t.agent().post(`/api/clients/${created.client.id}/invitation`)).status).toBe(401);
  });

  it('resending invalidates the older link; an expired link says so and asks for a new one without telling who exists', async () => {
    t.clock.advance(16 * 60_000);
    const staff = await t.signedIn('staff');
    const created = createClientResponseSchema.parse(await (await staff.post('/api/clients', { email: 'slow-client@example.com', name: 'Slow Client' })).json());
    const first = tokenFrom((await mailsTo('slow-client@example.com', 1))[0]!.text);
    const resent = await staff.post(`/api/clients/${created.client.id}/invitation`);
    expect(resent.status).toBe(202);
    const second = tokenFrom((await mailsTo('slow-client@example.com', 2))[1]!.text);
    expect(second).not.toBe(first);
    expect(await linkStatus(first)).toBe(false);
    expect(await linkStatus(second)).toBe(true);
    expect(await auditActions(created.client.id)).toContain('client.invitation_resent');

    // Seven days later the link is dead; the page offers a new one, and the answer is the same for nonsense.
    t.clock.advance(7 * 86_400_000 + 60_000);
    expect(await linkStatus(second)).toBe(false);
    expect((await t.agent().post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD })).status).toBe(400);
    const renew = await t.agent().post('/api/auth/password-link/renew', { token: second });
    const nonsense = await t.agent().post('/api/auth/password-link/renew', { token: 'not-a-token-we-ever-made-0123456789' });
    expect(renew.status).toBe(200);
    expect(await nonsense.json()).toEqual(await renew.json());
    const third = tokenFrom((await mailsTo('slow-client@example.com', 3))[2]!.text);
    expect(await linkStatus(third)).toBe(true);
    expect((await t.agent().post('/api/auth/reset-password', { token: third, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('staff edit a client’s details and send a reset link from the admin area', async () => {
    const staff = await t.signedIn('staff');
    const dave = await t.addUser('client');
    const other = await t.addUser('client');
    const patched = await staff.patch(`/api/clients/${dave.id}`, { name: 'Dave Renamed', company: 'Dave Co', phone: '+971 4 000 0000', email: 'dave.new@example.com' });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ name: 'Dave Renamed', company: 'Dave Co', phone: '+971 4 000 0000', email: 'dave.new@example.com' });
    expect((await staff.patch(`/api/clients/${dave.id}`, { email: other.email })).status).toBe(409);
    const entry = await t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', dave.id).where('action', '=', 'client.update').executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ changes: { name: { after: 'Dave Renamed' }, email: { after: 'dave.new@example.com' } } });
    expect(entry.actor_email).toBe(staff.user.email);

    expect((await staff.post(`/api/clients/${dave.id}/password-reset`)).status).toBe(202);
    await t.smtp.waitFor('dave.new@example.com', /new password/);
    const client = await t.signedIn('client');
    expect((await client.post(`/api/clients/${dave.id}/password-reset`)).status).toBe(403);
  });
});
