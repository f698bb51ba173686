import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { isStaffRole, type Session } from '../auth/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid names nothing: 404, never a database error. */
export function idParam(value: string | undefined, what = 'project'): string {
  if (!value || !UUID.test(value)) throw new ApiError(404, `There is no such ${what}.`);
  return value.toLowerCase();
}

/**
 * The one rule of who on the client side sees a project, as SQL over a `users` alias and a
 * `projects` alias: an active client of the project's company who either sees all of the
 * company's projects or has this one on their list. A request (visibleProject), the project list
 * (repository.ts) and the people to notify (audience.ts) all apply this same expression.
 */
export function clientMaySee(user: string, project: string): RawBuilder<boolean> {
  const u = (column: string) => sql.ref(`${user}.${column}`);
  const p = (column: string) => sql.ref(`${project}.${column}`);
  return sql<boolean>`(${u('role')} = 'client' and ${u('disabled_at')} is null and ${u('company_id')} = ${p('company_id')}
    and (${u('all_projects')} or exists (select 1 from project_access pa where pa.user_id = ${u('id')} and pa.project_id = ${p('id')})))`;
}

/**
 * The project, if this user may see it. A project of another company, or one a colleague is not
 * given, answers exactly like a missing one (404), so ids cannot be probed.
 */
export async function visibleProject(db: Kysely<DatabaseSchema>, session: Session, id: string | undefined) {
  const projectId = idParam(id);
  let q = db.selectFrom('projects as p').select(['p.id', 'p.client_id', 'p.company_id', 'p.status']).where('p.id', '=', projectId);
  if (!isStaffRole(session.user.role)) {
    q = q.where((eb) => eb.exists(eb.selectFrom('users as u').select('u.id').where('u.id', '=', session.user.id).where(clientMaySee('u', 'p'))));
  }
  const project = await q.executeTakeFirst();
  if (!project) throw new ApiError(404, 'There is no such project.');
  return project;
}
