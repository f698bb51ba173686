import { Hono } from 'hono';
import { sql, type Kysely, type Updateable } from 'kysely';
import {
  createProjectRequestSchema,
  projectListQuerySchema,
  updateProjectRequestSchema,
  type Project,
  type ProjectListResponse,
  type StatusHistoryResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema, ProjectsTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { isStaffRole, type Auth } from '../auth/auth';
import { idParam, visibleProject } from './access';
import { changedFields, type AuditLog } from '../audit/audit-log';
import { getProject, listProjects, normaliseMarkets, statusHistory } from './repository';
import type { Logger } from '../../http/logger';
import type { FileKey, FileStore } from '../../storage/file-store';
import { removeFiles } from '../../storage/file-and-row';

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error | undefined)?.message));
const codeTaken = () => new ApiError(409, 'Another project already uses this code.', { fieldErrors: { code: ['Another project already uses this code.'] } });

/** Every field staff can change, as the audit log compares them. */
const AUDITED_FIELDS = ['code', 'title', 'client', 'company', 'status', 'methodology', 'markets', 'targetSampleSize', 'completes', 'fieldworkStart', 'fieldworkEnd', 'budgetUsd', 'description', 'objectives'] as const;

export interface ProjectRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  audit: AuditLog;
  log: Logger;
  files: FileStore;
  /** The stored files of a project's rows (data-item originals…): its rows go with the project, their files are removed after. */
  storedFilesOf: (projectId: string) => Promise<FileKey[]>;
}

