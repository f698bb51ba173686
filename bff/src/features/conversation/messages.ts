import { sql, type Kysely } from 'kysely';
import {
  CONVERSATION_PAGE_SIZE,
  MESSAGE_EDIT_WINDOW_MINUTES,
  type ConversationMessage,
  type ConversationSide,
  type ConversationSummary,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { fileKey, type FileKey } from '../../storage/file-store';

type Db = Kysely<DatabaseSchema>;

export const EDIT_WINDOW_MS = MESSAGE_EDIT_WINDOW_MINUTES * 60_000;

/** Where an attachment's bytes are in the file store. */
export const attachmentFileKey = (attachmentId: string): FileKey => fileKey('attachments', attachmentId);

const iso = (d: Date | string) => new Date(d).toISOString();

interface MessageRow {
  id: string;
  seq: string | number;
  author_id: string;
  author_name: string;
  author_side: ConversationSide;
  body: string;
  created_at: Date;
  edited_at: Date | null;
}

const selectMessages = (db: Db, projectId: string) =>
  db
    .selectFrom('project_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.seq', 'm.author_id', 'u.name as author_name', 'm.author_side', 'm.body', 'm.created_at', 'm.edited_at'])
    .where('m.project_id', '=', projectId);

/** A page of a conversation, oldest first: the newest `limit` messages, or those before `before`. */
export async function messagePage(db: Db, projectId: string, reader: { id: string; now: number }, page: { before?: number; limit?: number }) {
  const limit = page.limit ?? CONVERSATION_PAGE_SIZE;
  let q = selectMessages(db, projectId);
  if (page.before !== undefined) q = q.where('m.seq', '<', page.before);
  // One more than asked: whether there are older ones, without counting them all.
  const rows = (await q.orderBy('m.seq', 'desc').limit(limit + 1).execute()) as MessageRow[];
  const hasOlder = rows.length > limit;
  const shown = rows.slice(0, limit).reverse();
  return { messages: await withAttachments(db, shown, reader), hasOlder };
}

export async function messageById(db: Db, projectId: string, messageId: string, reader: { id: string; now: number }): Promise<ConversationMessage | null> {
  const row = (await selectMessages(db, projectId).where('m.id', '=', messageId).executeTakeFirst()) as MessageRow | undefined;
  if (!row) return null;
  return (await withAttachments(db, [row], reader))[0]!;
}

async function withAttachments(db: Db, rows: MessageRow[], reader: { id: string; now: number }): Promise<ConversationMessage[]> {
  const ids = rows.map((r) => r.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .selectFrom('message_attachments')
          .select(['id', 'message_id', 'filename', 'content_type', 'size_bytes'])
          .where('message_id', 'in', ids)
          .orderBy('created_at')
          .execute();
  return rows.map((r) => ({
    id: r.id,
    seq: Number(r.seq),
    author: { id: r.author_id, name: r.author_name, side: r.author_side },
    body: r.body,
    createdAt: iso(r.created_at),
    editedAt: r.edited_at ? iso(r.edited_at) : null,
    attachments: files
      .filter((f) => f.message_id === r.id)
      .map((f) => ({ id: f.id, filename: f.filename, contentType: f.content_type, sizeBytes: Number(f.size_bytes) })),
    editable: r.author_id === reader.id && reader.now - new Date(r.created_at).getTime() < EDIT_WINDOW_MS,
  }));
}

/** The reader's read marker and how many messages by others come after it. */
export async function readState(db: Db, projectId: string, userId: string) {
  const row = await sql<{ last_read_seq: string | number | null; unread: string | number }>`
    select r.last_read_seq,
      (select count(*) from project_messages m
        where m.project_id = ${projectId} and m.author_id <> ${userId} and m.seq > coalesce(r.last_read_seq, 0)) as unread
    from (select 1) one
    left join conversation_reads r on r.project_id = ${projectId} and r.user_id = ${userId}`.execute(db);
  const first = row.rows[0];
  return { lastReadSeq: Number(first?.last_read_seq ?? 0), unreadCount: Number(first?.unread ?? 0) };
}

/** Moves the reader's marker forward (never back), up to the conversation's last message. */
export async function markRead(db: Db, projectId: string, userId: string, throughSeq: number, now: Date) {
  const last = await db.selectFrom('project_messages').select((eb) => eb.fn.max('seq').as('seq')).where('project_id', '=', projectId).executeTakeFirst();
  const upTo = Math.min(throughSeq, Number(last?.seq ?? 0));
  await db
    .insertInto('conversation_reads')
    .values({ project_id: projectId, user_id: userId, last_read_seq: upTo, read_at: now })
    .onConflict((oc) =>
      oc.columns(['project_id', 'user_id']).doUpdateSet({
        last_read_seq: sql`greatest(conversation_reads.last_read_seq, excluded.last_read_seq)`,
        read_at: now,
      }),
    )
    .execute();
  return readState(db, projectId, userId);
}

interface SummaryRow {
  id: string;
  code: string;
  title: string;
  unread: string | number;
  body: string | null;
  created_at: Date | string | null;
  author_side: ConversationSide | null;
  author_name: string | null;
}

const EXCERPT = 160;

const toSummary = (r: SummaryRow): ConversationSummary => ({
  projectId: r.id,
  projectCode: r.code,
  projectTitle: r.title,
  unreadCount: Number(r.unread),
  lastMessage:
    r.created_at && r.author_side && r.author_name !== null
      ? { authorName: r.author_name, side: r.author_side, excerpt: (r.body ?? '').slice(0, EXCERPT), createdAt: iso(r.created_at) }
      : null,
});

/**
 * Conversations for one reader, unread first, then by latest message. `projectIds` null: every
 * project with a message (the staff inbox); a list: those projects, with or without messages.
 */
export async function conversationSummaries(db: Db, userId: string, projectIds: string[] | null, limit = 500): Promise<ConversationSummary[]> {
  if (projectIds && projectIds.length === 0) return [];
  const only = projectIds ? sql`where p.id in (${sql.join(projectIds)})` : sql``;
  const join = projectIds ? sql`left join lateral` : sql`join lateral`;
  const result = await sql<SummaryRow>`
    select * from (
      select p.id, p.code, p.title, lm.seq, lm.body, lm.created_at, lm.author_side, u.name as author_name,
        (select count(*) from project_messages m
          where m.project_id = p.id and m.author_id <> ${userId} and m.seq > coalesce(r.last_read_seq, 0)) as unread
      from projects p
      ${join} (select seq, body, created_at, author_side, author_id from project_messages
                where project_id = p.id order by seq desc limit 1) lm on true
      left join users u on u.id = lm.author_id
      left join conversation_reads r on r.project_id = p.id and r.user_id = ${userId}
      ${only}
    ) s
    order by (s.unread > 0) desc, s.seq desc nulls last, s.code
    limit ${limit}`.execute(db);
  return result.rows.map(toSummary);
}

/** The stored files of a project's attachments, for removing them with the project. */
export async function attachmentFilesOfProject(db: Db, projectId: string): Promise<FileKey[]> {
  const rows = await db.selectFrom('message_attachments').select('id').where('project_id', '=', projectId).execute();
  return rows.map((r) => attachmentFileKey(r.id));
}
