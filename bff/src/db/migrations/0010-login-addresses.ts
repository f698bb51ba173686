import { sql, type Kysely } from 'kysely';

/**
 * Addresses an account has signed in from successfully (salted hashes, never the address):
 * the account-wide lockout does not apply there, so strangers elsewhere cannot lock a user out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_addresses')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_hash', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('login_addresses_pk', ['user_id', 'address_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_addresses').execute();
}
