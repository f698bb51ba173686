import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import {
  inviteStaffRequestSchema,
  LAST_ADMIN_MESSAGE,
  updateStaffRequestSchema,
  type StaffAccount,
  type StaffListResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { readJson } from '../../http/validate';
import type { AuditLog } from '../audit/audit-log';
import type { Auth } from '../auth/auth';
import { generatePassword } from '../password-reset/temporary-password';
import type { AccountLinks } from '../password-reset/account-links';
import { idParam } from '../projects/access';
import { createUser, EmailTakenError, toPublicUser, type UserRow } from '../users/users';
import { requireAdmin } from './require-admin';

export function staffRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; links: AccountLinks; audit: AuditLog; log: Logger }) {
  const { db, auth, links, audit } = deps;
  const app = new Hono();

  const selectStaff = () =>
    db
      .selectFrom('users as u')
      .selectAll('u')
      .select((eb) =>
        eb
          .exists(eb.selectFrom('password_tokens as t').select('t.id').whereRef('t.user_id', '=', 'u.id').where('t.purpose', '=', 'invite').where('t.used_at', 'is', null))
          .as('invited'),
      )
      .where('u.role', 'in', ['staff', 'admin']);
  const toStaff = (row: UserRow & { invited: unknown }): StaffAccount => ({
    ...toPublicUser(row),
    disabled: row.disabled_at !== null,
    invited: row.invited === true && row.last_login_at === null,
  });
  const getStaff = async (id: string) => {
    const row = await selectStaff().where('u.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'There is no such staff account.');
    return toStaff(row);
  };

  app.get('/api/staff', async (c) => {
    await requireAdmin(auth, c);
    const rows = await selectStaff().orderBy(sql`lower(u.name)`).orderBy('u.id').execute();
    const body: StaffListResponse = { items: rows.map(toStaff) };
    return c.json(body);
  });

  app.post('/api/staff/invitations', async (c) => {
    const { user: admin } = await requireAdmin(auth, c);
    const input = await readJson(c, inviteStaffRequestSchema);
    let created: UserRow;
    try {
      // A random password nobody knows: the account opens only through the invitation link.
      created = await createUser(db, auth.hasher, { email: input.email, name: input.name, role: input.role, password: generatePassword() });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError(409, error.message, { fieldErrors: { email: [error.message] } });
      throw error;
    }
    await links.sendInvitation(created, admin.name);
    await audit.record(c, admin, { action: 'staff.invite', targetType: 'staff', targetId: created.id, details: { email: created.email, role: created.role } });
    const body: StaffAccount = await getStaff(created.id);
    return c.json(body, 201);
  });

  app.patch('/api/staff/:id', async (c) => {
    const { user: admin } = await requireAdmin(auth, c);
    const id = idParam(c.req.param('id'), 'staff account');
    const input = await readJson(c, updateStaffRequestSchema);
    const before = await getStaff(id);
    await db.transaction().execute(async (trx) => {
      // Lock every admin row: two admins demoting each other at once must not leave none.
      const admins = await trx.selectFrom('users').select(['id']).where('role', '=', 'admin').where('disabled_at', 'is', null).forUpdate().execute();
      const staysAdmin = (input.role ?? before.role) === 'admin' && !(input.disabled ?? before.disabled);
      const remaining = admins.filter((a) => a.id !== id).length + (staysAdmin ? 1 : 0);
      if (remaining === 0) throw new ApiError(409, LAST_ADMIN_MESSAGE);
      const changes: { updated_at: Date; role?: 'staff' | 'admin'; disabled_at?: Date | null } = { updated_at: new Date() };
      if (input.role !== undefined) changes.role = input.role;
      if (input.disabled !== undefined && input.disabled !== before.disabled) changes.disabled_at = input.disabled ? new Date() : null;
      await trx.updateTable('users').set(changes).where('id', '=', id).execute();
    });
    // Disabled: signed out everywhere. A new role: the old role's access tokens no longer match.
    if (input.disabled || (input.role && input.role !== before.role)) await auth.refreshTokens.revokeAllForUser(id);
    const after = await getStaff(id);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (before.role !== after.role) changes.role = { before: before.role, after: after.role };
    if (before.disabled !== after.disabled) changes.disabled = { before: before.disabled, after: after.disabled };
    if (Object.keys(changes).length > 0) await audit.record(c, admin, { action: 'staff.update', targetType: 'staff', targetId: id, details: { email: after.email, changes } });
    return c.json(after);
  });

  return app;
}
