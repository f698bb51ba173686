import { sql, type Kysely } from 'kysely';

/**
 * The database backend of the file store (storage/database-store.ts): any stored file under a key
 * such as `deliverables/<id>`, in 256 KB chunks like data-item originals. A row is written first
 * without a key; only when every chunk is in is the key set, so a reader never sees half a file
 * and a failed write leaves no file behind under its key. data_item_file_chunks stays as it is:
 * originals stored there before this table are still read from there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // null while the chunks are being written.
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pk', ['file_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
