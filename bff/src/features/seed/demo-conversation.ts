import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/**
 * The demo's conversation on the study in field: the client's marketing lead and the project
 * manager, in English and Arabic as Gulf clients write, about a real fieldwork question. The last
 * message (staff's) is left unread for the client, so the dashboard shows its count.
 */
export const DEMO_CONVERSATION: readonly { from: 'client' | 'staff'; minutesAgo: number; body: string }[] = [
  {
    from: 'client',
    minutesAgo: 3 * 24 * 60,
    body: 'Hello Rania, our category team saw the Riyadh numbers in the portal. Are we still on track to close fieldwork on time?',
  },
  {
    from: 'staff',
    minutesAgo: 3 * 24 * 60 - 45,
    body: 'Hello Aisha, Riyadh is about 10 points behind plan, mostly women aged 35 and over. We have added evening shifts at two hypermarkets there and expect to catch up within the week. The live quota table is in the Fieldwork section of this page.',
  },
  {
    from: 'client',
    minutesAgo: 2 * 24 * 60,
    body: 'شكراً على التوضيح. هل يمكن إضافة سؤال قصير عن التسوق عبر التطبيقات في الموجة الحالية، أم يؤثر ذلك على مدة المقابلة؟',
  },
  {
    from: 'staff',
    minutesAgo: 2 * 24 * 60 - 90,
    body: 'يمكن ذلك: سؤال واحد مغلق يضيف أقل من دقيقة إلى المقابلة. نرسل لكم الصياغة المقترحة بالعربية والإنجليزية غداً للموافقة عليها قبل إدخالها في الاستبيان.',
  },
  {
    from: 'client',
    minutesAgo: 26 * 60,
    body: 'Approved, thank you. Please keep the wording close to the one we used in the 2025 tracker (Q14) so we can compare.',
  },
  {
    from: 'staff',
    minutesAgo: 90,
    body: 'تمت إضافة السؤال بصياغة Q14 نفسها، ويظهر في المقابلات ابتداءً من اليوم. Riyadh is now 6 points behind plan and closing the gap.',
  },
];

/** Writes the demo conversation; the client has read everything but staff's last message. */
export async function seedConversation(db: Kysely<DatabaseSchema>, projectId: string, people: { client: string; staff: string }, now = Date.now()): Promise<void> {
  let lastClientSeen = 0;
  for (const message of DEMO_CONVERSATION) {
    const row = await db
      .insertInto('project_messages')
      .values({ project_id: projectId, author_id: people[message.from], author_side: message.from, body: message.body, created_at: new Date(now - message.minutesAgo * 60_000) })
      .returning('seq')
      .executeTakeFirstOrThrow();
    const seq = Number(row.seq);
    if (message !== DEMO_CONVERSATION.at(-1)) lastClientSeen = seq;
    // Staff have read the whole conversation: they wrote its last word.
    await db
      .insertInto('conversation_reads')
      .values({ project_id: projectId, user_id: people.staff, last_read_seq: seq, read_at: new Date(now) })
      .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet({ last_read_seq: seq }))
      .execute();
  }
  await db.insertInto('conversation_reads').values({ project_id: projectId, user_id: people.client, last_read_seq: lastClientSeen, read_at: new Date(now) }).execute();
}
