import { Hono } from 'hono';
import { sql, type Kysely, type Updateable } from 'kysely';
import {
  clientListQuerySchema,
  createClientRequestSchema,
  updateClientRequestSchema,
  type ClientAccount,
  type ClientListResponse,
  type CreateClientResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema, UsersTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { readJson, readQuery } from '../../http/validate';
import type { Auth } from '../auth/auth';
import { idParam } from '../projects/access';
import { createUser, EmailTakenError, WeakPasswordError, findUserByEmail, toPublicUser, type UserRow } from '../users/users';
import { changedFields, type AuditLog } from '../audit/audit-log';
import { generatePassword, temporaryPassword as temporaryPasswordColumns } from '../password-reset/temporary-password';

export function clientRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; log: Logger; audit: AuditLog }) {
  const { db, auth, log } = deps;
  const app = new Hono();

  const selectClients = () =>
    db
      .selectFrom('users as u')
      .leftJoin('projects as p', 'p.client_id', 'u.id')
      .selectAll('u')
      .select((eb) => eb.fn.count<string>('p.id').as('project_count'))
      .where('u.role', '=', 'client')
      .groupBy('u.id');
  const toClient = (row: UserRow & { project_count: string | number }): ClientAccount => ({
    ...toPublicUser(row),
    disabled: row.disabled_at !== null,
    projectCount: Number(row.project_count),
  });
  const getClient = async (id: string) => {
    const row = await selectClients().where('u.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'There is no such client.');
    return toClient(row);
  };

  app.get('/api/clients', async (c) => {
    await auth.requireStaff(c);
    const query = readQuery(c, clientListQuerySchema);
    let q = selectClients();
    if (!query.includeDisabled) q = q.where('u.disabled_at', 'is', null);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern), eb('u.company', 'ilike', pattern)]));
    }
    const rows = await q.orderBy(sql`lower(u.name)`).orderBy('u.id').execute();
    const body: ClientListResponse = { items: rows.map(toClient) };
    return c.json(body);
  });

  app.post('/api/clients', async (c) => {
    const { user: staff } = await auth.requireStaff(c);
    const input = await readJson(c, createClientRequestSchema);
    const temporaryPassword = input.password ? null : generatePassword();
    let created: UserRow;
    try {
      created = await createUser(db, auth.hasher, { email: input.email, name: input.name, company: input.company, phone: input.phone, role: 'client', password: input.password ?? temporaryPassword! });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError(409, error.message, { fieldErrors: { email: [error.message] } });
      if (error instanceof WeakPasswordError) throw new ApiError(400, error.reason, { fieldErrors: { password: [error.reason] } });
      throw error;
    }
    // Whatever staff chose or generated is temporary: the client replaces it at the first sign-in.
    await db.updateTable('users').set(temporaryPasswordColumns(new Date())).where('id', '=', created.id).execute();
    await deps.audit.record(c, staff, { action: 'client.create', targetType: 'client', targetId: created.id, details: { email: created.email, name: created.name, company: created.company } });
    log.info('client account created', { requestId: c.get('requestId'), clientId: created.id, by: staff.id });
    const body: CreateClientResponse = { client: await getClient(created.id), temporaryPassword };
    return c.json(body, 201, { 'cache-control': 'no-store' });
  });

  app.patch('/api/clients/:id', async (c) => {
    const { user: staff } = await auth.requireStaff(c);
    const id = idParam(c.req.param('id'), 'client');
    const before = await getClient(id);
    const input = await readJson(c, updateClientRequestSchema);
    const changes: Updateable<UsersTable> = { updated_at: new Date() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.company !== undefined) changes.company = input.company;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.email !== undefined && input.email !== before.email) {
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== id) throw new ApiError(409, new EmailTakenError().message, { fieldErrors: { email: [new EmailTakenError().message] } });
      changes.email = input.email;
    }
    // Disabling an already disabled account keeps the original time.
    if (input.disabled !== undefined && input.disabled !== before.disabled) changes.disabled_at = input.disabled ? new Date() : null;
    try {
      await db.updateTable('users').set(changes).where('id', '=', id).where('role', '=', 'client').execute();
    } catch (error) {
      // Two requests racing for one address: the unique index decides.
      if (/unique|duplicate/i.test(String((error as Error).message))) throw new ApiError(409, new EmailTakenError().message, { fieldErrors: { email: [new EmailTakenError().message] } });
      throw error;
    }
    auth.forgetUser(id);
    // A disabled client is signed out everywhere at once.
    if (input.disabled) await auth.refreshTokens.revokeAllForUser(id);
    if (input.disabled !== undefined) log.info(input.disabled ? 'client disabled' : 'client enabled', { requestId: c.get('requestId'), clientId: id, by: staff.id });
    const body: ClientAccount = await getClient(id);
    const fieldChanges = changedFields(before, body, ['name', 'company', 'phone', 'email', 'disabled']);
    if (Object.keys(fieldChanges).length > 0) await deps.audit.record(c, staff, { action: 'client.update', targetType: 'client', targetId: id, details: { changes: fieldChanges } });
    return c.json(body);
  });

  return app;
}
