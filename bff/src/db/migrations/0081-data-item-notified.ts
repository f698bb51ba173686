import { sql, type Kysely } from 'kysely';

/**
 * When the client was e-mailed about a data item. Unpublishing clears published_at but not this,
 * so a republish knows the client was told before. Items published before this column were mailed
 * when they were published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('data_items').addColumn('notified_at', 'timestamptz').execute();
  await sql`update data_items set notified_at = published_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('data_items').dropColumn('notified_at').execute();
}
