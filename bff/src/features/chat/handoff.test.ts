import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MIN, type ChatResponse, type ChatSessionDetail, type InquiryListResponse } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app-harness';
import { CONTACT_RATE_LIMIT } from '../contact/inquiries';
import { currentKnowledge, fixedKnowledge } from './test-content';
import { purgeOldTurns } from './transcripts';

let counter = 0;
const newSession = () => `handoff_${String(++counter).padStart(5, '0')}-abcdefgh`.slice(0, 21);
let addressCounter = 0;
const from = () => ({ 'x-forwarded-for': `198.18.0.${++addressCounter}` });

const contactForm = {
  name: 'Amira Haddad',
  company: 'Gulf Foods LLC',
  email: 'amira@gulffoods.example',
  serviceOfInterest: 'market-analysis',
  message: 'We need a market sizing study for snacks in Saudi Arabia.',
  consent: true,
};

describe.each(testDatabases())('chat answers and the hand-off to a person on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  const request = (path: string, body: unknown, headers: Record<string, string> = from()) =>
    t.app.request(path, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...API_REQUEST_HEADERS, ...headers }, body: JSON.stringify(body) });
  const ask = async (message: string, sessionId = newSession()) => {
    const res = await request('/api/chat', { message, sessionId });
    expect(res.status).toBe(200);
    return (await res.json()) as ChatResponse;
  };

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' }, deps: { chatKnowledge: fixedKnowledge(await currentKnowledge()) } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers with the best page first among one to three links', async () => {
    const body = await ask('How do you make sure interviews are not faked?');
    expect(body.outcome).toBe('answered');
    expect(body.links?.[0]).toMatchObject({ path: '/services/quality-assurance' });
    expect(body.links!.length).toBeGreaterThanOrEqual(1);
    expect(body.links!.length).toBeLessThanOrEqual(3);
    // The first sentence answers from that page, not a link list or an apology.
    expect(body.message.split(/(?<=\.)\s/)[0]).toMatch(/back-check|GPS|quality/i);
  });

  it('sends portal questions to /client-login with one line of how', async () => {
    const body = await ask('I am a client, how do I download my project data?');
    expect(body.links?.[0]?.path).toBe('/client-login');
    expect(body.message).toContain('/client-login');
    expect(body.message).toMatch(/sign in/i);
  });

  it('redirects out-of-scope questions politely to /contact, never to a random page', async () => {
    for (const question of ["What's the weather in Dubai today?", 'Tell me a joke', 'How much does Ipsos charge for a survey?']) {
      const body = await ask(question);
      expect(body.links?.map((l) => l.path)).toEqual(['/contact']);
      expect(body.message).toContain('I can only help with questions about SWAT Research');
    }
  });

  it('says when it could not answer, and offers a person when asked for one or for a quote', async () => {
    expect((await ask('blorp zibble fnord')).outcome).toBe('not-found');
    expect((await ask('Can I talk to a person please?')).outcome).toBe('handoff');
    expect((await ask('Can I get a quote for 1000 interviews?')).outcome).toBe('handoff');
  });

  it('creates an inquiry linked to the conversation, which staff see with its transcript', async () => {
    const sessionId = newSession();
    await ask('Can I talk to a person please?', sessionId);
    const res = await request('/api/chat/handoff', { name: 'Omar Saleh', email: 'omar@example.com', message: 'Asked in the chat: can I talk to a person? We plan a study in Qatar.', consent: true, sessionId });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const staff = await t.signedIn('staff');
    const list = (await (await staff.get('/api/inquiries?pageSize=100')).json()) as InquiryListResponse;
    const inquiry = list.items.find((i) => i.id === id);
    expect(inquiry).toMatchObject({ name: 'Omar Saleh', email: 'omar@example.com', chatSessionId: sessionId, company: null });
    const transcript = (await (await staff.get(`/api/admin/chat-sessions/${sessionId}`)).json()) as ChatSessionDetail;
    expect(transcript.turns.map((turn) => turn.text)[0]).toBe('Can I talk to a person please?');
    // Contact-form inquiries carry no conversation.
    const plain = await request('/api/contact', contactForm);
    const plainId = ((await plain.json()) as { id: string }).id;
    const again = (await (await staff.get('/api/inquiries?pageSize=100')).json()) as InquiryListResponse;
    expect(again.items.find((i) => i.id === plainId)?.chatSessionId).toBeNull();
  });

  it('validates with the contact form rules and messages', async () => {
    const sessionId = newSession();
    const bad = await request('/api/chat/handoff', { name: 'O', email: 'not-an-email', message: 'short', consent: false, sessionId });
    expect(bad.status).toBe(400);
    const contact = await request('/api/contact', { ...contactForm, name: 'O', email: 'not-an-email', message: 'short', consent: false });
    const [a, b] = (await Promise.all([bad.json(), contact.json()])) as { fieldErrors: Record<string, string[]> }[];
    for (const field of ['name', 'email', 'message', 'consent']) expect(a!.fieldErrors[field]).toEqual(b!.fieldErrors[field]);
    expect(a!.fieldErrors.message![0]).toContain(String(CONTACT_MESSAGE_MIN));
    const noSession = await request('/api/chat/handoff', { name: 'Omar Saleh', email: 'omar@example.com', message: 'A message that is long enough to send.', consent: true, sessionId: 'nope' });
    expect(noSession.status).toBe(400);
    expect(await database.db.selectFrom('inquiries').select('id').where('chat_session_id', '=', sessionId).execute()).toEqual([]);
  });

  it('shares the contact form rate limit, per address', async () => {
    const headers = from();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await request('/api/contact', contactForm, headers)).status).toBe(201);
    const res = await request('/api/chat/handoff', { name: 'Omar Saleh', email: 'omar@example.com', message: 'A message that is long enough to send.', consent: true, sessionId: newSession() }, headers);
    expect(res.status).toBe(429);
  });

  it('keeps a conversation past retention while an inquiry points to it', async () => {
    const linked = newSession();
    const day = 86_400_000;
    const now = Date.now();
    await database.db.insertInto('chat_turns').values({ session_id: linked, role: 'user', text: 'old but linked', created_at: new Date(now - 200 * day) }).execute();
    await database.db.insertInto('inquiries').values({ name: 'Old Lead', email: 'old@example.com', message: 'An old inquiry from the chat.', chat_session_id: linked }).execute();
    await purgeOldTurns(database.db, 90, now);
    expect(await database.db.selectFrom('chat_turns').select('text').where('session_id', '=', linked).execute()).toEqual([{ text: 'old but linked' }]);
  });
});
