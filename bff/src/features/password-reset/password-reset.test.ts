import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_ANSWER,
  LANGUAGE_HEADER,
  PASSWORD_CHANGE_REQUIRED_CODE,
  publicUserSchema,
  RESET_LINK_INVALID_MESSAGE,
  TEMPORARY_PASSWORD_EXPIRED_MESSAGE,
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

  it('a client created by staff must change the temporary password before anything else, and it expires after 7 days', async () => {
    const staff = await t.signedIn('staff');
    const created = await (await staff.post('/api/clients', { email: 'temp-client@example.com', name: 'Temp Client' })).json();
    const temporary: string = created.temporaryPassword;
    expect(created.client.mustChangePassword).toBe(true);

    const client = t.agent();
    const login = await client.post('/api/client/login', { email: 'temp-client@example.com', password: temporary });
    expect(login.status).toBe(200);
    expect(publicUserSchema.parse(await login.json()).mustChangePassword).toBe(true);
    const refused = await client.get('/api/projects');
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe(PASSWORD_CHANGE_REQUIRED_CODE);
    expect((await client.get('/api/auth/user')).status).toBe(200);

    const changed = await client.patch('/api/me', { currentPassword: temporary, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await changed.json()).mustChangePassword).toBe(false);
    expect((await client.get('/api/projects')).status).toBe(200);

    // A second client never signs in within the week.
    const late = await (await staff.post('/api/clients', { email: 'late-client@example.com', name: 'Late Client', password: 'staff chose this one' })).json();
    expect(late.client.mustChangePassword).toBe(true);
    t.clock.advance(8 * 86_400_000);
    const expired = await t.agent().post('/api/client/login', { email: 'late-client@example.com', password: 'staff chose this one' });
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe(TEMPORARY_PASSWORD_EXPIRED_MESSAGE);
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
