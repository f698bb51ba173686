import { describe, expect, it } from 'vitest';
import { createFairQueue, HASHING_SLOW_DOWN_MESSAGE } from './hashing-queue';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fair hashing queue', () => {
  it('serves a second key after at most one job per busy key, however long the first key’s backlog', async () => {
    const queue = createFairQueue({ concurrency: 1, maxQueuedPerKey: 20, maxQueued: 100 });
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await sleep(5);
    };
    const guesses = Array.from({ length: 16 }, (_, i) => queue.run('attacker', job(`guess${i}`)));
    const real = queue.run('victim', job('real'));
    await Promise.all([...guesses, real]);
    expect(order.indexOf('real')).toBeLessThanOrEqual(2);
  });

  it('refuses work past its bounds at once (429 for one key’s excess, 503 when full) instead of queueing without end', async () => {
    const queue = createFairQueue({ concurrency: 1, maxQueuedPerKey: 2, maxQueued: 3 });
    const slow = () => sleep(20);
    const accepted = [queue.run('a', slow), queue.run('a', slow), queue.run('a', slow)];
    await expect(queue.run('a', slow)).rejects.toMatchObject({ status: 429 });
    const b = queue.run('b', slow);
    await expect(queue.run('c', slow)).rejects.toMatchObject({ status: 503, options: { headers: { 'retry-after': expect.stringMatching(/^\d+$/) } } });
    await Promise.all([...accepted, b]);
    expect(queue.stats.running + queue.stats.queued).toBe(0);
  });

  it('starts a trusted job at once while suspect jobs fill the queue: one slot is never theirs', async () => {
    const queue = createFairQueue({ concurrency: 2, maxQueuedPerKey: 4, maxQueued: 64, maxSuspectPerKey: 1, maxSuspectPerAddress: 8, maxSuspectQueued: 8, maxSuspectWaitMs: 60_000 });
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await sleep(15);
    };
    const guesses = Array.from({ length: 8 }, (_, i) => queue.run({ key: `victim${i}`, address: `guesser${i}`, suspect: true }, job(`guess${i}`)));
    expect(queue.stats.suspectRunning).toBe(1);
    const real = queue.run({ key: 'real', address: 'home' }, job('real'));
    expect(order).toEqual(['guess0', 'real']);
    await Promise.all([...guesses, real]);
  });

  it('lets a suspect account or address hold few places, and sheds suspect work that would wait too long, with 429 and Retry-After', async () => {
    const queue = createFairQueue({ concurrency: 2, maxQueuedPerKey: 4, maxQueued: 64, maxSuspectPerKey: 1, maxSuspectPerAddress: 2, maxSuspectQueued: 3, maxSuspectWaitMs: 60_000 });
    const slow = () => sleep(20);
    const kept = [queue.run({ key: 'x', address: 'a1', suspect: true }, slow)]; // runs
    kept.push(queue.run({ key: 'x', address: 'a1', suspect: true }, slow)); // waits
    const perKey = queue.run({ key: 'x', address: 'a2', suspect: true }, slow);
    await expect(perKey).rejects.toMatchObject({ status: 429, message: HASHING_SLOW_DOWN_MESSAGE });
    kept.push(queue.run({ key: 'y', address: 'a1', suspect: true }, slow)); // waits: a1's second place
    await expect(queue.run({ key: 'z', address: 'a1', suspect: true }, slow)).rejects.toMatchObject({ status: 429 });
    kept.push(queue.run({ key: 'z', address: 'a3', suspect: true }, slow));
    const full = queue.run({ key: 'w', address: 'a4', suspect: true }, slow);
    await expect(full).rejects.toMatchObject({ status: 429, options: { headers: { 'retry-after': expect.stringMatching(/^[1-9]\d*$/) } } });
    await Promise.all(kept);

    const shedding = createFairQueue({ concurrency: 2, maxQueuedPerKey: 4, maxQueued: 64, maxSuspectPerKey: 4, maxSuspectPerAddress: 8, maxSuspectQueued: 8, maxSuspectWaitMs: 50 });
    const long = () => sleep(40);
    // One running and one waiting: a third would wait two jobs, longer than the bound.
    const again = [shedding.run({ key: 'p', suspect: true }, long), shedding.run({ key: 'q', suspect: true }, long)];
    await expect(shedding.run({ key: 'r', suspect: true }, long)).rejects.toMatchObject({ status: 429 });
    await Promise.all(again);
  });
});
