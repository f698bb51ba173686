import { describe, expect, it } from 'vitest';
import { startProcess } from '../../../scripts/stack';
import { supervise, type SupervisedChild } from '../../../scripts/supervise';

/** A real child process running a line of JavaScript, started the way the stack starts its own. */
const node = (name: string, code: string): SupervisedChild => startProcess(name, ['-e', code], {}, 'ignore');

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('process supervisor (npm start)', () => {
  it('restarts a crashing process with a growing pause, and logs each exit and restart', async () => {
    const lines: string[] = [];
    const started: number[] = [];
    const crashing = supervise(
      () => {
        started.push(Date.now());
        return node('portal', 'setTimeout(() => process.exit(3), 20)');
      },
      { initialDelayMs: 100, maxDelayMs: 400, log: (l) => lines.push(l) },
    );
    await until(() => crashing.restarts >= 4);
    await crashing.stop();
    const gaps = started.slice(1).map((t, i) => t - started[i]!);
    // 100, 200, 400, 400 ms of backoff (plus the 20 ms the child lives)
    expect(gaps[0]).toBeGreaterThanOrEqual(100);
    expect(gaps[1]).toBeGreaterThanOrEqual(200);
    expect(gaps[2]).toBeGreaterThanOrEqual(400);
    expect(gaps[3]).toBeLessThan(1_500);
    expect(lines).toContain('[supervisor] portal exited (code 3); restarting in 0.1 s');
    expect(lines).toContain('[supervisor] portal restarted (restart 1)');
  });

  it('leaves the other processes running while one restarts, and stop() ends all of them for good', async () => {
    const steady = supervise(() => node('bff', 'setInterval(() => {}, 1000)'), { log: () => {} });
    const flaky = supervise(() => node('marketing', 'setTimeout(() => process.exit(1), 10)'), { initialDelayMs: 50, log: () => {} });
    await until(() => flaky.restarts >= 2);
    expect(steady.child.exitCode).toBeNull();
    expect(steady.restarts).toBe(0);
    await Promise.all([steady.stop(), flaky.stop()]);
    const after = flaky.restarts;
    await new Promise((r) => setTimeout(r, 300));
    expect(flaky.restarts).toBe(after);
    expect(steady.child.exitCode !== null || steady.child.signalCode !== null).toBe(true);
  });
});
