import { Hono, type Context } from 'hono';
import { sql, type Kysely, type Updateable } from 'kysely';
import {
  clientListQuerySchema,
  createClientRequestSchema,
  moveClientRequestSchema,
  updateClientRequestSchema,
  type ClientAccount,
  type ClientListResponse,
  type CreateClientResponse,
  type ResendInvitationResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema, UsersTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { requestLanguage } from '../../http/request-language';
import { readJson, readQuery } from '../../http/validate';
import { bffMessages } from '../../i18n/messages';
import type { Auth } from '../auth/auth';
import { clientMaySee, idParam } from '../projects/access';
import { createUser, EmailTakenError, findUserByEmail, toPublicUser, type UserRow } from '../users/users';
import { changedFields, type AuditLog } from '../audit/audit-log';
import type { AccountLinks } from '../password-reset/account-links';
import { generatePassword } from '../password-reset/temporary-password';

export function clientRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; log: Logger; audit: AuditLog; links: AccountLinks }) {
  const { db, auth, log, links } = deps;
  const app = new Hono();
  const t = (c: Context) => bffMessages(requestLanguage(c)).t;

  const selectClients = () =>
    db
      .selectFrom('users as u')
      .leftJoin('companies as co', 'co.id', 'u.company_id')
      .selectAll('u')
      .select((eb) => [
        'co.name as company_name',
        eb.selectFrom('projects as p').select((e) => e.fn.countAll<string>().as('n')).where(clientMaySee('u', 'p')).as('project_count'),
        eb
          .exists(eb.selectFrom('password_tokens as t').select('t.id').whereRef('t.user_id', '=', 'u.id').where('t.purpose', '=', 'invite').where('t.used_at', 'is', null))
          .as('invited'),
      ])
      .where('u.role', '=', 'client');
  const toClient = (row: UserRow & { company_name: string | null; project_count: string | number | null; invited: unknown }): ClientAccount => ({
    ...toPublicUser(row),
    disabled: row.disabled_at !== null,
    projectCount: Number(row.project_count ?? 0),
    companyId: row.company_id,
    companyName: row.company_name,
    lead: row.company_lead,
    allProjects: row.all_projects,
    invitationPending: row.invited === true,
  });
  const getClient = async (id: string) => {
    const row = await selectClients().where('u.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, bffMessages('en').t('api.clients.noSuchClient'));
    return toClient(row);
  };
  const emailTaken = () => new ApiError(409, new EmailTakenError().message, { fieldErrors: { email: [new EmailTakenError().message] } });

  app.get('/api/clients', async (c) => {
    await auth.requireStaff(c);
    const query = readQuery(c, clientListQuerySchema);
    let q = selectClients();
    if (!query.includeDisabled) q = q.where('u.disabled_at', 'is', null);
    if (query.companyId) q = q.where('u.company_id', '=', query.companyId);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern), eb('u.company', 'ilike', pattern), eb('co.name', 'ilike', pattern)]));
    }
    const rows = await q.orderBy(sql`lower(coalesce(co.name, u.company, u.name))`).orderBy(sql`lower(u.name)`).orderBy('u.id').execute();
    const body: ClientListResponse = { items: rows.map(toClient) };
    return c.json(body);
  });

  app.post('/api/clients', async (c) => {
    const { user: staff } = await auth.requireStaff(c);
    const input = await readJson(c, createClientRequestSchema);
    if (input.companyId && !(await db.selectFrom('companies').select('id').where('id', '=', input.companyId).executeTakeFirst())) {
      throw new ApiError(400, 'Some fields need attention.', { fieldErrors: { companyId: ['Choose an existing company.'] } });
    }
    let created: UserRow;
    try {
      // A random password nobody knows: the account opens only through the invitation link.
      created = await createUser(db, auth.hasher, {
        email: input.email,
        name: input.name,
        company: input.company,
        phone: input.phone,
        role: 'client',
        password: generatePassword(),
        language: input.language,
        companyId: input.companyId,
        companyLead: input.lead,
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw emailTaken();
      throw error;
    }
    const company = created.company_id ? await db.selectFrom('companies').select('name').where('id', '=', created.company_id).executeTakeFirst() : undefined;
    await links.sendClientInvitation(created, staff.name, company?.name ?? created.name);
    const client = await getClient(created.id);
    await deps.audit.record(c, staff, {
      action: 'client.create',
      targetType: 'client',
      targetId: created.id,
      details: { email: created.email, name: created.name, company: client.companyName, companyId: client.companyId, lead: client.lead, invited: true },
    });
    log.info('client account created and invited', { requestId: c.get('requestId'), clientId: created.id, by: staff.id });
    const body: CreateClientResponse = { client, invitationSent: true };
    return c.json(body, 201, { 'cache-control': 'no-store' });
  });

  app.post('/api/clients/:id/invitation', async (c) => {
    const { user: staff } = await auth.requireStaff(c);
    const client = await getClient(idParam(c.req.param('id'), 'client'));
    if (client.disabled) throw new ApiError(409, 'This account is disabled. Enable it before inviting again.');
    if (!client.invitationPending) throw new ApiError(409, 'This person has already chosen a password. Send a reset link instead.');
    await links.sendClientInvitation({ id: client.id, email: client.email, name: client.name, language: client.language }, staff.name, client.companyName ?? client.name);
    await deps.audit.record(c, staff, { action: 'client.invitation_resent', targetType: 'client', targetId: client.id, details: { email: client.email } });
    const body: ResendInvitationResponse = { ok: true, message: t(c)('api.company.invitationResent', { email: client.email }) };
    return c.json(body, 202);
  });

  app.put('/api/clients/:id/company', async (c) => {
    const { user: staff } = await auth.requireStaff(c);
    const id = idParam(c.req.param('id'), 'client');
    const before = await getClient(id);
    const { companyId } = await readJson(c, moveClientRequestSchema);
    const target = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
    if (!target) {
      const message = t(c)('api.clients.chooseCompany');
      throw new ApiError(400, t(c)('api.error.fieldsNeedAttention'), { fieldErrors: { companyId: [message] } });
    }
    // Already there: nothing moves, and a lead stays a lead.
    if (before.companyId === target.id) return c.json(before);

    const handedOver = await db.transaction().execute(async (trx) => {
      // The old company's projects keep a contact of their own company: the next of its people,
      // active ones and leads first (as a project made for a company picks its contact).
      const contactOf = before.companyId
        ? await trx.selectFrom('projects').select('id').where('client_id', '=', id).where('company_id', '=', before.companyId).execute()
        : [];
      let successor: string | null = null;
      if (contactOf.length > 0 && before.companyId) {
        const next = await trx
          .selectFrom('users')
          .select('id')
          .where('company_id', '=', before.companyId)
          .where('role', '=', 'client')
          .where('id', '<>', id)
          .orderBy(sql`disabled_at is not null`)
          .orderBy('company_lead', 'desc')
          .orderBy('created_at')
          .executeTakeFirst();
        if (!next) {
          const company = before.companyName ?? before.company ?? '';
          throw new ApiError(409, t(c)('api.clients.lastContact', { name: before.name, company }));
        }
        successor = next.id;
        await trx.updateTable('projects').set({ client_id: next.id, updated_at: new Date() }).where('id', 'in', contactOf.map((p) => p.id)).execute();
      }
      // Access follows the company: every project of the new one, nothing of the old one's list.
      await trx
        .updateTable('users')
        .set({ company_id: target.id, company: target.name, company_lead: false, all_projects: true, updated_at: new Date() })
        .where('id', '=', id)
        .where('role', '=', 'client')
        .execute();
      await trx.deleteFrom('project_access').where('user_id', '=', id).execute();
      return { projectIds: contactOf.map((p) => p.id), to: successor };
    });
    auth.forgetUser(id);
    const body: ClientAccount = await getClient(id);
    await deps.audit.record(c, staff, {
      action: 'client.company_moved',
      targetType: 'client',
      targetId: id,
      details: {
        email: before.email,
        from: { companyId: before.companyId, company: before.companyName, lead: before.lead, allProjects: before.allProjects },
        to: { companyId: target.id, company: target.name },
        ...(handedOver.to ? { contactHandedTo: handedOver.to, contactProjects: handedOver.projectIds } : {}),
      },
    });
    log.info('client moved to another company', { requestId: c.get('requestId'), clientId: id, companyId: target.id, by: staff.id });
    return c.json(body);
  });

  app.patch('/api/clients/:id', async (c) => {
    const { user: staff } = await auth.requireStaff(c);
    const id = idParam(c.req.param('id'), 'client');
    const before = await getClient(id);
    const input = await readJson(c, updateClientRequestSchema);
    const changes: Updateable<UsersTable> = { updated_at: new Date() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.language !== undefined) changes.language = input.language;
    if (input.lead !== undefined) changes.company_lead = input.lead;
    if (input.email !== undefined && input.email !== before.email) {
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== id) throw emailTaken();
      changes.email = input.email;
    }
    // Disabling an already disabled account keeps the original time.
    if (input.disabled !== undefined && input.disabled !== before.disabled) changes.disabled_at = input.disabled ? new Date() : null;
    try {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', id).where('role', '=', 'client').execute();
        // The company's name is one for all its people: renaming it from one of them renames it for all.
        if (input.company !== undefined && input.company !== before.companyName && input.company) {
          if (before.companyId) {
            await trx.updateTable('companies').set({ name: input.company }).where('id', '=', before.companyId).execute();
            await trx.updateTable('users').set({ company: input.company }).where('company_id', '=', before.companyId).execute();
          } else {
            await trx.updateTable('users').set({ company: input.company }).where('id', '=', id).execute();
          }
        }
      });
    } catch (error) {
      // Two requests racing for one address: the unique index decides.
      if (/unique|duplicate/i.test(String((error as Error).message))) throw emailTaken();
      throw error;
    }
    auth.forgetUser(id);
    // A disabled client is signed out everywhere at once.
    if (input.disabled) await auth.refreshTokens.revokeAllForUser(id);
    if (input.disabled !== undefined) log.info(input.disabled ? 'client disabled' : 'client enabled', { requestId: c.get('requestId'), clientId: id, by: staff.id });
    const body: ClientAccount = await getClient(id);
    const fieldChanges = changedFields({ ...before, company: before.companyName }, { ...body, company: body.companyName }, ['name', 'company', 'phone', 'email', 'disabled', 'language', 'lead']);
    if (Object.keys(fieldChanges).length > 0) await deps.audit.record(c, staff, { action: 'client.update', targetType: 'client', targetId: id, details: { changes: fieldChanges } });
    return c.json(body);
  });

  return app;
}
