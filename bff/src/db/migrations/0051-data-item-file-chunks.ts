import { sql, type Kysely } from 'kysely';

/**
 * An uploaded file is stored as a run of 256 KB chunks instead of one bytea value. Writing or reading
 * one 25 MB value made the embedded PGlite build the whole value, its hex text and its protocol
 * message at once (measured: 1.8 GB peak for a 22 MB CSV, memory it then keeps); a chunk at a time
 * costs a few megabytes. PostgreSQL is spared the same large allocations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_item_file_chunks')
    .addColumn('data_item_id', 'uuid', (c) => c.notNull().references('data_items.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_item_file_chunks_pk', ['data_item_id', 'seq'])
    .execute();
  // Files stored before this migration become one chunk each, which the reader handles the same way.
  await sql`insert into data_item_file_chunks (data_item_id, seq, bytes) select data_item_id, 0, bytes from data_item_files`.execute(db);
  await db.schema.dropTable('data_item_files').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_item_files')
    .addColumn('data_item_id', 'uuid', (c) => c.primaryKey().references('data_items.id').onDelete('cascade'))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
  await sql`insert into data_item_files (data_item_id, bytes) select data_item_id, string_agg(bytes, ''::bytea order by seq) from data_item_file_chunks group by data_item_id`.execute(db);
  await db.schema.dropTable('data_item_file_chunks').execute();
}
