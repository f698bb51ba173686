import type { Logger } from './logger';

/**
 * Work a route does after it has answered: the answer's timing then says nothing about what the
 * work found (an account that exists takes longer to serve than one that does not). Jobs run a
 * few at a time; past `maxPending` waiting jobs a new one is dropped and logged, so a flood costs
 * bounded memory. Not durable: a job queued when the process stops is lost, so use it only for
 * work a person can ask for again.
 */
export interface AfterResponseQueue {
  add(name: string, job: () => Promise<void>): void;
  /** Jobs waiting or running. */
  readonly pending: number;
}

export function createAfterResponseQueue(options: { log: Logger; concurrency?: number; maxPending?: number }): AfterResponseQueue {
  const concurrency = options.concurrency ?? 2;
  const maxPending = options.maxPending ?? 1_000;
  const waiting: { name: string; job: () => Promise<void> }[] = [];
  let running = 0;
  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const { name, job } = waiting.shift()!;
      running++;
      // Started on a later turn, so the answer is on its way before the job touches anything.
      setImmediate(() => {
        job()
          .catch((error: unknown) => options.log.error('work after the response failed', { job: name, error }))
          .finally(() => {
            running--;
            pump();
          });
      });
    }
  };
  return {
    add(name, job) {
      if (waiting.length + running >= maxPending) {
        options.log.warn('work after the response dropped: too much waiting', { job: name, pending: waiting.length + running });
        return;
      }
      waiting.push({ name, job });
      pump();
    },
    get pending() {
      return waiting.length + running;
    },
  };
}
