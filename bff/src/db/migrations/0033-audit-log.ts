import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign keys: an entry outlives the account or project it names.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('project_id', 'uuid')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('address_hash', 'text')
    .execute();
  await sql`create index audit_log_at_idx on audit_log (at desc)`.execute(db);
  await sql`create index audit_log_project_idx on audit_log (project_id, at) where project_id is not null`.execute(db);
  // Append-only in the database itself, not only in the API.
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end;
    $$`.execute(db);
  await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function if exists audit_log_append_only()`.execute(db);
}
