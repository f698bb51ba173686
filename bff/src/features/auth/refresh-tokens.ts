import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type RotateOutcome =
  | { kind: 'rotated'; userId: string; familyId: string; token: string }
  /** Presented again moments after a rotation: two tabs refreshing at once, not theft. */
  | { kind: 'concurrent'; userId: string; familyId: string }
  /** A rotated token came back later: someone holds a copy. The family is now revoked. */
  | { kind: 'reused'; userId: string; familyId: string }
  | { kind: 'invalid' };

export interface RefreshTokenStore {
  /** clientHash: who the token is issued to (see AuthOptions.clientFingerprint). */
  issue(userId: string, familyId?: string, clientHash?: string | null): Promise<{ token: string; familyId: string }>;
  rotate(token: string, clientHash?: string | null): Promise<RotateOutcome>;
  familyOf(token: string): Promise<string | null>;
  revokeFamily(familyId: string): Promise<void>;
  revokeAllForUser(userId: string, exceptFamilyId?: string): Promise<void>;
}

export function createRefreshTokenStore(db: Kysely<DatabaseSchema>, options: { ttlSeconds: number; reuseGraceMs: number; now: () => number }): RefreshTokenStore {
  const { ttlSeconds, reuseGraceMs, now } = options;
  const revokeFamily = async (familyId: string) => {
    await db.updateTable('refresh_tokens').set({ revoked_at: new Date(now()) }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  };

  const issue = async (userId: string, familyId: string = randomUUID(), clientHash: string | null = null) => {
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('refresh_tokens')
      .values({ user_id: userId, family_id: familyId, token_hash: hashToken(token), expires_at: new Date(now() + ttlSeconds * 1000), client_hash: clientHash })
      .execute();
    return { token, familyId };
  };

  return {
    issue,
    async rotate(token, clientHash = null) {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { kind: 'invalid' };
      const hash = hashToken(token);
      const at = new Date(now());
      // One conditional UPDATE decides the race: of two requests rotating the same token, exactly one wins.
      const won = await db
        .updateTable('refresh_tokens')
        .set({ rotated_at: at })
        .where('token_hash', '=', hash)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'family_id'])
        .executeTakeFirst();
      if (won) {
        const next = await issue(won.user_id, won.family_id, clientHash);
        return { kind: 'rotated', userId: won.user_id, familyId: won.family_id, token: next.token };
      }
      const row = await db.selectFrom('refresh_tokens').select(['user_id', 'family_id', 'rotated_at', 'revoked_at', 'client_hash']).where('token_hash', '=', hash).executeTakeFirst();
      if (!row || row.revoked_at) return { kind: 'invalid' };
      if (row.rotated_at) {
        // The grace is for two tabs of one browser: a copy presented by another client is theft, even a second later.
        const sameClient = row.client_hash === null || row.client_hash === clientHash;
        if (sameClient && now() - new Date(row.rotated_at).getTime() <= reuseGraceMs) return { kind: 'concurrent', userId: row.user_id, familyId: row.family_id };
        await revokeFamily(row.family_id);
        return { kind: 'reused', userId: row.user_id, familyId: row.family_id };
      }
      return { kind: 'invalid' }; // expired
    },
    async familyOf(token) {
      const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
      return row?.family_id ?? null;
    },
    revokeFamily,
    async revokeAllForUser(userId, exceptFamilyId) {
      let q = db.updateTable('refresh_tokens').set({ revoked_at: new Date(now()) }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (exceptFamilyId) q = q.where('family_id', '!=', exceptFamilyId);
      await q.execute();
      // Expired rows serve no purpose beyond reuse detection; keep a week of them.
      await db.deleteFrom('refresh_tokens').where('expires_at', '<', new Date(now() - 7 * 86_400_000)).execute();
    },
  };
}
