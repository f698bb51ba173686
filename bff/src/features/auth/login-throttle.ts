import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { RateLimiter, RateLimitResult, RateLimitRule } from '../../http/rate-limit';
import { bffMessages } from '../../i18n/messages';

export interface LoginLimits {
  /** Failed checks of one account from one address before that pair waits for the window to end. */
  perAccountAddress: number;
  /** Failed checks from one address, over all accounts: a guesser spraying many accounts. */
  perAddress: number;
  /** Failed checks of one account from anywhere before addresses it has never signed in from must wait. */
  perAccount: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccountAddress: 10, perAddress: 50, perAccount: 20, windowMs: 15 * 60_000 };

export const TOO_MANY_ATTEMPTS_MESSAGE = bffMessages('en').t('api.error.tooManySignIns');

/** Who is trying: the account (e-mail or user id) and the salted hash of the address (null when unknown). */
export interface Attempt {
  account: string;
  addressHash: string | null;
}

/**
 * How much an attempt that may go ahead looks like a guess. Suspect attempts hash in the
 * password queue's slower lane, so guessers never delay the people signing in normally.
 */
export interface AttemptStanding {
  suspect: boolean;
}

/** Failures that mark an account as under attack, or an address as spraying, for the hashing queue. */
export const SUSPECT_ACCOUNT_FAILURES = 3;
export const SUSPECT_ADDRESS_FAILURES = 5;
/** Typos a person may make from their own place before their attempts count as suspect. */
export const SUSPECT_PAIR_FAILURES = 3;

export interface LoginThrottle {
  /** Throws 429 (with Retry-After) when this attempt must wait; counts nothing. Says how suspect it looks otherwise. */
  check(attempt: Attempt, userId?: string | null): Promise<AttemptStanding>;
  /** A wrong password: counts against the account, the pair and the address. */
  recordFailure(attempt: Attempt): Promise<void>;
  /** A right password: clears the pair's count and remembers the address as known-good for the user. Never counts. */
  recordSuccess(attempt: Attempt, userId: string): Promise<void>;
}

/**
 * Password guessing limits that strangers cannot turn against a user:
 * - only failures count, so a busy office's successful sign-ins never use up its address;
 * - the pair (account, address) locks only that pair, and only for the rest of its window;
 * - the address-wide count (spraying many accounts), the account-wide count and its slower second
 *   tier (a day) hold back addresses the account has never signed in from, never one it has
 *   (login_addresses), so the right password from the user's usual place keeps working while
 *   someone elsewhere hammers the account.
 */
export function createLoginThrottle(deps: { db: Kysely<DatabaseSchema>; limiter: RateLimiter; limits: LoginLimits }): LoginThrottle {
  const { db, limiter, limits } = deps;
  const rules = {
    pair: { name: 'login-fail-pair', limit: limits.perAccountAddress, windowMs: limits.windowMs },
    address: { name: 'login-fail-ip', limit: limits.perAddress, windowMs: limits.windowMs },
    account: { name: 'login-fail-account', limit: limits.perAccount, windowMs: limits.windowMs },
    accountDay: { name: 'login-fail-account-day', limit: limits.perAccount * 5, windowMs: 24 * 60 * 60_000 },
  } satisfies Record<string, RateLimitRule>;
  const account = (a: Attempt) => a.account.trim().toLowerCase();
  const pairKey = (a: Attempt) => `${account(a)}|${a.addressHash ?? 'unknown'}`;
  // A limit is reached when the failures so far fill it: the next failure would exceed it.
  const full = (r: RateLimitResult, rule: RateLimitRule) => rule.limit - r.remaining >= rule.limit;
  const failures = (r: RateLimitResult | null, rule: RateLimitRule) => (r ? rule.limit - r.remaining : 0);

  const knownAddress = async (userId: string | null | undefined, addressHash: string | null) => {
    if (!userId || !addressHash) return false;
    const row = await db.selectFrom('login_addresses').select('user_id').where('user_id', '=', userId).where('address_hash', '=', addressHash).executeTakeFirst();
    return row !== undefined;
  };

  return {
    async check(attempt, userId) {
      const [pair, address, acct, acctDay] = await Promise.all([
        limiter.peek(rules.pair, pairKey(attempt)),
        attempt.addressHash ? limiter.peek(rules.address, attempt.addressHash) : null,
        limiter.peek(rules.account, account(attempt)),
        limiter.peek(rules.accountDay, account(attempt)),
      ]);
      const waits: number[] = [];
      if (full(pair, rules.pair)) waits.push(pair.retryAfterSeconds);
      // These hold back addresses the account has never signed in from: someone else's failures
      // (a guesser elsewhere, or behind the same office NAT) never lock a user out of their usual place.
      const strangerWaits = [
        address && full(address, rules.address) ? address.retryAfterSeconds : 0,
        full(acct, rules.account) ? acct.retryAfterSeconds : 0,
        full(acctDay, rules.accountDay) ? acctDay.retryAfterSeconds : 0,
      ].filter((s) => s > 0);
      let known: Promise<boolean> | undefined;
      const isKnown = () => (known ??= knownAddress(userId, attempt.addressHash));
      if (strangerWaits.length > 0 && !(await isKnown())) waits.push(...strangerWaits);
      if (waits.length > 0) throw new ApiError(429, TOO_MANY_ATTEMPTS_MESSAGE, { headers: { 'retry-after': String(Math.max(...waits)) } });
      // Trusted: a few typos at most from here, while neither the account nor the address draws
      // failures; or, when they do, no failure from here and a past sign-in from this very address.
      const pairFailures = failures(pair, rules.pair);
      const quiet = failures(acct, rules.account) < SUSPECT_ACCOUNT_FAILURES && failures(address, rules.address) < SUSPECT_ADDRESS_FAILURES;
      if (pairFailures < SUSPECT_PAIR_FAILURES && quiet) return { suspect: false };
      if (pairFailures === 0 && (await isKnown())) return { suspect: false };
      return { suspect: true };
    },
    async recordFailure(attempt) {
      await Promise.all([
        limiter.hit(rules.pair, pairKey(attempt)),
        attempt.addressHash ? limiter.hit(rules.address, attempt.addressHash) : null,
        limiter.hit(rules.account, account(attempt)),
        limiter.hit(rules.accountDay, account(attempt)),
      ]);
    },
    async recordSuccess(attempt, userId) {
      await limiter.reset(rules.pair, pairKey(attempt));
      if (!attempt.addressHash) return;
      const at = new Date();
      await db
        .insertInto('login_addresses')
        .values({ user_id: userId, address_hash: attempt.addressHash, last_success_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_success_at: at }))
        .execute();
    },
  };
}
