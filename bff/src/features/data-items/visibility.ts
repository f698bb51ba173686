import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { Session } from '../auth/auth';
import { dataItemVisibleTo } from './publication';

/**
 * The one query that decides which data items a user may see: the items of a project the
 * user may see (projects/access.ts: staff every project, a client their own), and of those a
 * client sees only published ones (publication.ts). The list, each item, its rows, downloads,
 * results and exports all read items through this function.
 */
export function selectVisibleItems(db: Kysely<DatabaseSchema>, session: Session, projectId: string) {
  return db
    .selectFrom('data_items as d')
    .leftJoin('users as u', 'u.id', 'd.uploaded_by')
    .select(['d.id', 'd.project_id', 'd.title', 'd.kind', 'd.filename', 'd.content_type', 'd.size_bytes', 'd.sha256', 'd.csv_summary', 'd.table_meta', 'd.uploaded_by', 'd.created_at', 'd.published_at', 'u.name as uploader_name'])
    .where('d.project_id', '=', projectId)
    .where(dataItemVisibleTo(session));
}
