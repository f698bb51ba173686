import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('dataset', 'report', 'questionnaire', 'presentation', 'other')`))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('csv_summary', 'jsonb')
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index data_items_project_idx on data_items (project_id, created_at)`.execute(db);

  // The bytes live apart from the metadata, so listing items never drags files along.
  await db.schema
    .createTable('data_item_files')
    .addColumn('data_item_id', 'uuid', (c) => c.primaryKey().references('data_items.id').onDelete('cascade'))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_item_files').execute();
  await db.schema.dropTable('data_items').execute();
}
