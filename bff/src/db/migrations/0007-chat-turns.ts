import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_turns')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The widget's per-page-load id; not a foreign key: visitors are anonymous.
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('provider', 'text')
    .addColumn('latency_ms', 'integer')
    .addColumn('ip_hash', 'text')
    .execute();
  // Reading one conversation in order, and the upstream provider's recent turns.
  await sql`create index chat_turns_session_idx on chat_turns (session_id, created_at)`.execute(db);
  // The retention purge and the staff list's newest-first order.
  await sql`create index chat_turns_created_at_idx on chat_turns (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_turns').execute();
}
