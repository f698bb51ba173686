import type { Context } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, DataItemKind, DataItemsTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Auth } from '../auth/auth';
import { idParam, visibleProject } from '../projects/access';
import type { PreparedFile } from './prepare-file';
import type { FileStorage } from './storage';
import { selectVisibleItems } from './visibility';

export type ItemRow = Selectable<DataItemsTable> & { uploader_name: string | null };

/** Metadata and bytes in one transaction: an item never exists without its file. */
export async function insertDataItem(
  db: Kysely<DatabaseSchema>,
  storageFor: (db: Kysely<DatabaseSchema>) => FileStorage,
  item: { projectId: string; title: string; kind: DataItemKind; uploadedBy: string | null; bytes: Uint8Array; prepared: Extract<PreparedFile, { ok: true }>; publishedAt?: Date | null },
): Promise<string> {
  const { prepared } = item;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('data_items')
      .values({
        project_id: item.projectId,
        title: item.title,
        kind: item.kind,
        filename: prepared.filename,
        content_type: prepared.contentType,
        size_bytes: item.bytes.length,
        sha256: prepared.sha256,
        csv_summary: prepared.summary ? JSON.stringify(prepared.summary) : null,
        table_meta: prepared.tableMeta ? JSON.stringify(prepared.tableMeta) : null,
        uploaded_by: item.uploadedBy,
        published_at: item.publishedAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storageFor(trx).put(row.id, item.bytes);
    return row.id;
  });
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
