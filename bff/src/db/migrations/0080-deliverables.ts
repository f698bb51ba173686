import { sql, type Kysely } from 'kysely';

/**
 * Deliverables: the reports and decks staff hand a client, each with its versions. A version is
 * never replaced: a new upload adds a row and a file (`deliverables/<version id>` in the file
 * store), so a client can still open what they were sent last month.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deliverables')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'ar')`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // null: a draft only staff see.
    .addColumn('published_at', 'timestamptz')
    // When the client was last e-mailed about it: a republish does not mail again unless asked.
    .addColumn('notified_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('deliverables_project_idx').on('deliverables').columns(['project_id', 'created_at']).execute();
  await db.schema
    .createTable('deliverable_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('deliverable_id', 'uuid', (c) => c.notNull().references('deliverables.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Two uploads at once cannot both become version 3: the second fails and is retried.
    .addUniqueConstraint('deliverable_versions_number', ['deliverable_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deliverable_versions').execute();
  await db.schema.dropTable('deliverables').execute();
}
