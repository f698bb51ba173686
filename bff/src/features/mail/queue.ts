import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, MailOutboxTable } from '../../db/schema';
import type { RenderedMail } from './templates';

export type QueuedMail = Selectable<MailOutboxTable>;

/** After this many failed tries a message is marked failed and stays in the outbox for staff to see. */
export const MAX_ATTEMPTS = 8;
/** How long a worker owns a claimed message; another instance takes it over only after that. */
export const LEASE_MS = 5 * 60_000;

/** 30 s, 1 min, 2 min … capped at an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Queues a message, due now or (`dueAt`) later; pass a transaction to queue it with the change it reports. */
export async function enqueueMail(db: Kysely<DatabaseSchema>, to: string, mail: RenderedMail, now: Date, dueAt: Date = now): Promise<string> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ to_address: to, subject: mail.subject, text_body: mail.text, html_body: mail.html, next_attempt_at: dueAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` due messages for this worker. SKIP LOCKED lets two instances claim at the
 * same moment without waiting on, or taking, each other's rows; the lease keeps a claimed row out
 * of every other claim until this worker has finished with it (or died).
 */
export async function claimDueMail(db: Kysely<DatabaseSchema>, now: Date, limit = 10): Promise<QueuedMail[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const result = await sql<QueuedMail>`
    update mail_outbox set locked_until = ${leaseEnd}, attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= ${now} and (locked_until is null or locked_until <= ${now})
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db);
  return result.rows;
}

export async function markSent(db: Kysely<DatabaseSchema>, id: string, now: Date, status: 'sent' | 'held' = 'sent'): Promise<void> {
  await db.updateTable('mail_outbox').set({ status, sent_at: now, locked_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Kysely<DatabaseSchema>, message: QueuedMail, now: Date, error: string): Promise<void> {
  const giveUp = message.attempts >= MAX_ATTEMPTS;
  await db
    .updateTable('mail_outbox')
    .set({
      status: giveUp ? 'failed' : 'pending',
      next_attempt_at: new Date(now.getTime() + backoffMs(message.attempts)),
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', message.id)
    .execute();
}

/**
 * Replaces the text of a queued message that no worker has tried or holds yet (a digest gathering
 * more news before it is due). False when it is too late: it is being sent, or was.
 */
export async function amendUnsentMail(db: Kysely<DatabaseSchema>, id: string, mail: RenderedMail): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ subject: mail.subject, text_body: mail.text, html_body: mail.html })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('locked_until', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
