import { sql, type Kysely } from 'kysely';

/**
 * Running tallies of interview records, kept in step by every ingest: the fieldwork view reads a few
 * hundred tally rows instead of grouping every interview of the project on each read (which, on the
 * embedded database, holds the event loop for tens of milliseconds per read at 20,000 interviews).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Records by day, status and removal reason ('' when none).
  await db.schema
    .createTable('fieldwork_day_tallies')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fieldwork_day_tallies_pk', ['project_id', 'day', 'status', 'reason'])
    .execute();
  // Completes by the quota values they carry; the key is the jsonb's canonical text.
  await db.schema
    .createTable('fieldwork_quota_tallies')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('quota_key', 'text', (c) => c.notNull())
    .addColumn('quota', 'jsonb', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fieldwork_quota_tallies_pk', ['project_id', 'quota_key'])
    .execute();
  // Completes by interview length in seconds: the median is read off this distribution.
  await db.schema
    .createTable('fieldwork_duration_tallies')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fieldwork_duration_tallies_pk', ['project_id', 'duration_seconds'])
    .execute();

  await sql`insert into fieldwork_day_tallies (project_id, day, status, reason, n)
    select project_id, day, status, coalesce(reason, ''), count(*) from fieldwork_interviews group by 1, 2, 3, 4`.execute(db);
  await sql`insert into fieldwork_quota_tallies (project_id, quota_key, quota, n)
    select project_id, quota::text, quota, count(*) from fieldwork_interviews where status = 'complete' group by project_id, quota`.execute(db);
  await sql`insert into fieldwork_duration_tallies (project_id, duration_seconds, n)
    select project_id, duration_seconds, count(*) from fieldwork_interviews where status = 'complete' and duration_seconds is not null group by 1, 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['fieldwork_duration_tallies', 'fieldwork_quota_tallies', 'fieldwork_day_tallies']) await db.schema.dropTable(table).execute();
}
