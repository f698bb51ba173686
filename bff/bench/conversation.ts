/**
 * npm run bench:conversation — issue 32's conversation figures, against the real app on a real
 * port (PGlite in a data folder, as `npm start` runs it):
 *
 * 1. A conversation of 500 messages (some with attachments, English and Arabic) opens: p95 of
 *    repeated GETs of its first page, as the client's project page asks for it.
 * 2. The staff inbox over 200 projects with conversations (10,450 messages in all, a third with unread ones):
 *    p95 of repeated GETs.
 * 3. For information: a client's unread counts over their projects (the dashboard's request).
 *
 * Times are taken at the caller around each request on the same machine, so they include the
 * local HTTP round trip: an upper bound on server time. Prints each figure beside its target and
 * writes them to docs/benchmarks/conversation.md.
 */
import { sql } from 'kysely';
import { line, machine, percentile, startBenchServer, timedGet, writeBenchmarkReport } from './harness';

const PROJECTS = 200;
const LONG = 500;
const PER_PROJECT = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const server = await startBenchServer();
try {
  const db = server.t.database.db;
  const staff = await db.selectFrom('users').select('id').where('role', '=', 'staff').executeTakeFirstOrThrow();
  const texts = [
    'Could you share the latest quota table before Thursday?',
    'نعم، سنرسل الجدول المحدّث صباح الغد مع ملاحظات العمل الميداني.',
    'The Riyadh cell is catching up; details in https://example.com/fieldwork-note',
    'شكراً، نحتاج أيضاً إلى نسخة من الاستبيان النهائي بالعربية.',
  ];
  const projectIds: string[] = [];
  for (let p = 0; p < PROJECTS; p++) {
    const row = await db
      .insertInto('projects')
      .values({ code: `SWR-BENCH-${String(p).padStart(3, '0')}`, title: `Bench study ${p}`, client_id: server.clientId, status: 'in_field', markets: '[]', created_by: staff.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    projectIds.push(row.id);
  }
  const start = Date.now() - 30 * 24 * 3600_000;
  let written = 0;
  for (const [index, projectId] of projectIds.entries()) {
    const count = index === 0 ? LONG : PER_PROJECT;
    const rows = Array.from({ length: count }, (_, i) => {
      const fromClient = i % 2 === 0;
      return {
        project_id: projectId,
        author_id: fromClient ? server.clientId : staff.id,
        author_side: (fromClient ? 'client' : 'staff') as 'client' | 'staff',
        body: `${texts[i % texts.length]} (${i + 1})`,
        created_at: new Date(start + (index * count + i) * 60_000),
      };
    });
    for (let i = 0; i < rows.length; i += 250) {
      const inserted = await db.insertInto('project_messages').values(rows.slice(i, i + 250)).returning(['id', 'seq']).execute();
      // Every tenth message of the long conversation carries a file, as a real one does.
      if (index === 0) {
        await db
          .insertInto('message_attachments')
          .values(inserted.filter((_, k) => k % 10 === 0).map((m) => ({ message_id: m.id, project_id: projectId, filename: 'quota-table.xlsx', content_type: 'application/pdf', size_bytes: 20_480 })))
          .execute();
      }
    }
    written += count;
    // Staff have read most conversations; a third have news for them.
    const last = await db.selectFrom('project_messages').select((eb) => eb.fn.max('seq').as('seq')).where('project_id', '=', projectId).executeTakeFirstOrThrow();
    const readTo = Number(last.seq) - (index % 3 === 0 ? 4 : 0);
    await db.insertInto('conversation_reads').values({ project_id: projectId, user_id: staff.id, last_read_seq: readTo }).execute();
    await db.insertInto('conversation_reads').values({ project_id: projectId, user_id: server.clientId, last_read_seq: readTo - 2 }).execute();
  }
  // Fresh tables: the planner's statistics, as a running site has them.
  await sql`analyze`.execute(db);
  machine();
  console.log(`${PROJECTS} projects, ${written} messages; ${RUNS} requests per figure`);

  // Filling the tables takes longer than the server keeps an idle connection: the pooled one from
  // signing in is gone, and the first request on it can meet a reset. One try to open a fresh one.
  await fetch(`${server.origin}/api/health`).catch(() => undefined);
  const measure = async (path: string, cookie: string) => {
    for (let i = 0; i < 10; i++) await timedGet(server.origin, path, cookie);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await timedGet(server.origin, path, cookie);
      if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
      times.push(r.ms);
    }
    return times;
  };
  const open = await measure(`/api/projects/${projectIds[0]}/conversation`, server.clientCookie);
  const inbox = await measure('/api/conversations', server.staffCookie);
  const dashboard = await measure('/api/conversations', server.clientCookie);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const rows = [
    ['Open a 500-message conversation, p95', ms(percentile(open, 0.95)), '≤ 150 ms', percentile(open, 0.95) <= 150],
    ['Staff inbox over 200 projects, p95', ms(percentile(inbox, 0.95)), '≤ 200 ms', percentile(inbox, 0.95) <= 200],
    ['Open a 500-message conversation, median', ms(percentile(open, 0.5)), '(info)', true],
    ['Staff inbox over 200 projects, median', ms(percentile(inbox, 0.5)), '(info)', true],
    ["A client's unread counts over 100 projects, p95", ms(percentile(dashboard, 0.95)), '(info)', true],
  ] as const;
  const ok = rows.map((r) => line(...r)).every(Boolean);
  await writeBenchmarkReport('conversation', 'npm run bench:conversation', rows);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.close();
}
