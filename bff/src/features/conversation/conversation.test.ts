import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGE_HEADER,
  conversationListResponseSchema,
  conversationMessageSchema,
  conversationResponseSchema,
  markReadResponseSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_LENGTH,
} from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createMailTestApp, type MailTestApp } from '../../test/mail-harness';
import { TEST_PASSWORD, type Agent } from '../../test/app-harness';
import { createMailer } from '../mail/mailer';
import { createLogger } from '../../http/logger';
import { MAIL_INTERVAL_MS } from './conversation-mail';

type Signed = Agent & { user: { id: string; email: string } };

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/octet-stream' }));
  return f;
}

describe.each(testDatabases())('project conversation on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: MailTestApp;
  // One clock for the app and its mail queue: mail due in ten minutes becomes due when the test says so.
  const clock = { now: Date.now() };
  let staff: Signed;
  let client: Signed;
  let other: Signed;
  let projectId: string;
  let otherProjectId: string;
  const base = () => `/api/projects/${projectId}/conversation`;

  /** Signs the same person in again: moving the clock on by more than a token's life signs agents out. */
  const again = async (who: Signed, role: 'client' | 'staff') => {
    const a = t.agent();
    const res = await a.post(role === 'client' ? '/api/client/login' : '/api/admin/login', { email: who.user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    return Object.assign(a, { user: who.user });
  };
  const advance = async (ms: number) => {
    clock.now += ms;
    staff = await again(staff, 'staff');
    client = await again(client, 'client');
  };

  beforeAll(async () => {
    database = await target.open();
    t = await createMailTestApp(database, { deps: { clock: () => clock.now } });
    staff = await t.signedIn('staff');
    client = await t.signedIn('client');
    other = await t.signedIn('client');
    const created = await staff.post('/api/projects', { code: 'SWR-2026-900', title: 'Dates and coffee in Riyadh', clientId: client.user.id });
    projectId = ((await created.json()) as { id: string }).id;
    const second = await staff.post('/api/projects', { code: 'SWR-2026-901', title: 'Another company', clientId: other.user.id });
    otherProjectId = ((await second.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await t?.dispose();
    await database?.dispose();
  });

  it('keeps people out: anonymous 401, another company 404, for every route', async () => {
    const anonymous = t.agent();
    const message = conversationMessageSchema.parse(await (await client.post(`${base()}/messages`, { body: 'Who can read this?' })).json());
    const attachment = conversationMessageSchema.parse(await (await client.request(`${base()}/messages`, { method: 'POST', body: form({ body: '' }, { bytes: pdf, name: 'brief.pdf' }) })).json()).attachments[0]!;
    const routes: [string, (a: Agent) => Promise<Response>][] = [
      ['list', (a) => a.get(base())],
      ['post', (a) => a.post(`${base()}/messages`, { body: 'hello' })],
      ['edit', (a) => a.patch(`${base()}/messages/${message.id}`, { body: 'changed' })],
      ['read', (a) => a.post(`${base()}/read`, { throughSeq: message.seq })],
      ['attachment', (a) => a.get(`${base()}/attachments/${attachment.id}`)],
    ];
    for (const [name, call] of routes) {
      expect([name, (await call(anonymous)).status]).toEqual([name, 401]);
      expect([name, (await call(other)).status]).toEqual([name, 404]);
    }
    expect((await anonymous.get('/api/conversations')).status).toBe(401);
    // The other company's list has its own project only, and none of this one's messages.
    const list = conversationListResponseSchema.parse(await (await other.get('/api/conversations')).json());
    expect(list.items.map((i) => i.projectId)).toEqual([otherProjectId]);
    expect(list.totalUnread).toBe(0);
    // A project id of another company answers as a missing one.
    expect((await client.get(`/api/projects/${otherProjectId}/conversation`)).status).toBe(404);
    expect((await client.get('/api/projects/not-a-uuid/conversation')).status).toBe(404);
  });

  it('posts and lists messages in order, with the author and side, Arabic kept as written', async () => {
    const text = 'هل يمكن إضافة سؤال عن https://example.com/brief قبل الإطلاق؟';
    const posted = await client.post(`${base()}/messages`, { body: `  ${text}\r\n` });
    expect(posted.status).toBe(201);
    const message = conversationMessageSchema.parse(await posted.json());
    expect(message).toMatchObject({ body: text, author: { id: client.user.id, side: 'client' }, editable: true, editedAt: null });
    const reply = conversationMessageSchema.parse(await (await staff.post(`${base()}/messages`, { body: 'Yes, we will add it to section B.' })).json());
    expect(reply.author.side).toBe('staff');
    expect(reply.seq).toBeGreaterThan(message.seq);
    const seen = conversationResponseSchema.parse(await (await client.get(base())).json());
    expect(seen.messages.slice(-2).map((m) => m.id)).toEqual([message.id, reply.id]);
    expect(seen.messages.at(-1)!.editable).toBe(false);
  });

  it('refuses empty and over-long messages with the reason in the reader’s language', async () => {
    const empty = await client.post(`${base()}/messages`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors.body).toEqual(['Write a message or attach a file.']);
    const long = await client.post(`${base()}/messages`, { body: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) }, { headers: { [LANGUAGE_HEADER]: 'ar' } });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toMatch(/الرسالة/);
    expect((await client.post(`${base()}/messages`, { body: 'x'.repeat(MAX_MESSAGE_LENGTH) })).status).toBe(201);
    expect((await client.post(`${base()}/messages`, { body: 'hi', extra: 1 })).status).toBe(400);
  });

  it('counts unread per reader and clears them when read', async () => {
    const before = conversationResponseSchema.parse(await (await client.get(base())).json());
    await staff.post(`${base()}/messages`, { body: 'The questionnaire is attached to the next message.' });
    await staff.post(`${base()}/messages`, { body: 'Please confirm by Thursday.' });
    const after = conversationResponseSchema.parse(await (await client.get(base())).json());
    expect(after.unreadCount).toBe(before.unreadCount + 2);
    const dashboard = conversationListResponseSchema.parse(await (await client.get('/api/conversations')).json());
    expect(dashboard.items.find((i) => i.projectId === projectId)?.unreadCount).toBe(after.unreadCount);
    const lastSeq = after.messages.at(-1)!.seq;
    const read = markReadResponseSchema.parse(await (await client.post(`${base()}/read`, { throughSeq: lastSeq })).json());
    expect(read).toEqual({ lastReadSeq: lastSeq, unreadCount: 0 });
    // The marker never moves back.
    expect(markReadResponseSchema.parse(await (await client.post(`${base()}/read`, { throughSeq: 1 })).json()).lastReadSeq).toBe(lastSeq);
    // Staff read for themselves: writing marks what came before as read; the client's next message is unread, first in the inbox.
    const quiet = conversationListResponseSchema.parse(await (await staff.get('/api/conversations')).json());
    expect(quiet.items.find((i) => i.projectId === projectId)?.unreadCount).toBe(0);
    await client.post(`${base()}/messages`, { body: 'Confirmed.' });
    const inbox = conversationListResponseSchema.parse(await (await staff.get('/api/conversations')).json());
    expect(inbox.items[0]).toMatchObject({ projectId, unreadCount: 1, lastMessage: { excerpt: 'Confirmed.', side: 'client' } });
    expect(inbox.totalUnread).toBe(1);
  });

  it('lets authors edit their own message for 15 minutes, and nobody anyone else’s', async () => {
    const mine = conversationMessageSchema.parse(await (await client.post(`${base()}/messages`, { body: 'Fieldwork starts Sunday' })).json());
    const edited = await client.patch(`${base()}/messages/${mine.id}`, { body: 'Fieldwork starts Monday' });
    expect(edited.status).toBe(200);
    expect(conversationMessageSchema.parse(await edited.json())).toMatchObject({ body: 'Fieldwork starts Monday', editedAt: expect.any(String) });
    expect((await staff.patch(`${base()}/messages/${mine.id}`, { body: 'Staff rewrote it' })).status).toBe(403);
    const colleague = await t.signedIn('staff');
    const theirs = conversationMessageSchema.parse(await (await staff.post(`${base()}/messages`, { body: 'Noted.' })).json());
    expect((await colleague.patch(`${base()}/messages/${theirs.id}`, { body: 'Not noted.' })).status).toBe(403);
    expect((await client.patch(`${base()}/messages/${theirs.id}`, { body: 'Not noted.' })).status).toBe(403);
    await advance(15 * 60_000);
    expect((await client.patch(`${base()}/messages/${mine.id}`, { body: 'Too late' })).status).toBe(409);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'details']).where('target_id', '=', mine.id).orderBy('at').execute();
    expect(audit.map((a) => a.action)).toEqual(['conversation.post', 'conversation.edit']);
  });

  it('takes attachments up to 20 MB of allowed types, and serves them as downloads', async () => {
    const res = await client.request(`${base()}/messages`, { method: 'POST', body: form({ body: 'The brief, signed' }, { bytes: pdf, name: '../../الموجز "final".exe.pdf', type: 'text/html' }) });
    expect(res.status).toBe(201);
    const message = conversationMessageSchema.parse(await res.json());
    const file = message.attachments[0]!;
    expect(file).toMatchObject({ contentType: 'application/pdf', sizeBytes: pdf.length });
    expect(file.filename).toBe('الموجز final.exe.pdf');
    for (const reader of [client, staff]) {
      const download = await reader.get(`${base()}/attachments/${file.id}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    }
    const html = await client.request(`${base()}/messages`, { method: 'POST', body: form({ body: 'x' }, { bytes: new TextEncoder().encode('MZ\x90\x00binary'), name: 'invoice.pdf' }) });
    expect(html.status).toBe(415);
    const zip = await client.request(`${base()}/messages`, { method: 'POST', body: form({ body: 'x' }, { bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), name: 'a.zip' }) });
    expect(zip.status).toBe(415);
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
    big.set(pdf);
    const tooBig = await client.request(`${base()}/messages`, { method: 'POST', body: form({ body: 'x' }, { bytes: big, name: 'big.pdf' }) });
    expect(tooBig.status).toBe(413);
    const exact = big.subarray(0, MAX_ATTACHMENT_BYTES);
    expect((await client.request(`${base()}/messages`, { method: 'POST', body: form({ body: '' }, { bytes: exact, name: 'big.pdf' }) })).status).toBe(201);
  });
});

describe.each(testDatabases())('conversation mail on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: MailTestApp;
  const clock = { now: Date.now() };
  let staff: Signed;
  let client: Signed;
  let projectId: string;
  const base = () => `/api/projects/${projectId}/conversation`;
  const mailsTo = (email: string) => t.smtp.messages.filter((m) => m.to.includes(email.toLowerCase()));
  const relogin = async (who: Signed, role: 'client' | 'staff') => {
    const a = t.agent();
    expect((await a.post(role === 'client' ? '/api/client/login' : '/api/admin/login', { email: who.user.email, password: TEST_PASSWORD })).status).toBe(200);
    return Object.assign(a, { user: who.user });
  };

  beforeAll(async () => {
    database = await target.open();
    t = await createMailTestApp(database, { deps: { clock: () => clock.now } });
    // The project's creator hears of the client's messages.
    staff = await t.signedIn('staff');
    client = await t.signedIn('client');
    await database.db.updateTable('users').set({ language: 'ar' }).where('id', '=', client.user.id).execute();
    const created = await staff.post('/api/projects', { code: 'SWR-2026-910', title: 'Ramadan media habits', clientId: client.user.id });
    projectId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await t?.dispose();
    await database?.dispose();
  });

  it('mails the first message at once and gathers the next ones into one mail after ten minutes', async () => {
    await client.post(`${base()}/messages`, { body: 'First question: can we add Kuwait?' });
    await t.mailer.runOnce();
    expect(mailsTo(staff.user.email)).toHaveLength(1);
    const first = mailsTo(staff.user.email)[0]!;
    expect(first.subject).toMatch(/SWR-2026-910/);
    expect(first.text).toContain('First question: can we add Kuwait?');
    expect(first.text).toContain(`/swatdashboard/project/${projectId}#conversation`);

    await client.post(`${base()}/messages`, { body: 'Second: and Oman?' });
    await client.post(`${base()}/messages`, { body: 'Third: <b>thanks</b>' });
    await t.mailer.runOnce();
    expect(mailsTo(staff.user.email)).toHaveLength(1);

    clock.now += MAIL_INTERVAL_MS;
    await t.mailer.runOnce();
    expect(mailsTo(staff.user.email)).toHaveLength(2);
    const digest = mailsTo(staff.user.email)[1]!;
    expect(digest.text).toContain('Second: and Oman?');
    expect(digest.text).toContain('Third: <b>thanks</b>');
    expect(digest.text).not.toContain('First question');
    expect(digest.html).toContain('&lt;b&gt;thanks&lt;/b&gt;');
    // The client wrote; the client is not mailed about their own messages.
    expect(mailsTo(client.user.email)).toHaveLength(0);
  });

  it('mails the client in their language with a link to the Arabic page', async () => {
    staff = await relogin(staff, 'staff');
    await staff.post(`${base()}/messages`, { body: 'We can add Kuwait; Oman would need another week.' });
    await t.mailer.runOnce();
    const mail = await t.smtp.waitFor(client.user.email);
    expect(mail.subject).toMatch(/رسالة جديدة/);
    expect(mail.text).toContain('We can add Kuwait');
    expect(mail.text).toContain(`/ar/client-dashboard/project/${projectId}#conversation`);
  });

  it('keeps the mail queued while SMTP is down and sends it once it is back, after a restart', async () => {
    clock.now += MAIL_INTERVAL_MS;
    client = await relogin(client, 'client');
    const before = mailsTo(staff.user.email).length;
    // The running worker stops (as in a restart); a worker whose SMTP does not answer tries first.
    await t.mailer.stop();
    await client.post(`${base()}/messages`, { body: 'Are you receiving this?' });
    const down = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:9', from: 'x@test.example', log: createLogger('silent'), now: () => clock.now });
    expect(await down.runOnce()).toBe(1);
    await down.stop();
    const queued = await database.db.selectFrom('mail_outbox').select(['status', 'attempts']).where('to_address', '=', staff.user.email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(queued).toEqual({ status: 'pending', attempts: 1 });
    expect(mailsTo(staff.user.email)).toHaveLength(before);
    // A new process, SMTP back: the mail goes once its retry is due.
    clock.now += 60_000;
    const up = createMailer({ db: database.db, smtpUrl: t.smtp.url, from: 'x@test.example', log: createLogger('silent'), now: () => clock.now });
    await up.runOnce();
    await up.stop();
    expect(mailsTo(staff.user.email)).toHaveLength(before + 1);
    expect(mailsTo(staff.user.email).at(-1)!.text).toContain('Are you receiving this?');
  });
});
