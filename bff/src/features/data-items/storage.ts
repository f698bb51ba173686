import { sql, type Kysely } from 'kysely';
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

/** Small enough that neither PGlite nor a PostgreSQL driver ever builds a large value at once. */
export const FILE_CHUNK_BYTES = 256 * 1024;

export function databaseFileStorage(db: Kysely<DatabaseSchema>): FileStorage {
  return {
    async put(id, bytes) {
      // One row per statement: a multi-row insert would put the whole file in one message again.
      for (let seq = 0; seq * FILE_CHUNK_BYTES < bytes.length || seq === 0; seq++) {
        const chunk = bytes.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES);
        await db.insertInto('data_item_file_chunks').values({ data_item_id: id, seq, bytes: chunk }).execute();
      }
    },
    async get(id) {
      const sizes = await db.selectFrom('data_item_file_chunks').select(['seq', sql<number>`octet_length(bytes)`.as('size')]).where('data_item_id', '=', id).orderBy('seq').execute();
      if (sizes.length === 0) return null;
      const file = new Uint8Array(sizes.reduce((sum, chunk) => sum + Number(chunk.size), 0));
      let at = 0;
      for (const { seq } of sizes) {
        const row = await db.selectFrom('data_item_file_chunks').select('bytes').where('data_item_id', '=', id).where('seq', '=', seq).executeTakeFirstOrThrow();
        file.set(row.bytes, at);
        at += row.bytes.byteLength;
      }
      return file;
    },
    async delete(id) {
      await db.deleteFrom('data_item_file_chunks').where('data_item_id', '=', id).execute();
    },
  };
}
