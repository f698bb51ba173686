import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE, staffAccountSchema, staffListResponseSchema } from '@swat/shared-contracts';
import { sql } from 'kysely';
import { testDatabases } from '../../test/databases';
import { mailTestAppFor, tokenFrom } from '../../test/mail-harness';

describe.each(testDatabases())('staff management on $name', (target) => {
  const t = mailTestAppFor(target);

  it('an admin invites a staff member, who chooses a password from the mail and signs in', async () => {
    const admin = await t.signedIn('admin');
    const res = await admin.post('/api/staff/invitations', { email: 'new.hire@example.com', name: 'New Hire', role: 'staff' });
    expect(res.status).toBe(201);
    const invited = staffAccountSchema.parse(await res.json());
    expect(invited).toMatchObject({ role: 'staff', invited: true, disabled: false });
    const mail = await t.smtp.waitFor('new.hire@example.com', /invited/);
    expect(mail.text).toContain(admin.user.email.length > 0 ? 'invited you' : '');
    const accepted = await t.agent().post('/api/auth/reset-password', { token: tokenFrom(mail.text), password: 'my own staff passphrase' });
    expect(await accepted.json()).toEqual({ ok: true, role: 'staff' });
    const hire = t.agent();
    expect((await hire.post('/api/admin/login', { email: 'new.hire@example.com', password: 'my own staff passphrase' })).status).toBe(200);
    const list = staffListResponseSchema.parse(await (await admin.get('/api/staff')).json());
    expect(list.items.find((s) => s.email === 'new.hire@example.com')?.invited).toBe(false);
    expect((await admin.post('/api/staff/invitations', { email: 'new.hire@example.com', name: 'Again' })).status).toBe(409);
    const actions = (await t.database.db.selectFrom('audit_log').select('action').where('target_id', '=', invited.id).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.invitation_accepted', 'auth.login']));
  });

  it('only admins manage staff; staff get 403 and clients too', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.signedIn('client');
    for (const who of [staff, client]) {
      expect((await who.get('/api/staff')).status).toBe(403);
      expect((await who.post('/api/staff/invitations', { email: 'x@example.com', name: 'X' })).status).toBe(403);
      expect((await who.patch(`/api/staff/${staff.user.id}`, { role: 'admin' })).status).toBe(403);
      expect((await who.get('/api/audit')).status).toBe(403);
    }
  });

  it('changes roles and disables accounts, but never leaves no active admin', async () => {
    // Start from one active admin.
    await sql`update users set disabled_at = now() where role = 'admin'`.execute(t.database.db);
    const admin = await t.signedIn('admin');
    const demote = await admin.patch(`/api/staff/${admin.user.id}`, { role: 'staff' });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toBe(LAST_ADMIN_MESSAGE);
    expect((await admin.patch(`/api/staff/${admin.user.id}`, { disabled: true })).status).toBe(409);

    const colleague = await t.signedIn('staff');
    const promoted = await admin.patch(`/api/staff/${colleague.user.id}`, { role: 'admin' });
    expect((await promoted.json()).role).toBe('admin');
    // The colleague's old session carried the old role: it ends.
    expect((await colleague.get('/api/auth/user')).status).toBe(401);
    // Now there is another admin, so the first may step down.
    expect((await admin.patch(`/api/staff/${admin.user.id}`, { role: 'staff' })).status).toBe(200);

    const leaver = await t.signedIn('staff');
    const secondAdmin = t.agent();
    expect((await secondAdmin.post('/api/admin/login', { email: colleague.user.email, password: colleague.user.password })).status).toBe(200);
    expect((await secondAdmin.patch(`/api/staff/${leaver.user.id}`, { disabled: true })).status).toBe(200);
    expect((await leaver.get('/api/auth/user')).status).toBe(401);
    const entry = await t.database.db.selectFrom('audit_log').selectAll().where('target_id', '=', leaver.user.id).where('action', '=', 'staff.update').executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ changes: { disabled: { before: false, after: true } } });
  });
});
