import { ApiError } from '../../http/errors';
import { bffMessages } from '../../i18n/messages';

export const HASHING_BUSY_MESSAGE = bffMessages('en').t('api.error.hashingBusy');
export const HASHING_SLOW_DOWN_MESSAGE = bffMessages('en').t('api.error.hashingSlowDown');

export interface FairQueueOptions {
  /** Jobs running at once: scrypt runs on libuv's thread pool (4 threads), which file reads and DNS share too. */
  concurrency: number;
  /** Trusted jobs one key may have waiting; more are refused with 429 at once. */
  maxQueuedPerKey: number;
  /** Jobs waiting in all; past it everyone gets 503 at once. */
  maxQueued: number;
  /** Suspect jobs (from a key or address with recent failures) one account may have waiting. */
  maxSuspectPerKey?: number;
  /** Suspect jobs one address may have waiting, over all accounts. */
  maxSuspectPerAddress?: number;
  /** Suspect jobs waiting in all. */
  maxSuspectQueued?: number;
  /** A suspect job that would wait longer than this (by the recent job times) is refused instead of queued. */
  maxSuspectWaitMs?: number;
  /** A trusted job that would wait longer than this is refused with 503 instead of queued. */
  maxWaitMs?: number;
}

/**
 * Who a job is for. `suspect` jobs are attempts that may be guesses (recent failures for this
 * account or from this address); everything else (a sign-in from a clean or known-good place, a
 * new password being stored) is trusted.
 */
export interface Ticket {
  key: string;
  address?: string | null;
  suspect?: boolean;
}

export interface FairQueue {
  run<T>(who: string | Ticket, job: () => Promise<T>): Promise<T>;
  readonly stats: { running: number; queued: number; suspectRunning: number; suspectQueued: number };
}

interface Waiting {
  address: string | null;
  enqueuedAt: number;
  /** Runs the job and calls `done` once it settles, whatever the outcome. */
  start: (done: () => void) => void;
  refuse: (error: ApiError) => void;
}

/** Keys served in turn: each key's jobs wait in a list, and a key with more work goes to the back. */
class RoundRobin {
  private readonly byKey = new Map<string, Waiting[]>();
  size = 0;

  countFor(key: string) {
    return this.byKey.get(key)?.length ?? 0;
  }

  push(key: string, item: Waiting) {
    const list = this.byKey.get(key);
    if (list) list.push(item);
    else this.byKey.set(key, [item]);
    this.size++;
  }

  shift(): Waiting | undefined {
    const first = this.byKey.entries().next().value as [string, Waiting[]] | undefined;
    if (!first) return undefined;
    const [key, list] = first;
    const next = list.shift()!;
    this.byKey.delete(key);
    if (list.length > 0) this.byKey.set(key, list);
    this.size--;
    return next;
  }
}

const tooMany = (retryAfterSeconds: number) => new ApiError(429, HASHING_SLOW_DOWN_MESSAGE, { headers: { 'retry-after': String(retryAfterSeconds) } });
const busy = (retryAfterSeconds: number) => new ApiError(503, HASHING_BUSY_MESSAGE, { headers: { 'retry-after': String(retryAfterSeconds) } });

/**
 * A bounded queue for password hashing with two lanes. Attempts that cannot be guesses (trusted)
 * always go first, and one slot is kept free of suspect work, so a person signing in from a clean
 * or known-good place waits for at most the job already running in their slot, however many
 * guessers hammer the server. Suspect attempts share the remaining slots in turn per account, may
 * hold very few places each (per account and per address), and are refused with 429 at once when
 * their wait would grow past a bound: load is shed at the door instead of piling up as latency.
 */
