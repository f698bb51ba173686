import { Hono, type Context } from 'hono';
import { sql, type Kysely } from 'kysely';
import {
  inviteColleagueRequestSchema,
  updateColleagueRequestSchema,
  type Colleague,
  type CompanyListResponse,
  type CompanyPeopleResponse,
  type ResendInvitationResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { requestLanguage } from '../../http/request-language';
import { readJson } from '../../http/validate';
import { bffMessages } from '../../i18n/messages';
import type { AuditLog } from '../audit/audit-log';
import type { Auth } from '../auth/auth';
import type { AccountLinks } from '../password-reset/account-links';
import { generatePassword } from '../password-reset/temporary-password';
import { idParam } from '../projects/access';
import { createUser, EmailTakenError, findUserById, iso } from '../users/users';

export interface CompanyRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  links: AccountLinks;
  audit: AuditLog;
  log: Logger;
}

/**
 * Client companies: staff list them (for the clients screen and the project form); a company's
 * lead manages its people from their profile: invites colleagues, chooses which of the company's
 * projects each sees, and removes them. Who then sees a project is decided in projects/access.ts.
 */
export function companyRoutes(deps: CompanyRouteDeps) {
  const { db, auth, links, audit, log } = deps;
  const app = new Hono();
  const t = (c: Context) => bffMessages(requestLanguage(c)).t;

  app.get('/api/companies', async (c) => {
    await auth.requireStaff(c);
    const rows = await db
      .selectFrom('companies as co')
      .select((eb) => [
        'co.id',
        'co.name',
        eb.selectFrom('users as u').select((e) => e.fn.countAll<string>().as('n')).whereRef('u.company_id', '=', 'co.id').where('u.disabled_at', 'is', null).as('user_count'),
        eb.selectFrom('projects as p').select((e) => e.fn.countAll<string>().as('n')).whereRef('p.company_id', '=', 'co.id').as('project_count'),
      ])
      .orderBy(sql`lower(co.name)`)
      .orderBy('co.id')
      .execute();
    const body: CompanyListResponse = { items: rows.map((r) => ({ id: r.id, name: r.name, userCount: Number(r.user_count ?? 0), projectCount: Number(r.project_count ?? 0) })) };
    return c.json(body);
  });

  /** The signed-in lead, read fresh: a lead staff have just demoted must not act on a cached session. */
  const requireLead = async (c: Context) => {
    const session = await auth.requireUser(c);
    const me = await findUserById(db, session.user.id);
    if (!me || me.role !== 'client' || !me.company_lead || !me.company_id || me.disabled_at) throw new ApiError(403, t(c)('api.company.leadOnly'));
    return { me, companyId: me.company_id };
  };

  /** A colleague in the lead's own company; anyone else answers as missing. */
  const colleagueOf = async (c: Context, companyId: string) => {
    const id = idParam(c.req.param('id'), 'person');
    const person = await findUserById(db, id);
    if (!person || person.role !== 'client' || person.company_id !== companyId || person.disabled_at) throw new ApiError(404, t(c)('api.company.noSuchPerson'));
    return person;
  };

  /** The chosen projects must all be the company's: an id from elsewhere is refused, not ignored. */
  const assertCompanyProjects = async (c: Context, companyId: string, projectIds: string[]) => {
    const unique = [...new Set(projectIds)];
    if (unique.length === 0) return unique;
    const found = await db.selectFrom('projects').select('id').where('company_id', '=', companyId).where('id', 'in', unique).execute();
    if (found.length !== unique.length) {
      const message = t(c)('api.company.projectsNotYours');
      throw new ApiError(400, message, { fieldErrors: { projectIds: [message] } });
    }
    return unique;
  };

  const setAccess = async (userId: string, allProjects: boolean, projectIds: string[]) => {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ all_projects: allProjects, updated_at: new Date() }).where('id', '=', userId).execute();
      await trx.deleteFrom('project_access').where('user_id', '=', userId).execute();
      if (!allProjects && projectIds.length > 0) await trx.insertInto('project_access').values(projectIds.map((project_id) => ({ user_id: userId, project_id }))).execute();
    });
  };

  const people = async (companyId: string): Promise<Colleague[]> => {
    const rows = await db
      .selectFrom('users as u')
      .select((eb) => [
        'u.id',
        'u.name',
        'u.email',
        'u.language',
        'u.company_lead',
        'u.all_projects',
        'u.last_login_at',
        eb
          .exists(eb.selectFrom('password_tokens as t').select('t.id').whereRef('t.user_id', '=', 'u.id').where('t.purpose', '=', 'invite').where('t.used_at', 'is', null))
          .as('invited'),
      ])
      .where('u.company_id', '=', companyId)
      .where('u.role', '=', 'client')
      .where('u.disabled_at', 'is', null)
      .orderBy(sql`lower(u.name)`)
      .orderBy('u.id')
      .execute();
    const access = rows.length
      ? await db.selectFrom('project_access').select(['user_id', 'project_id']).where('user_id', 'in', rows.map((r) => r.id)).execute()
      : [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      language: r.language,
      lead: r.company_lead,
      allProjects: r.all_projects,
      projectIds: r.all_projects ? [] : access.filter((a) => a.user_id === r.id).map((a) => a.project_id).sort(),
      invitationPending: r.invited === true,
      lastLoginAt: r.last_login_at ? iso(r.last_login_at) : null,
    }));
  };

  app.get('/api/company/people', async (c) => {
    const { companyId } = await requireLead(c);
    const company = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirstOrThrow();
    const projects = await db.selectFrom('projects').select(['id', 'code', 'title']).where('company_id', '=', companyId).orderBy('code').execute();
    const body: CompanyPeopleResponse = { company, people: await people(companyId), projects };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  app.post('/api/company/people', async (c) => {
    const { me, companyId } = await requireLead(c);
    const input = await readJson(c, inviteColleagueRequestSchema);
    const projectIds = await assertCompanyProjects(c, companyId, input.allProjects ? [] : input.projectIds);
    let created;
    try {
      created = await createUser(db, auth.hasher, { email: input.email, name: input.name, role: 'client', password: generatePassword(), language: input.language, companyId, companyLead: false });
    } catch (error) {
      if (error instanceof EmailTakenError) {
        const message = t(c)('api.company.emailTaken');
        throw new ApiError(409, message, { fieldErrors: { email: [message] } });
      }
      throw error;
    }
    await setAccess(created.id, input.allProjects, projectIds);
    await links.sendClientInvitation(created, me.name, created.company ?? created.name);
    await audit.record(c, me, {
      action: 'client.colleague_invited',
      targetType: 'client',
      targetId: created.id,
      details: { email: created.email, companyId, allProjects: input.allProjects, projectIds },
    });
    log.info('colleague invited', { requestId: c.get('requestId'), userId: created.id, by: me.id });
    const body = (await people(companyId)).find((p) => p.id === created.id)!;
    return c.json(body satisfies Colleague, 201, { 'cache-control': 'no-store' });
  });

  app.patch('/api/company/people/:id', async (c) => {
    const { me, companyId } = await requireLead(c);
    const person = await colleagueOf(c, companyId);
    // A lead sees every project; changing what another lead sees is for staff.
    if (person.company_lead) throw new ApiError(409, t(c)('api.company.leadByStaff'));
    const input = await readJson(c, updateColleagueRequestSchema);
    const projectIds = await assertCompanyProjects(c, companyId, input.allProjects ? [] : input.projectIds);
    const before = (await people(companyId)).find((p) => p.id === person.id)!;
    await setAccess(person.id, input.allProjects, projectIds);
    const after = (await people(companyId)).find((p) => p.id === person.id)!;
    await audit.record(c, me, {
      action: 'client.colleague_access',
      targetType: 'client',
      targetId: person.id,
      details: { email: person.email, before: { allProjects: before.allProjects, projectIds: before.projectIds }, after: { allProjects: after.allProjects, projectIds: after.projectIds } },
    });
    return c.json(after satisfies Colleague);
  });

  app.post('/api/company/people/:id/invitation', async (c) => {
    const { me, companyId } = await requireLead(c);
    const person = await colleagueOf(c, companyId);
    const pending = (await people(companyId)).find((p) => p.id === person.id)?.invitationPending === true;
    if (!pending) throw new ApiError(409, t(c)('api.company.alreadyJoined'));
    const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
    await links.sendClientInvitation(person, me.name, company.name);
    await audit.record(c, me, { action: 'client.invitation_resent', targetType: 'client', targetId: person.id, details: { email: person.email, companyId } });
    log.info('colleague invitation resent', { requestId: c.get('requestId'), userId: person.id, by: me.id });
    const body: ResendInvitationResponse = { ok: true, message: t(c)('api.company.invitationResent', { email: person.email }) };
    return c.json(body, 202);
  });

  app.delete('/api/company/people/:id', async (c) => {
    const { me, companyId } = await requireLead(c);
    const person = await colleagueOf(c, companyId);
    if (person.id === me.id) throw new ApiError(409, t(c)('api.company.notYourself'));
    if (person.company_lead) throw new ApiError(409, t(c)('api.company.leadByStaff'));
    // Removed: disabled (kept for the audit trail and staff), signed out everywhere, links spent.
    const at = new Date();
    await db.updateTable('users').set({ disabled_at: at, updated_at: at }).where('id', '=', person.id).execute();
    await db.updateTable('password_tokens').set({ used_at: at }).where('user_id', '=', person.id).where('used_at', 'is', null).execute();
    auth.forgetUser(person.id);
    await auth.refreshTokens.revokeAllForUser(person.id);
    await audit.record(c, me, { action: 'client.colleague_removed', targetType: 'client', targetId: person.id, details: { email: person.email, companyId } });
    log.info('colleague removed', { requestId: c.get('requestId'), userId: person.id, by: me.id });
    return c.body(null, 204);
  });

  return app;
}
