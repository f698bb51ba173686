import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors';
import { createRefusalMemory } from './refusal-memory';

describe('refusal memory', () => {
  it('answers a pair just told to wait with the same 429, held back a moment, until its Retry-After ends', async () => {
    let clock = 1_000_000;
    const memory = createRefusalMemory({ maxSeconds: 5, maxEntries: 10, holdMs: 50, now: () => clock });
    let checks = 0;
    const refuse = () => {
      checks++;
      return Promise.reject(new ApiError(429, 'Wait.', { headers: { 'retry-after': '60' } }));
    };
    await expect(memory.remembering('a|x', refuse)).rejects.toMatchObject({ status: 429 });
    const started = performance.now();
    await expect(memory.assertNotWaiting('a|x')).rejects.toMatchObject({ status: 429, message: 'Wait.', options: { headers: { 'retry-after': '5' } } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    await expect(memory.assertNotWaiting('b|x')).resolves.toBeUndefined(); // another pair is not held
    clock += 5_000; // remembered for at most maxSeconds: then the real check runs again
    await expect(memory.assertNotWaiting('a|x')).resolves.toBeUndefined();
    expect(checks).toBe(1);
  });
});
