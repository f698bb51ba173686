import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createNoncePool } from './nonce-pool';

describe('the CSP nonce pool', () => {
  it('gives 128-bit base64 nonces that never repeat, across refills', () => {
    const next = createNoncePool();
    const nonces = Array.from({ length: 2_000 }, next);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('uses each random byte once and asks for fresh bytes only when the buffer is spent', () => {
    const fills: Buffer[] = [];
    const next = createNoncePool((size) => {
      const bytes = randomBytes(size);
      fills.push(Buffer.from(bytes));
      return bytes;
    });
    const nonces = Array.from({ length: 257 }, next);
    expect(fills).toHaveLength(2);
    expect(nonces[0]).toBe(fills[0]!.toString('base64', 0, 16));
    expect(nonces[255]).toBe(fills[0]!.toString('base64', 255 * 16, 256 * 16));
    expect(nonces[256]).toBe(fills[1]!.toString('base64', 0, 16));
  });
});
