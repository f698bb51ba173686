import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Stages: one row per stage a project has dates or a note for; the current stage on the project.
  await db.schema.alterTable('projects').addColumn('stage', 'text').execute();
  await db.schema
    .createTable('project_stages')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('planned_start', 'date')
    .addColumn('planned_end', 'date')
    .addColumn('actual_start', 'date')
    .addColumn('actual_end', 'date')
    .addColumn('note', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('project_stages_pk', ['project_id', 'stage'])
    .execute();

  // The quota plan, whole, as staff last saved it.
  await db.schema
    .createTable('quota_plans')
    .addColumn('project_id', 'uuid', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('plan', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Interview records, one per platform interview id: a repeated post finds its row and changes nothing.
  await db.schema
    .createTable('fieldwork_interviews')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('interview_id', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('complete', 'screened_out', 'quality_removed')`))
    .addColumn('reason', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('quota', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('fieldwork_interviews_pk', ['project_id', 'interview_id'])
    .execute();
  await sql`create index fieldwork_interviews_day_idx on fieldwork_interviews (project_id, day)`.execute(db);
  await sql`create index fieldwork_interviews_status_idx on fieldwork_interviews (project_id, status)`.execute(db);

  // Daily totals from platforms that report counts; cell_key '' is the whole sample.
  await db.schema
    .createTable('fieldwork_daily')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('cell', 'jsonb', (c) => c.notNull())
    .addColumn('cell_key', 'text', (c) => c.notNull())
    .addColumn('completes', 'integer', (c) => c.notNull())
    .addColumn('screened_out', 'integer', (c) => c.notNull())
    .addColumn('quality_removed', 'integer', (c) => c.notNull())
    .addColumn('invitations', 'integer')
    .addColumn('removal_reasons', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('fieldwork_daily_pk', ['project_id', 'day', 'cell_key'])
    .execute();

  // Bumped by every write that changes a project's counts: open fieldwork pages watch it.
  await db.schema
    .createTable('fieldwork_versions')
    .addColumn('project_id', 'uuid', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Survey platforms' keys: only a hash is kept; one key writes one project.
  await db.schema
    .createTable('ingest_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  // People choose whether a stage change reaches them by e-mail.
  await db.schema
    .alterTable('users')
    .addColumn('stage_emails', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('stage_emails').execute();
  for (const table of ['ingest_keys', 'fieldwork_versions', 'fieldwork_daily', 'fieldwork_interviews', 'quota_plans', 'project_stages']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('projects').dropColumn('stage').execute();
}
