import { Worker } from 'node:worker_threads';

/** What zxcvbn says of one password, as the policy needs it. */
export interface StrengthScore {
  /** 0–4 */
  score: number;
  /** The whole password is one entry of a breached-passwords list. */
  common: boolean;
  warning: string;
  suggestion: string | null;
}

type Answer = ({ id: number } & StrengthScore) | { id: number; error: string };

/**
 * Passwords are set rarely (a sign-up, a change, seeding), and zxcvbn's dictionaries cost some 36 MB
 * of heap for as long as they are loaded. They are loaded in a worker thread that stays while checks
 * keep coming and ends after `idleMs` without one, which hands the memory back.
 */
export class PasswordStrengthChecker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (score: StrengthScore) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly idleMs = 60_000) {}

  score(password: string, inputs: readonly string[]): Promise<StrengthScore> {
    const worker = this.running();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    // Held open while a check is under way (a CLI would otherwise exit before the answer), let go when idle.
    worker.ref();
    const id = this.nextId++;
    return new Promise<StrengthScore>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, inputs: [...inputs] });
    });
  }

  /** Ends the thread now (tests, shutdown). */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  /** Whether the dictionaries are loaded right now. */
  get loaded(): boolean {
    return this.worker !== null;
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./password-strength-worker.mjs', import.meta.url));
    worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(new Error(`password check failed: ${answer.error}`));
      else waiting.resolve(answer);
      if (this.pending.size === 0) {
        // An idle thread does not hold a process open that has nothing else to do.
        worker.unref();
        this.scheduleIdleEnd();
      }
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the password check stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private scheduleIdleEnd() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
    this.idleTimer.unref();
  }
}
