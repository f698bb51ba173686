import type { MiddlewareHandler } from 'hono';
import { bffMessages } from '../i18n/messages';
import { errorResponse } from './errors';
import { requestLanguage } from './request-language';

export interface WorkBudgetOptions {
  /** Names the budget in metrics and logs. */
  name: string;
  /** Requests of this kind handled at once. */
  concurrency: number;
  /** Requests waiting for a turn; past it, the next is refused at once. */
  maxQueued: number;
  /** A request that has waited this long is refused rather than handled late. */
  maxWaitMs: number;
  /**
   * Refuse new requests of this kind while the event loop runs this late. Concurrency alone does not
   * bound CPU: chat answers finish in milliseconds, so a flood keeps few in flight yet fills every
   * turn of the loop. The lag is what a page request waits, whatever the machine.
   */
  maxLagMs?: number;
  /** At most this many started a second, over the whole process (a token bucket, one second deep). */
  maxPerSecond?: number;
  /**
   * Hold a refusal this long before answering it. A refused request costs a little CPU, and a client
   * that retries at once turns refusals into a flood of their own; held, each connection of a flood
   * asks about once per this interval, while the held sockets cost no CPU.
   */
  refuseAfterMs?: number;
  /** The lag measure (tests pass their own). */
  lag?: () => number;
  /** Milliseconds for the token bucket (tests pass their own, so a slow machine does not refill it). */
  now?: () => number;
}

/**
 * How late the event loop runs, damped as toobusy-js does: a timer every 10 ms notes how late it
 * fired. One per process, started on first use, never keeping the process alive.
 */
let sharedLag: { value: number } | null = null;
export function eventLoopLag(): number {
  if (!sharedLag) {
    const state = { value: 0 };
    const interval = 10;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      const late = Math.max(0, now - last - interval);
      last = now;
      state.value = state.value * (2 / 3) + late / 3;
    }, interval).unref();
    sharedLag = state;
  }
  return sharedLag.value;
}

/**
 * Holds refusals before they are sent: a refused request costs a little CPU, and a client that asks
 * again at once turns refusals into a flood of their own. Held about `ms` (±25 %), each connection
 * of a flood asks about once per interval, and a held socket costs no CPU. Past `maxHeld` at once,
 * refusals go out straight away rather than holding more sockets.
 */
export function refusalHold(ms: number, maxHeld = 2_000): () => Promise<void> {
  let held = 0;
  return async () => {
    if (held >= maxHeld) return;
    held++;
    try {
      await new Promise((resolve) => setTimeout(resolve, ms * (0.75 + Math.random() / 2)));
    } finally {
      held--;
    }
  };
}

export interface WorkBudget {
  middleware: MiddlewareHandler;
  readonly stats: { running: number; queued: number; refused: number };
}

/**
 * A site-wide budget for one kind of expensive request (chat answers, results, imports). Whatever one
 * route receives, only `concurrency` of them are worked on and a short queue waits; the rest get a
 * fast 503 with Retry-After, which costs next to nothing. So a flood of such requests from many
 * addresses, which per-address rate limits cannot stop, leaves pages their share of the event loop.
 */
export function workBudget(options: WorkBudgetOptions): WorkBudget {
  let running = 0;
  let refused = 0;
  const waiting: { admit: () => void }[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so `running` never dips below the queue's need.
    if (next) next.admit();
    else running--;
  };

  const hold = options.refuseAfterMs ? refusalHold(options.refuseAfterMs) : null;
  const refuse: MiddlewareHandler = async (c) => {
    refused++;
    if (hold) await hold();
    const { t } = bffMessages(requestLanguage(c));
    return errorResponse(c, 503, t('api.busy'), { headers: { 'retry-after': '2' } });
  };

  const clock = options.now ?? (() => performance.now());
  let tokens = options.maxPerSecond ?? 0;
  let filledAt = clock();
  const refill = () => {
    if (options.maxPerSecond === undefined) return;
    const now = clock();
    tokens = Math.min(options.maxPerSecond, tokens + ((now - filledAt) / 1000) * options.maxPerSecond);
    filledAt = now;
  };
  /**
   * Whether this kind is arriving fast (more than a few starts in the last second or so). Only then
   * does a late event loop refuse it: a few visitors' questions are answered whatever else the
   * process is doing (a busy CI machine runs late without any flood).
   */
  const arrivingFast = () => options.maxPerSecond === undefined || tokens < options.maxPerSecond - 5;
  const lag = options.lag ?? eventLoopLag;
  if (options.maxLagMs !== undefined) lag();
  const middleware: MiddlewareHandler = async (c, next) => {
    refill();
    if (options.maxPerSecond !== undefined && tokens < 1) return refuse(c, next);
    if (options.maxLagMs !== undefined && arrivingFast() && lag() > options.maxLagMs) return refuse(c, next);
    if (options.maxPerSecond !== undefined) tokens -= 1;
    if (running < options.concurrency) {
      running++;
    } else {
      if (waiting.length >= options.maxQueued) return refuse(c, next);
      const admitted = await new Promise<boolean>((resolve) => {
        const entry = {
          admit: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          resolve(false);
        }, options.maxWaitMs);
        waiting.push(entry);
      });
      if (!admitted) return refuse(c, next);
    }
    try {
      await next();
    } finally {
      release();
    }
  };

  return {
    middleware,
    get stats() {
      return { running, queued: waiting.length, refused };
    },
  };
}
