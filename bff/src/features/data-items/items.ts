import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, DataItemKind, DataItemsTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Auth } from '../auth/auth';
import { idParam, visibleProject } from '../projects/access';
import type { PreparedFile } from './prepare-file';
import type { Logger } from '../../http/logger';
import type { FileKey, FileSource, FileStore } from '../../storage/file-store';
import { storeFileThenRow } from '../../storage/file-and-row';
import { dataItemFileKey } from '../../storage/legacy-data-item-files';
import { selectVisibleItems } from './visibility';

export type ItemRow = Selectable<DataItemsTable> & { uploader_name: string | null };

/**
 * The file first, then its row (storeFileThenRow): an item never exists without its file, and a
 * store that fails leaves no item behind. The id is made here because the file's key needs it.
 */
export async function insertDataItem(
  db: Kysely<DatabaseSchema>,
  files: FileStore,
  item: { projectId: string; title: string; kind: DataItemKind; uploadedBy: string | null; file: FileSource; prepared: Extract<PreparedFile, { ok: true }>; publishedAt?: Date | null },
  log?: Logger,
): Promise<string> {
  const { prepared } = item;
  const id = randomUUID();
  return storeFileThenRow(files, dataItemFileKey(id), item.file, { contentType: prepared.contentType, ...(log ? { log } : {}) }, async (stored) => {
    await db
      .insertInto('data_items')
      .values({
        id,
        project_id: item.projectId,
        title: item.title,
        kind: item.kind,
        filename: prepared.filename,
        content_type: prepared.contentType,
        size_bytes: stored.sizeBytes,
        sha256: prepared.sha256,
        csv_summary: prepared.summary ? JSON.stringify(prepared.summary) : null,
        table_meta: prepared.tableMeta ? JSON.stringify(prepared.tableMeta) : null,
        uploaded_by: item.uploadedBy,
        published_at: item.publishedAt ?? null,
      })
      .execute();
    return id;
  });
}

/** The keys of a project's data-item originals (for removing them with the project). */
export async function dataItemFilesOfProject(db: Kysely<DatabaseSchema>, projectId: string): Promise<FileKey[]> {
  const rows = await db.selectFrom('data_items').select('id').where('project_id', '=', projectId).execute();
  return rows.map((row) => dataItemFileKey(row.id));
}

/** The item this user may see (selectVisibleItems), or a 404 that says nothing more. */
export async function findVisibleItem(db: Kysely<DatabaseSchema>, auth: Auth, c: Context) {
  const session = await auth.requireUser(c);
  const project = await visibleProject(db, session, c.req.param('id'));
  const itemId = idParam(c.req.param('dataId'), 'data item');
  const row = await selectVisibleItems(db, session, project.id).where('d.id', '=', itemId).executeTakeFirst();
  if (!row) throw new ApiError(404, 'There is no such data item.');
  return { row: row as ItemRow, session };
}
