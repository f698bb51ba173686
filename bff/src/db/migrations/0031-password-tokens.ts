import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'invite')`))
    // SHA-256 of the token: the link in the mail is the only copy that works.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index password_tokens_user_idx on password_tokens (user_id)`.execute(db);

  // A temporary password (set by staff or generated) must be replaced at the next sign-in and stops working after a while.
  await db.schema.alterTable('users').addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('users').addColumn('password_expires_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_expires_at').execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  await db.schema.dropTable('password_tokens').execute();
}
