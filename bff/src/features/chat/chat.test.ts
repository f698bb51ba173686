import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfig, type ChatResponse, type ChatSessionDetail, type ChatSessionListResponse } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app-harness';
import type { Knowledge } from './knowledge';
import { CHAT_RATE_LIMIT_IP, CHAT_RATE_LIMIT_SESSION } from './routes';
import { knowledgeFromContent } from './knowledge';
import { currentContentIndex, currentKnowledge, fixedKnowledge } from './test-content';
import { purgeOldTurns, startRetention } from './transcripts';
import { createLogger } from '../../http/logger';

let sessionCounter = 0;
/** A fresh, valid 21-character session id per call. */
const newSession = () => `test_${String(++sessionCounter).padStart(6, '0')}-abcdefghij`.slice(0, 21);
let addressCounter = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++addressCounter % 250}` });

let knowledge: Knowledge;
/** The site's copy plus one page question of its own, so the upstream test sees a question and answer travel. */
let withQuestion: Knowledge;
const SAUDI_QUESTION = { id: 'saudi-fieldwork', question: 'Do you run fieldwork in Saudi Arabia yourselves?', answer: 'Yes: our own supervised field teams cover Saudi Arabia.' };
beforeAll(async () => {
  knowledge = await currentKnowledge();
  const content = await currentContentIndex();
  withQuestion = knowledgeFromContent({ ...content, routes: content.routes.map((r) => (r.path === '/services/geographic-coverage' ? { ...r, questions: [SAUDI_QUESTION] } : r)) });
});

function poster(t: () => TestApp) {
  return (body: unknown, headers: Record<string, string> = from()) =>
    t().app.request('/api/chat', { method: 'POST', headers: { origin: TEST_ORIGIN, ...API_REQUEST_HEADERS, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe.each(testDatabases())('chat on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  const post = poster(() => t);

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' }, deps: { chatKnowledge: fixedKnowledge(knowledge) } });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('POST /api/chat', () => {
    it('answers from the site and stores both turns', async () => {
      const sessionId = newSession();
      const res = await post({ message: '  Do you do fieldwork in Saudi Arabia?  ', sessionId });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain('/services/geographic-coverage');
      const rows = await database.db.selectFrom('chat_turns').selectAll().where('session_id', '=', sessionId).orderBy('created_at').execute();
      expect(rows.map((r) => [r.role, r.provider])).toEqual([
        ['user', 'builtin'],
        ['assistant', 'builtin'],
      ]);
      // The question is stored trimmed, the answer as sent.
      expect(rows[0]!.text).toBe('Do you do fieldwork in Saudi Arabia?');
      expect(rows[1]!.text).toBe(body.message);
      expect(rows[1]!.latency_ms).toBeGreaterThanOrEqual(0);
      expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['no message', { sessionId: 'a'.repeat(21) }, 'message'],
      ['a blank message', { message: '   \n ', sessionId: 'a'.repeat(21) }, 'message'],
      ['a message over 2,000 characters', { message: 'x'.repeat(2001), sessionId: 'a'.repeat(21) }, 'message'],
      ['a short session id', { message: 'Hello', sessionId: 'abc' }, 'sessionId'],
      ['a session id with other characters', { message: 'Hello', sessionId: 'a'.repeat(20) + '!' }, 'sessionId'],
      ['a session id too long', { message: 'Hello', sessionId: 'a'.repeat(22) }, 'sessionId'],
      ['an unknown field', { message: 'Hello', sessionId: 'a'.repeat(21), admin: true }, '_'],
    ])('answers 400 with a message for %s', async (_name, body, field) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
      expect(error.message).toBeTruthy();
      expect(Object.keys(error.fieldErrors)).toContain(field);
    });

    it('accepts exactly 2,000 characters (multi-byte too)', async () => {
      const res = await post({ message: 'ع'.repeat(2000), sessionId: newSession() });
      expect(res.status).toBe(200);
    });

    it('answers 413 to a body over 8 KB, with or without Content-Length', async () => {
      const big = JSON.stringify({ message: 'x'.repeat(9000), sessionId: newSession() });
      const withLength = await t.app.request('/api/chat', { method: 'POST', headers: { origin: TEST_ORIGIN, ...API_REQUEST_HEADERS, 'content-type': 'application/json', ...from() }, body: big });
      expect(withLength.status).toBe(413);
      const bytes = new TextEncoder().encode(big);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 1024) controller.enqueue(bytes.slice(i, i + 1024));
          controller.close();
        },
      });
      const chunked = await t.app.request('/api/chat', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, ...API_REQUEST_HEADERS, 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...from() },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(((await chunked.json()) as { message: string }).message).toMatch(/too long/);
    });

    it('limits one session, with Retry-After', async () => {
      const sessionId = newSession();
      for (let i = 0; i < CHAT_RATE_LIMIT_SESSION.limit; i++) expect((await post({ message: `Question ${i} about panels`, sessionId })).status).toBe(200);
      // A new address does not help: the session is the key.
      const res = await post({ message: 'One more', sessionId });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
      // Another session is unaffected.
      expect((await post({ message: 'Hello', sessionId: newSession() })).status).toBe(200);
    });

    it('limits one address across sessions, with Retry-After', async () => {
      const headers = { 'x-forwarded-for': '192.0.2.77' };
      for (let i = 0; i < CHAT_RATE_LIMIT_IP.limit; i++) expect((await post({ message: 'Hello', sessionId: newSession() }, headers)).status).toBe(200);
      const res = await post({ message: 'Hello', sessionId: newSession() }, headers);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // The window passes.
      t.clock.advance(CHAT_RATE_LIMIT_IP.windowMs);
      expect((await post({ message: 'Hello', sessionId: newSession() }, headers)).status).toBe(200);
    });
  });

  describe('transcripts for staff', () => {
    let sessionA: string;
    let sessionB: string;
    beforeAll(async () => {
      sessionA = newSession();
      sessionB = newSession();
      await post({ message: 'What AI services do you offer?', sessionId: sessionA });
      // The test clock stands still unless moved; a visitor's next question comes after the answer.
      t.clock.advance(1000);
      await post({ message: 'And training?', sessionId: sessionA });
      t.clock.advance(1000);
      await post({ message: 'How much does a survey cost?', sessionId: sessionB });
    });

    it('are refused to visitors (401) and clients (403)', async () => {
      for (const path of ['/api/admin/chat-sessions', `/api/admin/chat-sessions/${sessionA}`]) {
        expect((await t.agent().get(path)).status).toBe(401);
        const client = await t.signedIn('client');
        expect((await client.get(path)).status).toBe(403);
      }
    });

    it('lists sessions newest first with counts and the first question', async () => {
      const staff = await t.signedIn('staff');
      const res = await staff.get('/api/admin/chat-sessions?pageSize=100');
      expect(res.status).toBe(200);
      const list = (await res.json()) as ChatSessionListResponse;
      const a = list.items.find((s) => s.sessionId === sessionA)!;
      const b = list.items.find((s) => s.sessionId === sessionB)!;
      expect(a).toMatchObject({ turns: 4, firstQuestion: 'What AI services do you offer?' });
      expect(b).toMatchObject({ turns: 2, firstQuestion: 'How much does a survey cost?' });
      expect(Date.parse(a.lastAt)).toBeGreaterThanOrEqual(Date.parse(a.firstAt));
      expect(list.items.indexOf(b)).toBeLessThan(list.items.indexOf(a));
      expect(list.total).toBe(list.items.length);
    });

    it('pages the list', async () => {
      const staff = await t.signedIn('staff');
      const first = (await (await staff.get('/api/admin/chat-sessions?pageSize=1')).json()) as ChatSessionListResponse;
      const second = (await (await staff.get('/api/admin/chat-sessions?pageSize=1&page=2')).json()) as ChatSessionListResponse;
      expect(first.items).toHaveLength(1);
      expect(second.items).toHaveLength(1);
      expect(second.items[0]!.sessionId).not.toBe(first.items[0]!.sessionId);
      expect(first.total).toBeGreaterThanOrEqual(2);
      expect((await staff.get('/api/admin/chat-sessions?pageSize=1000')).status).toBe(400);
    });

    it('shows one conversation in order', async () => {
      const staff = await t.signedIn('staff');
      const res = await staff.get(`/api/admin/chat-sessions/${sessionA}`);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as ChatSessionDetail;
      expect(detail.turns.map((x) => x.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(detail.turns[0]!.text).toBe('What AI services do you offer?');
      expect(detail.turns[1]!.text).toContain('/swat-ai');
      expect(detail.turns[1]).toMatchObject({ provider: 'builtin' });
      expect(detail.turns[1]!.latencyMs).toBeGreaterThanOrEqual(0);
      expect((await staff.get(`/api/admin/chat-sessions/${newSession()}`)).status).toBe(404);
      // A malformed id is a bad request; a well-formed one nobody used is not found.
      expect((await staff.get('/api/admin/chat-sessions/not-a-session')).status).toBe(400);
    });
  });

  describe('retention', () => {
    it('purges turns older than the retention period and keeps the rest', async () => {
      const old = newSession();
      const recent = newSession();
      const now = Date.now();
      const day = 86_400_000;
      await database.db
        .insertInto('chat_turns')
        .values([
          { session_id: old, role: 'user', text: 'old question', created_at: new Date(now - 91 * day) },
          { session_id: old, role: 'assistant', text: 'old answer', created_at: new Date(now - 91 * day + 5) },
          { session_id: recent, role: 'user', text: 'recent question', created_at: new Date(now - 89 * day) },
        ])
        .execute();
      expect(await purgeOldTurns(database.db, 90, now)).toBeGreaterThanOrEqual(2);
      const left = await database.db.selectFrom('chat_turns').select('session_id').where('session_id', 'in', [old, recent]).execute();
      expect(left.map((r) => r.session_id)).toEqual([recent]);
      // A shorter retention removes the other one too, through the timer's first run.
      const lines: string[] = [];
      const retention = startRetention({ db: database.db, retentionDays: 30, log: createLogger('info', (l) => lines.push(l)) });
      await retention.ran;
      retention.stop();
      expect(await database.db.selectFrom('chat_turns').select('id').where('session_id', '=', recent).execute()).toEqual([]);
      expect(lines.some((l) => l.includes('chat transcripts purged'))).toBe(true);
    });
  });
});

/** A small OpenAI-compatible server: what it answers is set per test. */
interface StandIn {
  url: string;
  mode: 'ok' | 'slow' | 'error' | 'malformed' | 'no-choices';
  requests: { headers: IncomingMessage['headers']; body: { model: string; messages: { role: string; content: string }[] } }[];
  close(): Promise<void>;
}

async function startStandIn(): Promise<StandIn> {
  const state: StandIn = { url: '', mode: 'ok', requests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      state.requests.push({ headers: req.headers, body: JSON.parse(raw) as StandIn['requests'][number]['body'] });
      const reply = (body: string, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      switch (state.mode) {
        case 'ok':
          return reply(JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: 'Upstream says: see /services/field-data.' } }] }));
        case 'slow':
          // Longer than the provider's timeout; the test must not wait for it.
          return void setTimeout(() => reply(JSON.stringify({ choices: [{ message: { content: 'too late' } }] })), 3_000).unref();
        case 'error':
          return reply(JSON.stringify({ error: { message: 'internal error for key sk-test-upstream-secret' } }), 500);
        case 'malformed':
          return reply('{"choices": [ {"message": ');
        case 'no-choices':
          return reply(JSON.stringify({ choices: [] }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

const UPSTREAM_KEY = 'sk-test-upstream-secret';

describe.each(testDatabases())('chat with an upstream model on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let upstream: StandIn;
  const post = poster(() => t);

  beforeAll(async () => {
    upstream = await startStandIn();
    database = await target.open();
    t = await createTestApp(database, {
      env: { TRUST_PROXY: '1', CHAT_UPSTREAM_URL: upstream.url, CHAT_UPSTREAM_KEY: UPSTREAM_KEY, CHAT_MODEL: 'test-model', CHAT_UPSTREAM_TIMEOUT_MS: '300' },
      deps: { chatKnowledge: fixedKnowledge(withQuestion) },
    });
  });
  afterAll(async () => {
    await upstream?.close();
    await database?.dispose();
  });

  const providerOf = async (sessionId: string) =>
    (await database.db.selectFrom('chat_turns').select('provider').where('session_id', '=', sessionId).where('role', '=', 'assistant').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).provider;

  it('returns the model answer, sending the key, the model, grounded context and the recent turns', async () => {
    upstream.mode = 'ok';
    const sessionId = newSession();
    await post({ message: 'Hello', sessionId });
    upstream.requests.length = 0;
    const res = await post({ message: 'Do you do fieldwork in Saudi Arabia?', sessionId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ChatResponse;
    expect(body.message).toBe('Upstream says: see /services/field-data.');
    // The page the model cited becomes the answer's link.
    expect(body.links).toEqual([{ path: '/services/field-data', title: 'Field data collection' }]);
    expect(await providerOf(sessionId)).toBe('upstream');
    const [request] = upstream.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${UPSTREAM_KEY}`);
    expect(request!.body.model).toBe('test-model');
    const [system, ...rest] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Saudi Arabia');
    expect(system!.content).toContain(siteConfig.emails.quotations);
    expect(system!.content).toContain('/services/geographic-coverage');
    // The page's matching question and answer travels first, then passages, each with its URL; the model must cite them.
    expect(system!.content).toContain(`[1] /services/geographic-coverage — ${SAUDI_QUESTION.question}\n${SAUDI_QUESTION.answer}`);
    expect(system!.content).toMatch(/\[2\] \/[a-z/-]+ — /);
    expect(system!.content).toContain('Cite your sources');
    // Earlier turns of the session, then the new question.
    expect(rest.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(rest[0]!.content).toBe('Hello');
    expect(rest.at(-1)!.content).toBe('Do you do fieldwork in Saudi Arabia?');
  });

  it.each([
    ['a timeout', 'slow', 'timeout'],
    ['an HTTP 500', 'error', 'status'],
    ['malformed JSON', 'malformed', 'malformed'],
    ['a reply without choices', 'no-choices', 'malformed'],
  ] as const)('falls back to the built-in answer on %s', async (_name, mode, reason) => {
    upstream.mode = mode;
    const sessionId = newSession();
    const started = Date.now();
    const res = await post({ message: 'What AI services do you offer?', sessionId });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(((await res.json()) as { message: string }).message).toMatch(/\/swat-ai\b/);
    expect(await providerOf(sessionId)).toBe('fallback');
    expect(t.logs.some((l) => l.includes('chat upstream failed') && l.includes(`"reason":"${reason}"`))).toBe(true);
  });

  it('grounds the model in the passages of the page that answers the question', async () => {
    upstream.mode = 'ok';
    upstream.requests.length = 0;
    await post({ message: 'How do you make sure interviews are not faked?', sessionId: newSession() });
    const system = upstream.requests[0]!.body.messages[0]!.content;
    expect(system).toMatch(/\[1\] \/services\/quality-assurance — /);
    expect(system).toContain('back-check');
  });

  it('gives up on the upstream before the API request time limit, so the visitor still gets an answer', async () => {
    upstream.mode = 'slow';
    const impatient = await createTestApp(database, {
      env: { TRUST_PROXY: '1', CHAT_UPSTREAM_URL: upstream.url, CHAT_UPSTREAM_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_SECONDS: '2.5' },
      deps: { chatKnowledge: fixedKnowledge(knowledge) },
    });
    const started = Date.now();
    const res = await poster(() => impatient)({ message: 'What AI services do you offer?', sessionId: newSession() });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_400);
    expect(((await res.json()) as { message: string }).message).toMatch(/\/swat-ai\b/);
  });

  it('never writes the key to the logs or to the browser', async () => {
    for (const mode of ['ok', 'error', 'malformed', 'slow'] as const) {
      upstream.mode = mode;
      const res = await post({ message: `Tell me about the SWATX panel (${mode})`, sessionId: newSession() });
      let headers = '';
      res.headers.forEach((value, name) => (headers += `${name}: ${value}\n`));
      expect(headers + (await res.text())).not.toContain(UPSTREAM_KEY);
    }
    expect(t.logs.length).toBeGreaterThan(0);
    for (const line of t.logs) expect(line).not.toContain(UPSTREAM_KEY);
  });
});
