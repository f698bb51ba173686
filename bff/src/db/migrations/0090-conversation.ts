import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One conversation per project: its messages in the order they were written (seq).
  await db.schema
    .createTable('project_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('author_side', 'text', (c) => c.notNull().check(sql`author_side in ('client', 'staff')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .execute();
  await sql`create index project_messages_project_seq_idx on project_messages (project_id, seq desc)`.execute(db);

  // A message's files; the bytes are in the file store under attachments/<id>.
  await db.schema
    .createTable('message_attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', 'uuid', (c) => c.notNull().references('project_messages.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index message_attachments_message_idx on message_attachments (message_id)`.execute(db);

  // Per reader: everything up to last_read_seq has been seen.
  await db.schema
    .createTable('conversation_reads')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('conversation_reads_pk', ['project_id', 'user_id'])
    .execute();
  await sql`create index conversation_reads_user_idx on conversation_reads (user_id)`.execute(db);

  // Per recipient: when their latest conversation mail is due, the messages it covers
  // (span_start_seq, mailed_through_seq], and that queued mail, which can take more messages
  // until a worker picks it up. Kept with the message in one transaction,
  // so a restart loses no mail and sends none twice.
  await db.schema
    .createTable('conversation_mail')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('span_start_seq', 'bigint', (c) => c.notNull())
    .addColumn('mailed_through_seq', 'bigint', (c) => c.notNull())
    .addColumn('pending_mail_id', 'uuid')
    .addPrimaryKeyConstraint('conversation_mail_pk', ['project_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conversation_mail').execute();
  await db.schema.dropTable('conversation_reads').execute();
  await db.schema.dropTable('message_attachments').execute();
  await db.schema.dropTable('project_messages').execute();
}
