import type { Kysely } from 'kysely';
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
 * The project, if this user may see it. Another client's project answers exactly
 * like a missing one (404), so ids cannot be probed.
 */
export async function visibleProject(db: Kysely<DatabaseSchema>, session: Session, id: string | undefined) {
  const projectId = idParam(id);
  let q = db.selectFrom('projects').select(['id', 'client_id', 'status']).where('id', '=', projectId);
  if (!isStaffRole(session.user.role)) q = q.where('client_id', '=', session.user.id);
  const project = await q.executeTakeFirst();
  if (!project) throw new ApiError(404, 'There is no such project.');
  return project;
}
