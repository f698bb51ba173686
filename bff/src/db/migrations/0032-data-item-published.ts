import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // null = a draft only staff see. Items that existed before drafts were already visible: keep them so.
  await db.schema.alterTable('data_items').addColumn('published_at', 'timestamptz').execute();
  await sql`update data_items set published_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('data_items').dropColumn('published_at').execute();
}
