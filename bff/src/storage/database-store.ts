import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { readWhole, type FileKey, type FileStore, type StoredFileInfo } from './file-store';
import { chunksOf } from './source-chunks';

/**
 * Small enough that neither PGlite nor a PostgreSQL driver ever builds a large value at once
 * (one 25 MB bytea cost PGlite 1.8 GB at its peak). The embedded database writes a chunk on the
 * event loop, in time that grows with its size (about 50 ms for 256 KB): a page request that arrives
 * meanwhile waits for one chunk, so chunks are kept small enough that the wait stays a few ms.
 * Readers go by sequence number, so files written in larger chunks read the same.
 */
export const FILE_CHUNK_BYTES = 32 * 1024;

/**
 * Reads a file's chunks one query each, as the reader asks for them, and fails the stream when
 * they do not add up to the recorded size (the file was replaced or removed while it was read).
 */
export function streamChunks(key: FileKey, expectedBytes: number, next: (fromSeq: number) => Promise<{ seq: number; bytes: Uint8Array } | undefined>): Readable {
  return Readable.from(
    (async function* () {
      let seq = 0;
      let read = 0;
      for (;;) {
        const chunk = await next(seq);
        if (!chunk) break;
        read += chunk.bytes.byteLength;
        seq = chunk.seq + 1;
        yield Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
      }
      if (read !== expectedBytes) throw new Error(`${key} changed while it was read (${read} of ${expectedBytes} bytes)`);
    })(),
    { objectMode: false },
  );
}

/**
 * The embedded default: files in the database, in chunks, so every bff instance sharing the
 * database serves every file and no shared disk is needed. A file is written under a row without
 * a key, chunk by chunk outside any transaction (a long upload must not hold PGlite's one
 * connection), and takes its key in one short transaction at the end; a failed write removes its
 * row and chunks. Rows left without a key by a crash are never read.
 */
export function databaseFileStore(db: Kysely<DatabaseSchema>): FileStore {
  const stat = async (key: FileKey): Promise<(StoredFileInfo & { id: string }) | null> => {
    const row = await db.selectFrom('stored_files').select(['id', 'content_type', 'size_bytes']).where('key', '=', key).executeTakeFirst();
    return row ? { id: row.id, key, contentType: row.content_type, sizeBytes: Number(row.size_bytes) } : null;
  };
  const open: FileStore['open'] = async (key) => {
    const file = await stat(key);
    if (!file) return null;
    const body = streamChunks(key, file.sizeBytes, (fromSeq) =>
      db.selectFrom('stored_file_chunks').select(['seq', 'bytes']).where('file_id', '=', file.id).where('seq', '=', fromSeq).executeTakeFirst(),
    );
    return { key, contentType: file.contentType, sizeBytes: file.sizeBytes, body };
  };
  return {
    backend: 'database',
    async put(key, source, { contentType }) {
      const { id } = await db.insertInto('stored_files').values({ key: null, content_type: contentType }).returning('id').executeTakeFirstOrThrow();
      try {
        let seq = 0;
        let size = 0;
        // One row per statement: a multi-row insert would put the whole file in one message again.
        for await (const bytes of chunksOf(source, FILE_CHUNK_BYTES)) {
          await db.insertInto('stored_file_chunks').values({ file_id: id, seq: seq++, bytes }).execute();
          size += bytes.byteLength;
        }
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('stored_files').where('key', '=', key).execute();
          await trx.updateTable('stored_files').set({ key, size_bytes: size }).where('id', '=', id).execute();
        });
        return { key, contentType, sizeBytes: size };
      } catch (error) {
        await db
          .deleteFrom('stored_files')
          .where('id', '=', id)
          .execute()
          .catch(() => undefined);
        throw error;
      }
    },
    stat: async (key) => {
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
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
    },
    signedDownloadUrl: async () => null,
  };
}
