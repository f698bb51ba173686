import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Every token descended from one login shares a family: reuse of any rotated one revokes them all.
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    // SHA-256 of the token: a database leak does not hand out sessions.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index refresh_tokens_family_idx on refresh_tokens (family_id)`.execute(db);
  await sql`create index refresh_tokens_user_idx on refresh_tokens (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
}
