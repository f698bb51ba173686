import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createFairQueue, type FairQueueOptions, type Ticket } from './hashing-queue';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

export interface PasswordHasher {
  /** `who` names who is asking (an account, or a ticket that also says from where and how suspect): the hashing queue serves keys in turn. */
  hash(password: string, who?: string | Ticket): Promise<string>;
  /** needsRehash: the stored hash uses other parameters than the current ones. */
  verify(password: string, stored: string, who?: string | Ticket): Promise<{ ok: boolean; needsRehash: boolean }>;
  /** Spends the same time as a real check, for unknown accounts: response time must not reveal which e-mails exist. */
  verifyDummy(password: string, who?: string | Ticket): Promise<void>;
}

/**
 * Two scrypt jobs at once (2 × 128 MiB at N=2^17) leave libuv's other threads to file and DNS work;
 * one of the two is kept for attempts that cannot be guesses. A suspect attempt (recent failures)
 * may hold one place per account and two per address, and is refused with 429 when it would wait
 * more than about three jobs.
 */
export const DEFAULT_HASHING_QUEUE: FairQueueOptions = {
  concurrency: 2,
  maxQueuedPerKey: 4,
  maxQueued: 64,
  maxSuspectPerKey: 1,
  maxSuspectPerAddress: 2,
  maxSuspectQueued: 4,
  maxSuspectWaitMs: 3_000,
  maxWaitMs: 15_000,
};

// 128·N·r·p bytes of working memory, plus headroom: Node's default maxmem (32 MiB) refuses N=2^17.
const maxmemFor = ({ log2N, r, p }: ScryptParams) => 128 * 2 ** log2N * r * p + 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.log2N, r: params.r, p: params.p, maxmem: maxmemFor(params) };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Self-describing, so the cost can be raised later and old hashes still verify: scrypt$ln=17,r=8,p=1$<salt>$<key>. */
function encode(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return `scrypt$ln=${params.log2N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function decode(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const params = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // Bounds keep a tampered row from making one login burn gigabytes of memory.
  if (params.log2N < 10 || params.log2N > 20 || params.r < 1 || params.r > 16 || params.p < 1 || params.p > 4) return null;
  return { params, salt: Buffer.from(match[4]!, 'base64'), key: Buffer.from(match[5]!, 'base64') };
}

export function createPasswordHasher(options: { log2N: number; queue?: FairQueueOptions }): PasswordHasher {
  const current: ScryptParams = { log2N: options.log2N, r: 8, p: 1 };
  const queue = createFairQueue(options.queue ?? DEFAULT_HASHING_QUEUE);
  let dummy: Promise<string> | undefined;
  const hash = async (password: string, who: string | Ticket = 'anonymous') => {
    const salt = randomBytes(SALT_LENGTH);
    return encode(current, salt, await queue.run(who, () => derive(password, salt, current)));
  };
  const verify = async (password: string, stored: string, who: string | Ticket = 'anonymous') => {
    const decoded = decode(stored);
    if (!decoded) return { ok: false, needsRehash: false };
    const key = await queue.run(who, () => derive(password, decoded.salt, decoded.params));
    const ok = key.length === decoded.key.length && timingSafeEqual(key, decoded.key);
    const p = decoded.params;
    return { ok, needsRehash: ok && (p.log2N !== current.log2N || p.r !== current.r || p.p !== current.p) };
  };
  return {
    hash,
    verify,
    async verifyDummy(password, who) {
      dummy ??= hash(randomBytes(16).toString('hex'), 'dummy');
      await verify(password, await dummy, who);
    },
  };
}
