import { describe, expect, it } from 'vitest';
import { createFairQueue } from './hashing-queue';

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

  it('refuses work past its bounds with 503 and a Retry-After instead of queueing without end', async () => {
    const queue = createFairQueue({ concurrency: 1, maxQueuedPerKey: 2, maxQueued: 3 });
    const slow = () => sleep(20);
    const accepted = [queue.run('a', slow), queue.run('a', slow), queue.run('a', slow)];
    await expect(queue.run('a', slow)).rejects.toMatchObject({ status: 503, options: { headers: { 'retry-after': '5' } } });
    queue.run('b', slow).catch(() => {});
    await expect(queue.run('c', slow)).rejects.toMatchObject({ status: 503 });
    await Promise.all(accepted);
    expect(queue.stats.running + queue.stats.queued).toBeLessThanOrEqual(1);
  });
});
