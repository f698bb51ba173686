import { randomBytes } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/**
 * CSP nonces from a buffer of random bytes filled 256 nonces at a time. Every response needs a
 * fresh nonce, and one randomBytes call per response was 9 % of the bff's busy CPU under load
 * (the call costs far more than the 16 bytes it returns). Each byte is used once and the buffer
 * is never refilled in place, so nonces stay unpredictable and never repeat.
 */
export function createNoncePool(fill: (size: number) => Buffer = randomBytes): () => string {
  let pool: Buffer = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > pool.length) {
      pool = fill(NONCE_BYTES * NONCES_PER_FILL);
      offset = 0;
    }
    const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}
