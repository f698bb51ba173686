import { createHmac } from 'node:crypto';

/**
 * The one place the audit log turns a client address into something it may keep: an HMAC with a
 * server-side secret, so equal addresses match while the log alone cannot be reversed by trying
 * every IPv4 address. Point this at the shared salted IP hash helper when there is one.
 */
export function createAddressHasher(secret: Uint8Array): (address: string) => string | null {
  return (address) => (address === 'unknown' ? null : createHmac('sha256', secret).update(`audit:${address}`).digest('hex').slice(0, 32));
}
