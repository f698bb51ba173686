import { sql, type Kysely } from 'kysely';

const STATUSES = sql`('draft', 'in_field', 'analysis', 'reporting', 'completed', 'on_hold')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    // A client with projects cannot be deleted by accident; staff disable accounts instead.
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ${STATUSES}`))
    .addColumn('methodology', 'text')
    .addColumn('markets', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('target_sample_size', 'integer', (c) => c.check(sql`target_sample_size >= 0`))
    .addColumn('completes', 'integer', (c) => c.notNull().defaultTo(0).check(sql`completes >= 0`))
    .addColumn('fieldwork_start', 'date')
    .addColumn('fieldwork_end', 'date')
    .addColumn('budget_usd', 'integer', (c) => c.check(sql`budget_usd >= 0`))
    .addColumn('description', 'text')
    .addColumn('objectives', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index projects_code_upper_idx on projects (upper(code))`.execute(db);
  await sql`create index projects_client_idx on projects (client_id)`.execute(db);

  await db.schema
    .createTable('project_status_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await sql`create index project_status_history_project_idx on project_status_history (project_id, changed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_status_history').execute();
  await db.schema.dropTable('projects').execute();
}
