import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { hashToken } from '../auth/refresh-tokens';

export type PasswordTokenPurpose = 'reset' | 'invite';

/** A new single-use token; earlier unused tokens of the same purpose stop working, so only the latest link does. */
export async function issuePasswordToken(db: Kysely<DatabaseSchema>, userId: string, purpose: PasswordTokenPurpose, ttlMs: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('password_tokens').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    await trx.insertInto('password_tokens').values({ user_id: userId, purpose, token_hash: hashToken(token), expires_at: new Date(now.getTime() + ttlMs) }).execute();
  });
  return token;
}

/** Who a live token belongs to, without using it up: checked before any costly work is done for the request. */
export async function findPasswordToken(db: Kysely<DatabaseSchema>, token: string, now: Date): Promise<{ userId: string; purpose: PasswordTokenPurpose } | null> {
  const row = await db
    .selectFrom('password_tokens')
    .select(['user_id', 'purpose'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose } : null;
}

/** Uses the token up, once: of two requests presenting it, exactly one gets the account. */
export async function consumePasswordToken(db: Kysely<DatabaseSchema>, token: string, now: Date): Promise<{ userId: string; purpose: PasswordTokenPurpose } | null> {
  const row = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'purpose'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose } : null;
}

/** Whom a token was made for, live, used or expired: an old link may still ask for a new one. */
export async function passwordTokenHolder(db: Kysely<DatabaseSchema>, token: string): Promise<{ userId: string; purpose: PasswordTokenPurpose } | null> {
  const row = await db.selectFrom('password_tokens').select(['user_id', 'purpose']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row ? { userId: row.user_id, purpose: row.purpose } : null;
}

/** Once a password is chosen every other link to choose one is spent: none may override it later. */
export async function spendOutstandingTokens(db: Kysely<DatabaseSchema>, userId: string, now: Date): Promise<void> {
  await db.updateTable('password_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Invited and no password chosen yet (the invitation may have expired: staff can send another). */
export function invitationPending(db: Kysely<DatabaseSchema>, userId: string): Promise<boolean> {
  return db
    .selectFrom('password_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}
