/**
 * Keeps one child process running for `npm start`: when it exits on its own it is started again
 * after a growing pause (1 s, 2 s, 4 s … up to 30 s; back to 1 s once it has stayed up a minute),
 * and each exit and restart is logged. The other processes are not touched, so one remote's crash
 * leaves the bff and the other remote serving.
 */
import type { ChildProcess } from 'node:child_process';

/**
 * A process as the stack starts it (scripts/stack.ts). Declared here, below the stack, because
 * the stack supervises its processes: the stack imports this module, never the reverse.
 */
export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** The last lines it printed, shown or not. */
  recentOutput(): string[];
  stop(): Promise<void>;
}

export type SupervisedChild = RunningProcess;

export interface SuperviseOptions {
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Up this long, and the next crash starts the backoff from the beginning again. */
  stableAfterMs?: number;
  log?: (line: string) => void;
}

export interface Supervised {
  name: string;
  /** The current child (a new one after each restart). */
  readonly child: ChildProcess;
  readonly restarts: number;
  /** The current child's last lines. */
  recentOutput(): string[];
  stop(): Promise<void>;
}

export function supervise(start: () => SupervisedChild, options: SuperviseOptions = {}): Supervised {
  const { initialDelayMs = 1_000, maxDelayMs = 30_000, stableAfterMs = 60_000, log = (l) => process.stderr.write(`${l}\n`) } = options;
  let current = start();
  let stopping = false;
  let restarts = 0;
  let delay = initialDelayMs;
  let timer: NodeJS.Timeout | undefined;

  const watch = (proc: SupervisedChild) => {
    const startedAt = Date.now();
    proc.child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= stableAfterMs) delay = initialDelayMs;
      const wait = delay;
      delay = Math.min(delay * 2, maxDelayMs);
      log(`[supervisor] ${proc.name} exited (${signal ?? `code ${code}`}); restarting in ${Math.round(wait / 100) / 10} s`);
      timer = setTimeout(() => {
        if (stopping) return;
        restarts++;
        current = start();
        log(`[supervisor] ${current.name} restarted (restart ${restarts})`);
        watch(current);
      }, wait);
    });
  };
  watch(current);

  return {
    name: current.name,
    get child() {
      return current.child;
    },
    get restarts() {
      return restarts;
    },
    recentOutput: () => current.recentOutput(),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current.stop();
    },
  };
}
