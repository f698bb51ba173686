import { ApiError } from '../../http/errors';

export const HASHING_BUSY_MESSAGE = 'We are handling a lot of sign-ins right now. Please try again in a moment.';

export interface FairQueueOptions {
  /** Jobs running at once: scrypt runs on libuv's thread pool (4 threads), which file reads and DNS share too. */
  concurrency: number;
  /** Jobs one key may have waiting; more are refused with 503 at once. */
  maxQueuedPerKey: number;
  /** Jobs waiting in all. */
  maxQueued: number;
}

export interface FairQueue {
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
  readonly stats: { running: number; queued: number };
}

interface Waiting {
  start: () => void;
}

/**
 * A bounded queue that serves keys in turn (round robin): sixteen loops guessing one account's
 * password take one turn between them, so another person's sign-in waits for at most one job per
 * busy key instead of the whole backlog.
 */
export function createFairQueue(options: FairQueueOptions): FairQueue {
  const byKey = new Map<string, Waiting[]>();
  let running = 0;
  let queued = 0;

  const pump = () => {
    while (running < options.concurrency && byKey.size > 0) {
      const [key, list] = byKey.entries().next().value as [string, Waiting[]];
      const next = list.shift()!;
      byKey.delete(key);
      // A key with more work goes to the back of the line.
      if (list.length > 0) byKey.set(key, list);
      queued--;
      running++;
      next.start();
    }
  };

  return {
    get stats() {
      return { running, queued };
    },
    run(key, job) {
      const list = byKey.get(key) ?? [];
      if (list.length >= options.maxQueuedPerKey || queued >= options.maxQueued) {
        return Promise.reject(new ApiError(503, HASHING_BUSY_MESSAGE, { headers: { 'retry-after': '5' } }));
      }
      return new Promise((resolve, reject) => {
        list.push({
          start: () => {
            job()
              .then(resolve, reject)
              .finally(() => {
                running--;
                pump();
              });
          },
        });
        if (!byKey.has(key)) byKey.set(key, list);
        queued++;
        pump();
      });
    },
  };
}
