import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { workBudget } from './work-budget';

/** An app whose one expensive route holds each request until the test lets it go. */
function heldApp(options: { concurrency: number; maxQueued: number; maxWaitMs: number }) {
  const budget = workBudget({ name: 'test', ...options });
  const held: (() => void)[] = [];
  let started = 0;
  const app = new Hono();
  app.use('/work', budget.middleware);
  app.get('/work', async (c) => {
    started++;
    await new Promise<void>((resolve) => held.push(resolve));
    return c.text('done');
  });
  app.get('/page', (c) => c.text('page'));
  return { app, budget, held, started: () => started };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((r) => setImmediate(r));
};

describe('a work budget', () => {
  it('works on at most its concurrency, queues a few and refuses the rest at once with 503 and Retry-After', async () => {
    const { app, budget, held, started } = heldApp({ concurrency: 2, maxQueued: 3, maxWaitMs: 60_000 });
    const responses = Array.from({ length: 9 }, () => app.request('/work'));
    await until(() => started() === 2 && budget.stats.queued === 3 && budget.stats.refused === 4);
    // Other routes are not held up.
    expect(await (await app.request('/page')).text()).toBe('page');
    // Queued requests start in turn as running ones finish.
    while (held.length > 0 || started() < 5) {
      await until(() => held.length > 0);
      held.shift()!();
    }
    const all = await Promise.all(responses);
    expect(all.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = all.filter((r) => r.status === 503);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.headers.get('retry-after')).toBe('2');
    expect(((await refused[0]!.json()) as { message: string }).message).toMatch(/busy/);
    expect(budget.stats).toMatchObject({ running: 0, queued: 0 });
  });

  it('refuses a request that waited its longest instead of handling it late, in the reader’s language', async () => {
    const { app, budget, held } = heldApp({ concurrency: 1, maxQueued: 5, maxWaitMs: 30 });
    const first = app.request('/work');
    await until(() => held.length === 1);
    const late = await app.request('/work', { headers: { 'x-swat-language': 'ar' } });
    expect(late.status).toBe(503);
    expect(((await late.json()) as { message: string }).message).toMatch(/[\u0600-\u06ff]/);
    expect(budget.stats.queued).toBe(0);
    held.shift()!();
    expect((await first).status).toBe(200);
    expect(budget.stats.running).toBe(0);
  });

  it('refuses at once while the event loop runs late, and works again once it catches up', async () => {
    let lag = 80;
    // The clock stands still: on a busy machine real time between requests would refill the bucket.
    const budget = workBudget({ name: 'test', concurrency: 4, maxQueued: 4, maxWaitMs: 1_000, maxLagMs: 40, maxPerSecond: 100, lag: () => lag, now: () => 0 });
    const app = new Hono();
    app.use('/work', budget.middleware);
    app.get('/work', (c) => c.text('done'));
    app.get('/page', (c) => c.text('page'));
    // A few requests are answered however late the loop runs: only a fast arrival rate is shed.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await app.request('/work')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(7)).toEqual([503, 503, 503]);
    expect((await app.request('/page')).status).toBe(200);
    lag = 5;
    expect((await app.request('/work')).status).toBe(200);
  });

  it('starts at most maxPerSecond a second', async () => {
    let now = 0;
    const budget = workBudget({ name: 'test', concurrency: 100, maxQueued: 0, maxWaitMs: 1_000, maxPerSecond: 5, now: () => now });
    const app = new Hono();
    app.use('/work', budget.middleware);
    app.get('/work', (c) => c.text('done'));
    const statuses = await Promise.all(Array.from({ length: 8 }, async () => (await app.request('/work')).status));
    // The bucket holds five; the three beyond it are refused.
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 503)).toHaveLength(3);
    // Refilling takes 200 ms a start.
    now = 199;
    expect((await app.request('/work')).status).toBe(503);
    now = 401;
    expect((await app.request('/work')).status).toBe(200);
  });

  it('frees its slot when a handler fails', async () => {
    const budget = workBudget({ name: 'test', concurrency: 1, maxQueued: 0, maxWaitMs: 1_000 });
    const app = new Hono();
    app.use('/work', budget.middleware);
    app.get('/work', () => {
      throw new Error('boom');
    });
    expect((await app.request('/work')).status).toBe(500);
    expect((await app.request('/work')).status).toBe(500);
    expect(budget.stats.running).toBe(0);
  });
});
