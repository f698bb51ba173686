import { sql, type Kysely } from 'kysely';

/** An inquiry sent from the assistant's hand-off form points to its conversation, so staff can read what was asked. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiries').addColumn('chat_session_id', 'text').execute();
  await sql`create index inquiries_chat_session_idx on inquiries (chat_session_id) where chat_session_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists inquiries_chat_session_idx`.execute(db);
  await db.schema.alterTable('inquiries').dropColumn('chat_session_id').execute();
}
