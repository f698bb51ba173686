import type { Kysely } from 'kysely';
import { CONVERSATION_MAIL_INTERVAL_MINUTES, formatDateTime, type ConversationSide, type Language } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { amendUnsentMail, enqueueMail } from '../mail/queue';
import { renderMail } from '../mail/templates';
import { projectClientPeople } from '../projects/audience';

type Db = Kysely<DatabaseSchema>;

export const MAIL_INTERVAL_MS = CONVERSATION_MAIL_INTERVAL_MINUTES * 60_000;
/** Messages quoted in one mail; the rest are counted and wait in the portal. */
const QUOTED = 10;

interface Recipient {
  id: string;
  email: string;
  name: string;
  language: Language;
  side: ConversationSide;
}

/**
 * Who hears of a message on the staff side: the project's creator and every staff member who has
 * written in this conversation (the people looking after it), or, when none of them is active,
 * every active staff member, so a client's question never goes unheard.
 */
async function staffRecipients(db: Db, projectId: string): Promise<Recipient[]> {
  const staff = db.selectFrom('users as u').select(['u.id', 'u.email', 'u.name', 'u.language']).where('u.role', 'in', ['staff', 'admin']).where('u.disabled_at', 'is', null);
  const involved = await staff
    .where((eb) =>
      eb.or([
        eb('u.id', 'in', eb.selectFrom('projects').select('created_by').where('id', '=', projectId).where('created_by', 'is not', null).$narrowType<{ created_by: string }>()),
        eb('u.id', 'in', eb.selectFrom('project_messages').select('author_id').where('project_id', '=', projectId).where('author_side', '=', 'staff')),
      ]),
    )
    .execute();
  const rows = involved.length > 0 ? involved : await staff.execute();
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, language: r.language === 'ar' ? 'ar' : 'en', side: 'staff' }));
}

async function recipientsOf(db: Db, projectId: string, authorSide: ConversationSide, authorId: string): Promise<Recipient[]> {
  const people =
    authorSide === 'client'
      ? await staffRecipients(db, projectId)
      : (await projectClientPeople(db, projectId)).map((p): Recipient => ({ id: p.id, email: p.email, name: p.name, language: p.language, side: 'client' }));
  return people.filter((p) => p.id !== authorId);
}

/** The mail for messages (afterSeq, throughSeq] by the other side, or null when there are none. */
async function composeMail(db: Db, projectId: string, recipient: Recipient, afterSeq: number, throughSeq: number, publicOrigin: string) {
  const project = await db.selectFrom('projects').select(['code', 'title']).where('id', '=', projectId).executeTakeFirst();
  if (!project) return null;
  const otherSide: ConversationSide = recipient.side === 'client' ? 'staff' : 'client';
  const span = db
    .selectFrom('project_messages as m')
    .where('m.project_id', '=', projectId)
    .where('m.author_side', '=', otherSide)
    .where('m.seq', '>', afterSeq)
    .where('m.seq', '<=', throughSeq);
  const rows = await span
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.body', 'm.created_at', 'u.name'])
    .orderBy('m.seq', 'desc')
    .limit(QUOTED)
    .execute();
  if (rows.length === 0) return null;
  const total = Number((await span.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const files = await db
    .selectFrom('message_attachments')
    .select(['message_id', 'filename'])
    .where(
      'message_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('created_at')
    .execute();
  const quoted = rows.reverse();
  const authors = [...new Set(quoted.map((r) => r.name))];
  const path = recipient.side === 'staff' ? `/swatdashboard/project/${projectId}` : `${recipient.language === 'ar' ? '/ar' : ''}/client-dashboard/project/${projectId}`;
  return renderMail(
    'conversationMessages',
    {
      name: recipient.name,
      projectCode: project.code,
      projectTitle: project.title,
      from: authors.slice(0, 3).join(recipient.language === 'ar' ? '، ' : ', '),
      messages: quoted.map((r) => ({
        author: r.name,
        // The firm works in Dubai time; both sides read the same clock.
        time: formatDateTime(r.created_at, recipient.language, { timeZone: 'Asia/Dubai' }),
        text: r.body,
        attachments: files.filter((f) => f.message_id === r.id).map((f) => f.filename),
      })),
      more: total - quoted.length,
      url: `${publicOrigin}${path}#conversation`,
    },
    recipient.language,
  );
}

/**
 * Tells the other side of a conversation about a new message, at most one mail per recipient in
 * MAIL_INTERVAL_MS: the first goes at once; a message within the interval joins a mail queued for
 * its end (amended while no worker has taken it, else a new one after it). Run in the
 * transaction that stored the message: the due mail sits in the outbox with it, so a restart or
 * an SMTP outage delays a mail but never loses or repeats one.
 */
export async function scheduleConversationMail(
  trx: Db,
  message: { projectId: string; seq: number; authorId: string; authorSide: ConversationSide },
  options: { now: Date; publicOrigin: string },
): Promise<void> {
  const { now } = options;
  for (const recipient of await recipientsOf(trx, message.projectId, message.authorSide, message.authorId)) {
    const state = await trx
      .selectFrom('conversation_mail')
      .selectAll()
      .where('project_id', '=', message.projectId)
      .where('user_id', '=', recipient.id)
      .forUpdate()
      .executeTakeFirst();
    if (state?.pending_mail_id) {
      const mail = await composeMail(trx, message.projectId, recipient, Number(state.span_start_seq), message.seq, options.publicOrigin);
      if (mail && (await amendUnsentMail(trx, state.pending_mail_id, mail))) {
        await trx.updateTable('conversation_mail').set({ mailed_through_seq: message.seq }).where('project_id', '=', message.projectId).where('user_id', '=', recipient.id).execute();
        continue;
      }
    }
    // A new mail, for what no earlier mail covers, due when the interval since the last one ends.
    const spanStart = state ? Number(state.mailed_through_seq) : message.seq - 1;
    const mail = await composeMail(trx, message.projectId, recipient, spanStart, message.seq, options.publicOrigin);
    if (!mail) continue;
    const due = state ? new Date(Math.max(now.getTime(), new Date(state.last_due_at).getTime() + MAIL_INTERVAL_MS)) : now;
    const mailId = await enqueueMail(trx, recipient.email, mail, now, due);
    const values = { last_due_at: due, span_start_seq: spanStart, mailed_through_seq: message.seq, pending_mail_id: mailId };
    await trx
      .insertInto('conversation_mail')
      .values({ project_id: message.projectId, user_id: recipient.id, ...values })
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet(values))
      .execute();
  }
}
