import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createLogger } from '../../http/logger';
import { createTranscriptWriter, recentTurns } from './transcripts';

describe.each(testDatabases())('chat transcripts on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database.dispose());

  it('stores many exchanges arriving at once, each complete when its caller resumes, in fewer statements than exchanges', async () => {
    const writer = createTranscriptWriter(database.db, { log: createLogger('silent') });
    const statements: string[] = [];
    const counted = database.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode') statements.push('insert');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const countingWriter = createTranscriptWriter(counted, { log: createLogger('silent') });
    const at = new Date('2026-11-23T10:00:00Z');
    const stores = Array.from({ length: 60 }, (_, i) =>
      countingWriter
        .store({ sessionId: `group-commit-${String(i).padStart(8, '0')}`, question: `Question ${i}?`, answer: `Answer ${i}.`, askedAt: at, answeredAt: new Date(at.getTime() + 1), provider: 'builtin', latencyMs: 3, ipHash: null })
        .then(async () => recentTurns(database.db, `group-commit-${String(i).padStart(8, '0')}`, 4)),
    );
    const stored = await Promise.all(stores);
    // The moment each store resolves, its question and answer are both readable.
    stored.forEach((turns, i) => expect(turns).toEqual([{ role: 'user', text: `Question ${i}?` }, { role: 'assistant', text: `Answer ${i}.` }]));
    expect(statements.length).toBeLessThan(60);
    expect(statements.length).toBeGreaterThanOrEqual(1);
    // A writer with nothing pending writes a single exchange at once.
    await writer.store({ sessionId: 'group-commit-single', question: 'Alone?', answer: 'Yes.', askedAt: at, answeredAt: new Date(at.getTime() + 1), provider: 'builtin', latencyMs: 1, ipHash: null });
    expect(await recentTurns(database.db, 'group-commit-single', 4)).toHaveLength(2);
  });

  it('holds exchanges while the database is unreachable, keeps the newest when the backlog is full, and writes them when it returns', async () => {
    let down = true;
    // Every statement fails as a refused connection does while `down`.
    const flaky = database.db.withPlugin({
      transformQuery: (args) => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const writer = createTranscriptWriter(flaky, { log: createLogger('silent'), maxHeld: 5, retryMs: 20 });
    const at = new Date('2026-11-24T09:00:00Z');
    const session = (i: number) => `held-backlog-${String(i).padStart(8, '0')}`;
    const outcomes = [];
    for (let i = 0; i < 8; i++) {
      outcomes.push(await writer.store({ sessionId: session(i), question: `Held ${i}?`, answer: `Later ${i}.`, askedAt: new Date(at.getTime() + i * 1000), answeredAt: new Date(at.getTime() + i * 1000 + 1), provider: 'builtin', latencyMs: 2, ipHash: null }));
    }
    // Nobody waited on the dead database, and the backlog stayed within its bound.
    expect(outcomes).toEqual(Array(8).fill('held'));
    expect(writer.held).toBe(5);
    down = false;
    await expect.poll(() => writer.held, { timeout: 5_000, interval: 10 }).toBe(0);
    const stored = await database.db.selectFrom('chat_turns').select('session_id').distinct().where('session_id', 'like', 'held-backlog-%').orderBy('session_id').execute();
    expect(stored.map((r) => r.session_id)).toEqual([3, 4, 5, 6, 7].map(session));
    for (const i of [3, 7]) expect(await recentTurns(database.db, session(i), 4)).toEqual([{ role: 'user', text: `Held ${i}?` }, { role: 'assistant', text: `Later ${i}.` }]);
  });

  it('keeps a held backlog in a spool file, so a process started after a crash stores it', async () => {
    const spoolPath = path.join(await mkdtemp(path.join(os.tmpdir(), 'swat-spool-')), 'chat-transcripts.spool.jsonl');
    const dead = database.db.withPlugin({
      transformQuery: () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
      transformResult: async (args) => args.result,
    });
    const before = createTranscriptWriter(dead, { log: createLogger('silent'), spoolPath, retryMs: 60_000 });
    const at = new Date('2026-11-25T09:00:00Z');
    const session = (i: number) => `spooled-backlog-${String(i).padStart(5, '0')}`;
    for (let i = 0; i < 3; i++) {
      expect(await before.store({ sessionId: session(i), question: `Spooled ${i}?`, answer: `Kept ${i}.`, askedAt: new Date(at.getTime() + i * 1000), answeredAt: new Date(at.getTime() + i * 1000 + 1), provider: 'builtin', latencyMs: 2, ipHash: 'abc' })).toBe('held');
    }
    const lines = async () => (await readFile(spoolPath, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
    await expect.poll(lines, { timeout: 5_000, interval: 10 }).toBe(3);
    // The process dies with its backlog in memory; the next one starts with a database that answers.
    before.stop();
    const after = createTranscriptWriter(database.db, { log: createLogger('silent'), spoolPath, retryMs: 20 });
    await after.loaded;
    expect(after.held).toBe(3);
    await expect.poll(() => after.held, { timeout: 5_000, interval: 10 }).toBe(0);
    for (let i = 0; i < 3; i++) expect(await recentTurns(database.db, session(i), 4)).toEqual([{ role: 'user', text: `Spooled ${i}?` }, { role: 'assistant', text: `Kept ${i}.` }]);
    await expect.poll(async () => (await stat(spoolPath).catch(() => null)) === null, { timeout: 5_000, interval: 10 }).toBe(true);
    after.stop();
  });
});
