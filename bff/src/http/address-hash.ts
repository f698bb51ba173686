import { createHmac } from 'node:crypto';

/** A salted, keyed hash of a client address: IPv4's small space makes a plain SHA-256 reversible by brute force. */
export type AddressHasher = (address: string) => string | null;

/**
 * HMAC-SHA-256 under a server secret (ADDRESS_HASH_SECRET, else derived from the access-token
 * signing key), so stored hashes can be compared with each other but not turned back into addresses.
 */
export function createAddressHasher(secret: Uint8Array | string): AddressHasher {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
  return (address) => (address === 'unknown' ? null : createHmac('sha256', key).update(address).digest('hex'));
}

/** The secret for address hashes: its own when configured, else a key derived from the signing secret (never the same bytes). */
export function addressHashSecret(configured: string | undefined, signingSecret: Uint8Array): Uint8Array {
  if (configured) return Buffer.from(configured, 'utf8');
  return createHmac('sha256', Buffer.from(signingSecret)).update('swat-research:address-hash:v1').digest();
}