export function createFairQueue(options: FairQueueOptions, now: () => number = () => performance.now()): FairQueue {
  const suspectSlots = Math.max(1, options.concurrency - 1);
  const maxSuspectPerKey = options.maxSuspectPerKey ?? 1;
  const maxSuspectPerAddress = options.maxSuspectPerAddress ?? 2;
  const maxSuspectQueued = options.maxSuspectQueued ?? 2 * suspectSlots;
  const maxSuspectWaitMs = options.maxSuspectWaitMs ?? 3_000;
  const maxWaitMs = options.maxWaitMs ?? 15_000;
  const trusted = new RoundRobin();
  const suspect = new RoundRobin();
  const suspectByAddress = new Map<string, number>();
  let running = 0;
  let suspectRunning = 0;
  // What one job has cost lately (moving average): turns a queue length into an expected wait.
  let jobMs = 200;

  const wait = (ahead: number, slots: number) => Math.ceil((ahead + 1) / slots) * jobMs;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  const addressDone = (address: string | null) => {
    if (address === null) return;
    const left = (suspectByAddress.get(address) ?? 1) - 1;
    if (left <= 0) suspectByAddress.delete(address);
    else suspectByAddress.set(address, left);
  };

  const pump = () => {
    while (running < options.concurrency) {
      let next = trusted.shift();
      let isSuspect = false;
      // Suspect work starts only while no trusted job runs: scrypt is memory-hard, and a guess
      // hashed beside a real sign-in would slow it down even on its own core.
      if (!next && suspectRunning < suspectSlots && running === suspectRunning) {
        next = suspect.shift();
        isSuspect = next !== undefined;
        if (next) addressDone(next.address);
      }
      if (!next) return;
      // Waited so long that its client has likely given up: not worth a slot any more.
      const waited = now() - next.enqueuedAt;
      if (waited > (isSuspect ? maxSuspectWaitMs : maxWaitMs) * 2) {
        next.refuse(isSuspect ? tooMany(seconds(jobMs)) : busy(seconds(jobMs)));
        continue;
      }
      running++;
      if (isSuspect) suspectRunning++;
      const started = now();
      next.start(() => {
        jobMs = jobMs * 0.8 + (now() - started) * 0.2;
        running--;
        if (isSuspect) suspectRunning--;
        pump();
      });
    }
  };

  return {
    get stats() {
      return { running, queued: trusted.size + suspect.size, suspectRunning, suspectQueued: suspect.size };
    },
    run<T>(who: string | Ticket, job: () => Promise<T>): Promise<T> {
      const ticket: Ticket = typeof who === 'string' ? { key: who } : who;
      const address = ticket.address ?? null;
      const queued = trusted.size + suspect.size;
      if (queued >= options.maxQueued) return Promise.reject(busy(seconds(wait(queued, options.concurrency))));
      if (ticket.suspect) {
        const expected = wait(suspect.size + suspectRunning, suspectSlots);
        if (
          suspect.countFor(ticket.key) >= maxSuspectPerKey ||
          (address !== null && (suspectByAddress.get(address) ?? 0) >= maxSuspectPerAddress) ||
          suspect.size >= maxSuspectQueued ||
          (suspect.size > 0 && expected > maxSuspectWaitMs)
        ) {
          return Promise.reject(tooMany(seconds(expected)));
        }
      } else {
        if (trusted.countFor(ticket.key) >= options.maxQueuedPerKey) return Promise.reject(tooMany(seconds(wait(trusted.size, options.concurrency))));
        const expected = wait(trusted.size, options.concurrency);
        if (trusted.size > 0 && expected > maxWaitMs) return Promise.reject(busy(seconds(expected)));
      }
      return new Promise<T>((resolve, reject) => {
        const item: Waiting = {
          address,
          enqueuedAt: now(),
          start: (done) => {
            job().then(resolve, reject).finally(done);
          },
          refuse: reject,
        };
        if (ticket.suspect) {
          suspect.push(ticket.key, item);
          if (address !== null) suspectByAddress.set(address, (suspectByAddress.get(address) ?? 0) + 1);
        } else {
          trusted.push(ticket.key, item);
        }
        pump();
      });
    },
  };
}
