import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrengthChecker } from './password-strength';

describe('PasswordStrengthChecker', () => {
  let checker: PasswordStrengthChecker;
  afterEach(async () => {
    await checker?.close();
  });

  it('scores in its own thread: breached and repetitive passwords low, a long unrelated phrase high', async () => {
    checker = new PasswordStrengthChecker();
    const [weak, strong] = await Promise.all([checker.score('password12', []), checker.score('amber kettle over lagoon 47', [])]);
    expect(weak.score).toBeLessThan(3);
    expect(strong.score).toBeGreaterThanOrEqual(3);
    expect(strong.common).toBe(false);
    expect((await checker.score('1111111111', [])).score).toBeLessThan(3);
    expect((await checker.score('iloveyou1234', [])).score).toBeLessThan(3);
  });

  it('lets the dictionaries go after the idle time, and loads them again for the next check', async () => {
    checker = new PasswordStrengthChecker(150);
    await checker.score('amber kettle over lagoon 47', []);
    expect(checker.loaded).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(checker.loaded).toBe(false);
    expect((await checker.score('password12', [])).score).toBeLessThan(3);
    expect(checker.loaded).toBe(true);
  });
});
