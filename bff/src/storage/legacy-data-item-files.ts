import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { streamChunks } from './database-store';
import { fileKey, readWhole, type FileKey, type FileStore, type StoredFile } from './file-store';

/** The namespace of data-item originals. */
export const DATA_ITEM_FILES = 'data-items';

export const dataItemFileKey = (dataItemId: string): FileKey => fileKey(DATA_ITEM_FILES, dataItemId);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The data item a key names, when it is a data-item key at all. */
const dataItemIdOf = (key: FileKey): string | null => {
  const [namespace, id] = key.split('/');
  return namespace === DATA_ITEM_FILES && id && UUID.test(id) ? id : null;
};

/**
 * Data-item originals stored before the file store are in data_item_file_chunks, keyed by item.
 * They stay there (nothing to migrate) and are read through the same interface: a data-item key
 * that the backend does not have is looked up in the old table, whichever backend is configured,
 * so moving to object storage leaves no old file unreadable. New files never go to the old table.
 */
export function withLegacyDataItemFiles(store: FileStore, db: Kysely<DatabaseSchema>): FileStore {
  const legacyStat = async (key: FileKey) => {
    const id = dataItemIdOf(key);
    if (!id) return null;
    const row = await db
      .selectFrom('data_item_file_chunks as c')
      .innerJoin('data_items as d', 'd.id', 'c.data_item_id')
      .select(['d.content_type', sql<string | number>`sum(octet_length(c.bytes))`.as('size')])
      .where('c.data_item_id', '=', id)
      .groupBy('d.content_type')
      .executeTakeFirst();
    return row ? { id, key, contentType: row.content_type, sizeBytes: Number(row.size) } : null;
  };
  const legacyOpen = async (key: FileKey): Promise<StoredFile | null> => {
    const file = await legacyStat(key);
    if (!file) return null;
    const body = streamChunks(key, file.sizeBytes, (fromSeq) =>
      db.selectFrom('data_item_file_chunks').select(['seq', 'bytes']).where('data_item_id', '=', file.id).where('seq', '>=', fromSeq).orderBy('seq').limit(1).executeTakeFirst(),
    );
    return { key, contentType: file.contentType, sizeBytes: file.sizeBytes, body };
  };
  const open: FileStore['open'] = async (key) => (await store.open(key)) ?? legacyOpen(key);
  return {
    backend: store.backend,
    put: (key, source, options) => store.put(key, source, options),
    async stat(key) {
      const found = (await store.stat(key)) ?? (await legacyStat(key));
      return found && { key, contentType: found.contentType, sizeBytes: found.sizeBytes };
    },
    exists: async (key) => (await store.exists(key)) || (await legacyStat(key)) !== null,
    open,
    async readBytes(key, options) {
      const file = await open(key);
      return file && readWhole(file, options?.maxBytes);
    },
    async delete(key) {
      await store.delete(key);
      const id = dataItemIdOf(key);
      if (id) await db.deleteFrom('data_item_file_chunks').where('data_item_id', '=', id).execute();
    },
    // An old file is in the database, where no link reaches it: the bff serves it itself.
    signedDownloadUrl: async (key, download) => ((await legacyStat(key)) ? null : store.signedDownloadUrl(key, download)),
  };
}
