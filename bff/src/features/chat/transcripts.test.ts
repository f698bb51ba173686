import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createTranscriptWriter, recentTurns } from './transcripts';

describe.each(testDatabases())('chat transcripts on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => database.dispose());

  it('stores many exchanges arriving at once, each complete when its caller resumes, in fewer statements than exchanges', async () => {
    const writer = createTranscriptWriter(database.db);
    const statements: string[] = [];
    const counted = database.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'InsertQueryNode') statements.push('insert');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const countingWriter = createTranscriptWriter(counted);
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
});
