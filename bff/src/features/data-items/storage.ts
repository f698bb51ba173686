import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/**
 * Where uploaded bytes live. PostgreSQL (bytea) by default, so every bff instance
 * serves every file; an object store can implement the same three calls.
 */
export interface FileStorage {
  put(id: string, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<Uint8Array | null>;
  delete(id: string): Promise<void>;
}

export function databaseFileStorage(db: Kysely<DatabaseSchema>): FileStorage {
  return {
    async put(id, bytes) {
      await db.insertInto('data_item_files').values({ data_item_id: id, bytes }).execute();
    },
    async get(id) {
      const row = await db.selectFrom('data_item_files').select('bytes').where('data_item_id', '=', id).executeTakeFirst();
      return row ? new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null;
    },
    async delete(id) {
      await db.deleteFrom('data_item_files').where('data_item_id', '=', id).execute();
    },
  };
}
