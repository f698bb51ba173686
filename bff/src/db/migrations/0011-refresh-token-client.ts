import type { Kysely } from 'kysely';

/** Which client (salted hash of address and browser) a refresh token was issued to: the parallel-tab grace applies only to it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('client_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('client_hash').execute();
}
