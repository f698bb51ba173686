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
 * Data-item originals stored before the file store, in data_item_file_chunks keyed by item: read
 * and deleted where they are (nothing to migrate), never written. withOlderFiles puts this behind
 * whichever backend is configured.
 */
export function legacyDataItemFiles(db: Kysely<DatabaseSchema>): FileStore {
  const stat = async (key: FileKey) => {
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
  const open = async (key: FileKey): Promise<StoredFile | null> => {
    const file = await stat(key);
    if (!file) return null;
    const body = streamChunks(key, file.sizeBytes, (fromSeq) =>
      db.selectFrom('data_item_file_chunks').select(['seq', 'bytes']).where('data_item_id', '=', file.id).where('seq', '>=', fromSeq).orderBy('seq').limit(1).executeTakeFirst(),
    );
    return { key, contentType: file.contentType, sizeBytes: file.sizeBytes, body };
  };
  return {
    backend: 'database',
    put: async () => {
      throw new Error('data_item_file_chunks is only read: new files go to the file store');
    },
    async stat(key) {
      const file = await stat(key);
      return file && { key, contentType: file.contentType, sizeBytes: file.sizeBytes };
    },
    exists: async (key) => (await stat(key)) !== null,
    open,
    async readBytes(key, options) {
      const file = await open(key);
      return file && readWhole(file, options?.maxBytes);
    },
    async delete(key) {
      const id = dataItemIdOf(key);
      if (id) await db.deleteFrom('data_item_file_chunks').where('data_item_id', '=', id).execute();
    },
    signedDownloadUrl: async () => null,
  };
}
