import { Hono } from 'hono';
import { sql, type Kysely, type Selectable } from 'kysely';
import { auditListQuerySchema, type AuditEntry, type AuditListResponse } from '@swat/shared-contracts';
import type { AuditLogTable, DatabaseSchema } from '../../db/schema';
import { readQuery } from '../../http/validate';
import type { Auth } from '../auth/auth';
import { visibleProject } from '../projects/access';
import { requireAdmin } from '../staff/require-admin';
import { iso } from '../users/users';

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details;
  return {
    id: row.id,
    at: iso(row.at),
    actor: { id: row.actor_id, email: row.actor_email },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    projectId: row.project_id,
    details,
    addressHash: row.address_hash,
  };
}

/** Read-only: there is deliberately no route that changes or deletes an entry. */
export function auditRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth }) {
  const { db, auth } = deps;
  const app = new Hono();

  app.get('/api/audit', async (c) => {
    await requireAdmin(auth, c);
    const query = readQuery(c, auditListQuerySchema);
    let base = db.selectFrom('audit_log');
    if (query.action) base = base.where('action', 'like', `${query.action.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    if (query.actor) base = base.where(sql`lower(actor_email)`, 'like', `%${query.actor.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    if (query.targetType) base = base.where('target_type', '=', query.targetType);
    if (query.projectId) base = base.where('project_id', '=', query.projectId);
    if (query.from) base = base.where('at', '>=', new Date(`${query.from}T00:00:00Z`));
    if (query.to) base = base.where('at', '<', new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('at', 'desc').orderBy('id').limit(query.pageSize).offset((query.page - 1) * query.pageSize).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const body: AuditListResponse = { items: rows.map(toEntry), total: Number(total.n), page: query.page, pageSize: query.pageSize };
    return c.json(body);
  });

  /** A project's activity timeline, newest first, for staff. */
  app.get('/api/projects/:id/activity', async (c) => {
    const session = await auth.requireStaff(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const rows = await db.selectFrom('audit_log').selectAll().where('project_id', '=', project.id).orderBy('at', 'desc').orderBy('id').limit(500).execute();
    const body: AuditListResponse = { items: rows.map(toEntry), total: rows.length, page: 1, pageSize: rows.length };
    return c.json(body);
  });

  return app;
}
