import { sql, type Kysely } from 'kysely';
import type { Project, ProjectListQuery, ProjectStatus, StatusChange } from '@swat/shared-contracts';
import { PROJECT_STATUSES } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { iso } from '../users/users';
import { clientMaySee } from './access';

export function selectProjects(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.id', 'p.client_id')
    .leftJoin('companies as co', 'co.id', 'p.company_id')
    .select([
      'p.id',
      'p.code',
      'p.title',
      'p.client_id',
      'p.status',
      'p.methodology',
      'p.markets',
      'p.target_sample_size',
      'p.completes',
      // Calendar dates as text: a Date object would shift with the server's time zone.
      sql<string | null>`p.fieldwork_start::text`.as('fieldwork_start'),
      sql<string | null>`p.fieldwork_end::text`.as('fieldwork_end'),
      'p.budget_usd',
      'p.description',
      'p.objectives',
      'p.created_at',
      'p.updated_at',
      'u.name as client_name',
      'u.email as client_email',
      'u.company as client_company',
      'p.company_id',
      'co.name as company_name',
    ]);
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['executeTakeFirstOrThrow']>>;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    client: { id: row.client_id, name: row.client_name, email: row.client_email, company: row.client_company },
    company: row.company_id && row.company_name !== null ? { id: row.company_id, name: row.company_name } : null,
    status: row.status,
    methodology: row.methodology,
    markets: Array.isArray(row.markets) ? row.markets : typeof row.markets === 'string' ? (JSON.parse(row.markets) as string[]) : [],
    targetSampleSize: row.target_sample_size,
    completes: row.completes,
    fieldworkStart: row.fieldwork_start,
    fieldworkEnd: row.fieldwork_end,
    budgetUsd: row.budget_usd,
    description: row.description,
    objectives: row.objectives,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function getProject(db: Kysely<DatabaseSchema>, id: string): Promise<Project | null> {
  const row = await selectProjects(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toProject(row) : null;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const SORT_COLUMNS = {
  code: 'p.code',
  title: 'p.title',
  status: 'p.status',
  client: 'u.name',
  fieldworkStart: 'p.fieldwork_start',
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
} as const;

/** Markets: ISO codes upper-cased, names kept as typed, duplicates dropped. */
export function normaliseMarkets(markets: string[]): string[] {
  const seen = new Map<string, string>();
  for (const m of markets) {
    const v = /^[a-z]{2,3}$/i.test(m) ? m.toUpperCase() : m;
    if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
  }
  return [...seen.values()];
}

/** `clientViewerId`: a client user, who sees only what access.ts allows them; null for staff. */
export async function listProjects(db: Kysely<DatabaseSchema>, query: ProjectListQuery, clientViewerId: string | null) {
  let base = selectProjects(db);
  if (clientViewerId) base = base.where((eb) => eb.exists(eb.selectFrom('users as viewer').select('viewer.id').where('viewer.id', '=', clientViewerId).where(clientMaySee('viewer', 'p'))));
  if (query.clientId) base = base.where('p.client_id', '=', query.clientId);
  if (query.companyId) base = base.where('p.company_id', '=', query.companyId);
  if (query.q) {
    const pattern = likePattern(query.q);
    base = base.where((eb) =>
      eb.or([
        eb('p.code', 'ilike', pattern),
        eb('p.title', 'ilike', pattern),
        eb('p.methodology', 'ilike', pattern),
        eb('u.name', 'ilike', pattern),
        eb('u.company', 'ilike', pattern),
        eb('co.name', 'ilike', pattern),
        eb(sql`p.markets::text`, 'ilike', pattern),
      ]),
    );
  }
  const countRows = await base
    .clearSelect()
    .select(['p.status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('p.status')
    .execute();
  const countsByStatus = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0])) as Record<ProjectStatus, number>;
  for (const r of countRows) countsByStatus[r.status] = Number(r.n);

  let filtered = base;
  if (query.status && query.status.length > 0) filtered = filtered.where('p.status', 'in', query.status);
  const totalRow = await filtered.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await filtered
    .orderBy(SORT_COLUMNS[query.sort], query.dir)
    .orderBy('p.id')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: rows.map(toProject), total: Number(totalRow.n), page: query.page, pageSize: query.pageSize, countsByStatus };
}

export async function statusHistory(db: Kysely<DatabaseSchema>, projectId: string): Promise<StatusChange[]> {
  const rows = await db
    .selectFrom('project_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.changed_by')
    .select(['h.id', 'h.from_status', 'h.to_status', 'h.changed_at', 'u.id as user_id', 'u.name as user_name'])
    .where('h.project_id', '=', projectId)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    changedBy: r.user_id && r.user_name !== null ? { id: r.user_id, name: r.user_name } : null,
    changedAt: iso(r.changed_at),
  }));
}
