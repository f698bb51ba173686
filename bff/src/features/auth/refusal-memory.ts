import { ApiError } from '../../http/errors';

/**
 * Remembers, in this process, which (account, address) pairs were just told to wait (429 with
 * Retry-After), and answers them again from memory until then. A guesser that ignores Retry-After
 * then costs a map lookup instead of a round of counter reads on the shared database, so a busy
 * loop of refusals cannot slow everyone else's sign-ins. The counters in the store stay the
 * authority; this only saves work for refusals already decided.
 */
export interface RefusalMemory {
  /**
   * Throws the remembered 429 when this pair must still wait, after holding the answer for up to a
   * second (a few hundred at a time at most): a loop that ignores Retry-After then asks about once
   * a second instead of as fast as the network allows, and costs a timer meanwhile.
   */
  assertNotWaiting(pair: string): Promise<void>;
  /** Runs the attempt; a 429 it throws is remembered for (at most) its Retry-After. */
  remembering<T>(pair: string, attempt: () => Promise<T>): Promise<T>;
}

export function createRefusalMemory(options: { maxSeconds: number; maxEntries: number; holdMs?: number; maxHeld?: number; now?: () => number }): RefusalMemory {
  const now = options.now ?? Date.now;
  const holdMs = options.holdMs ?? 1_000;
  const maxHeld = options.maxHeld ?? 256;
  const until = new Map<string, { at: number; message: string }>();
  let held = 0;
  return {
    async assertNotWaiting(pair) {
      const entry = until.get(pair);
      if (!entry) return;
      const left = entry.at - now();
      if (left <= 0) {
        until.delete(pair);
        return;
      }
      if (held < maxHeld) {
        held++;
        await new Promise((resolve) => setTimeout(resolve, Math.min(holdMs, left)));
        held--;
      }
      throw new ApiError(429, entry.message, { headers: { 'retry-after': String(Math.max(1, Math.ceil((entry.at - now()) / 1000))) } });
    },
    async remembering(pair, attempt) {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          const seconds = Math.min(options.maxSeconds, Number(error.options.headers?.['retry-after']) || 1);
          // Oldest first out: a flood of new pairs cannot grow the map without end.
          if (until.size >= options.maxEntries) until.delete(until.keys().next().value!);
          until.set(pair, { at: now() + seconds * 1000, message: error.message });
        }
        throw error;
      }
    },
  };
}
