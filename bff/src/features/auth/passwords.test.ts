import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

describe('password hashing', () => {
  it('uses scrypt at N=2^17, r=8, p=1 by default, with a per-user salt', async () => {
    const hasher = createPasswordHasher({ log2N: 17 });
    const started = performance.now();
    const a = await hasher.hash('correct horse battery');
    expect(performance.now() - started).toBeGreaterThan(20);
    const b = await hasher.hash('correct horse battery');
    expect(a).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('correct horse battery', a)).toEqual({ ok: true, needsRehash: false });
    expect((await hasher.verify('correct horse batterY', a)).ok).toBe(false);
  });

  it('verifies hashes made with other parameters and asks for a rehash', async () => {
    const cheap = createPasswordHasher({ log2N: 10 });
    const stored = await cheap.hash('pässword ①');
    const current = createPasswordHasher({ log2N: 12 });
    expect(await current.verify('pässword ①', stored)).toEqual({ ok: true, needsRehash: true });
  });

  it('refuses malformed or absurd stored hashes without throwing', async () => {
    const hasher = createPasswordHasher({ log2N: 10 });
    for (const stored of ['', 'x', 'scrypt$ln=30,r=8,p=1$AAAA$AAAA', 'bcrypt$2b$10$abc']) {
      expect((await hasher.verify('anything', stored)).ok).toBe(false);
    }
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });
});