export function projectRoutes(deps: ProjectRouteDeps) {
  const { db, auth } = deps;
  const app = new Hono();

  const fieldError = (field: string, message: string) => new ApiError(400, 'Some fields need attention.', { fieldErrors: { [field]: [message] } });
  /**
   * The project's company and main contact from what the form sent: a client (their company
   * follows), a company (its first lead, or first person, becomes the contact), or both, which
   * must agree. Older API callers send only clientId and get what they always did.
   */
  const resolveOwner = async (clientId: string | undefined, companyId: string | undefined): Promise<{ clientId: string; companyId: string | null }> => {
    if (clientId !== undefined) {
      const client = await db.selectFrom('users').select(['id', 'company_id']).where('id', '=', clientId).where('role', '=', 'client').executeTakeFirst();
      if (!client) throw fieldError('clientId', 'Choose an existing client account.');
      if (companyId !== undefined && client.company_id !== companyId) throw fieldError('clientId', 'Choose a person of this company.');
      return { clientId: client.id, companyId: client.company_id };
    }
    const company = companyId ? await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst() : undefined;
    if (!company) throw fieldError('companyId', 'Choose an existing company.');
    const contact = await db
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', company.id)
      .where('role', '=', 'client')
      .orderBy(sql`disabled_at is not null`)
      .orderBy('company_lead', 'desc')
      .orderBy('created_at')
      .executeTakeFirst();
    if (!contact) throw fieldError('companyId', 'This company has nobody yet. Add a person to it first.');
    return { clientId: contact.id, companyId: company.id };
  };

  app.get('/api/projects', async (c) => {
    const session = await auth.requireUser(c);
    const query = readQuery(c, projectListQuerySchema);
    const staff = isStaffRole(session.user.role);
    const body: ProjectListResponse = await listProjects(db, staff ? query : { ...query, clientId: undefined }, staff ? null : session.user.id);
    return c.json(body);
  });

  app.get('/api/projects/:id', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const body: Project | null = await getProject(db, project.id);
    if (!body) throw new ApiError(404, 'There is no such project.');
    return c.json(body);
  });

  app.get('/api/projects/:id/status-history', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const body: StatusHistoryResponse = { items: await statusHistory(db, project.id) };
    return c.json(body);
  });

  app.post('/api/projects', async (c) => {
    const { user } = await auth.requireStaff(c);
    const input = await readJson(c, createProjectRequestSchema);
    const owner = await resolveOwner(input.clientId, input.companyId);
    let id: string;
    try {
      id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('projects')
          .values({
            code: input.code,
            title: input.title,
            client_id: owner.clientId,
            company_id: owner.companyId,
            status: input.status,
            methodology: input.methodology ?? null,
            markets: JSON.stringify(normaliseMarkets(input.markets)),
            target_sample_size: input.targetSampleSize ?? null,
            completes: input.completes,
            fieldwork_start: input.fieldworkStart ?? null,
            fieldwork_end: input.fieldworkEnd ?? null,
            budget_usd: input.budgetUsd ?? null,
            description: input.description ?? null,
            objectives: input.objectives ?? null,
            created_by: user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('project_status_history').values({ project_id: row.id, from_status: null, to_status: input.status, changed_by: user.id }).execute();
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
    const body: Project = (await getProject(db, id))!;
    await deps.audit.record(c, user, { action: 'project.create', targetType: 'project', targetId: id, projectId: id, details: { code: body.code, title: body.title } });
    return c.json(body, 201, { location: `/api/projects/${id}` });
  });

  app.patch('/api/projects/:id', async (c) => {
    const session = await auth.requireStaff(c);
    const current = await visibleProject(db, session, c.req.param('id'));
    const input = await readJson(c, updateProjectRequestSchema);
    const beforeProject = (await getProject(db, current.id))!;
    // A new company keeps the contact if they belong to it; otherwise its lead becomes the contact.
    const keepContact = input.clientId === undefined && input.companyId !== undefined && input.companyId === current.company_id;
    const owner =
      input.clientId !== undefined || (input.companyId !== undefined && !keepContact)
        ? await resolveOwner(input.clientId, input.companyId)
        : null;
    const changes: Updateable<ProjectsTable> = { updated_at: new Date() };
    if (input.code !== undefined) changes.code = input.code;
    if (input.title !== undefined) changes.title = input.title;
    if (owner) {
      changes.client_id = owner.clientId;
      changes.company_id = owner.companyId;
    }
    if (input.status !== undefined) changes.status = input.status;
    if (input.methodology !== undefined) changes.methodology = input.methodology;
    if (input.markets !== undefined) changes.markets = JSON.stringify(normaliseMarkets(input.markets));
    if (input.targetSampleSize !== undefined) changes.target_sample_size = input.targetSampleSize;
    if (input.completes !== undefined) changes.completes = input.completes;
    if (input.fieldworkStart !== undefined) changes.fieldwork_start = input.fieldworkStart;
    if (input.fieldworkEnd !== undefined) changes.fieldwork_end = input.fieldworkEnd;
    if (input.budgetUsd !== undefined) changes.budget_usd = input.budgetUsd;
    if (input.description !== undefined) changes.description = input.description;
    if (input.objectives !== undefined) changes.objectives = input.objectives;
    try {
      await db.transaction().execute(async (trx) => {
        // Lock the row so two edits cannot both record the same "from" status.
        const before = await trx.selectFrom('projects').select(['status', sql`fieldwork_start::text`.as('fs'), sql`fieldwork_end::text`.as('fe')]).where('id', '=', current.id).forUpdate().executeTakeFirstOrThrow();
        const start = input.fieldworkStart !== undefined ? input.fieldworkStart : (before.fs as string | null);
        const end = input.fieldworkEnd !== undefined ? input.fieldworkEnd : (before.fe as string | null);
        if (start && end && start > end) throw new ApiError(400, 'Some fields need attention.', { fieldErrors: { fieldworkEnd: ['Fieldwork cannot end before it starts.'] } });
        await trx.updateTable('projects').set(changes).where('id', '=', current.id).execute();
        if (input.status !== undefined && input.status !== before.status) {
          await trx.insertInto('project_status_history').values({ project_id: current.id, from_status: before.status, to_status: input.status, changed_by: session.user.id }).execute();
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
    const body: Project = (await getProject(db, current.id))!;
    const fieldChanges = changedFields(
      { ...beforeProject, client: beforeProject.client.email, company: beforeProject.company?.name ?? null },
      { ...body, client: body.client.email, company: body.company?.name ?? null },
      AUDITED_FIELDS,
    );
    if (Object.keys(fieldChanges).length > 0) await deps.audit.record(c, session.user, { action: 'project.update', targetType: 'project', targetId: current.id, projectId: current.id, details: { changes: fieldChanges } });
    return c.json(body);
  });

  app.delete('/api/projects/:id', async (c) => {
    const { user } = await auth.requireStaff(c);
    const id = idParam(c.req.param('id'));
    const keys = await deps.storedFilesOf(id);
    // While the store cannot be reached nothing is deleted (503): no file is left behind unnamed.
    if (keys[0]) await deps.files.stat(keys[0]);
    const deleted = await db.deleteFrom('projects').where('id', '=', id).returning(['code', 'title']).executeTakeFirst();
    if (!deleted) throw new ApiError(404, 'There is no such project.');
    await removeFiles(deps.files, keys, deps.log);
    await deps.audit.record(c, user, { action: 'project.delete', targetType: 'project', targetId: id, projectId: id, details: { code: deleted.code, title: deleted.title } });
    return c.body(null, 204);
  });

  return app;
}
