import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, UserRole } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { findUserById, type UserRow } from '../users/users';
import { createAccessTokenService, type AccessTokenService } from './access-tokens';
import { createPasswordHasher, type PasswordHasher } from './passwords';
import { createRefreshTokenStore, type RefreshTokenStore } from './refresh-tokens';
import type { SigningKeys } from './signing-keys';
import { createSessionCache } from './session-cache';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './login-throttle';

export interface Session {
  user: UserRow;
  /** The refresh-token family of this sign-in. */
  familyId: string;
}

export type { LoginLimits } from './login-throttle';

export interface AuthOptions {
  db: Kysely<DatabaseSchema>;
  keys: SigningKeys;
  publicOrigin: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  scryptLog2N: number;
  log: Logger;
  now?: () => number;
  /** Told when a rotated refresh token comes back (a copy is in someone else's hands): the audit log records it. */
  onTokenReuse?: (c: Context, reuse: { userId: string; familyId: string }) => Promise<void>;
  /** How long a just-rotated refresh token still counts as a parallel request rather than reuse. */
  reuseGraceMs?: number;
  loginLimits?: Partial<LoginLimits>;
  /** How long a process may trust its last look at a session and its user (SESSION_CHECK_SECONDS); 0: ask the database every time. */
  sessionCheckMs?: number;
  /** A salted hash naming the client (address and browser): a rotated refresh token is honoured in the grace period only from it. */
  clientFingerprint?: (c: Context) => string | null;
}

export interface Auth {
  hasher: PasswordHasher;
  tokens: AccessTokenService;
  refreshTokens: RefreshTokenStore;
  cookieNames: { access: string; refresh: string };
  loginLimits: LoginLimits;
  /** The signed-in user, refreshing an expired access token from the refresh cookie when it can. */
  session(c: Context): Promise<Session | null>;
  requireUser(c: Context): Promise<Session>;
  /** 401 when signed out, 403 for clients. */
  requireStaff(c: Context): Promise<Session>;
  startSession(c: Context, user: UserRow): Promise<void>;
  endSession(c: Context): Promise<void>;
  /** Call after changing a user's row, so this process does not answer from its session cache. */
  forgetUser(userId: string): void;
}

export const isStaffRole = (role: UserRole) => role === 'staff' || role === 'admin';

export function createAuth(options: AuthOptions): Auth {
  const now = options.now ?? Date.now;
  const { db, log } = options;
  const https = options.publicOrigin.startsWith('https:');
  // __Host- binds the cookie to this exact origin (Secure, Path=/, no Domain); browsers allow it only over https.
  const cookieNames = https ? { access: '__Host-swat_access', refresh: '__Host-swat_refresh' } : { access: 'swat_access', refresh: 'swat_refresh' };
  // Strict: a link from another site arrives without the session (RFC 6265bis; the custom request header is the second defence).
  const cookieBase = { httpOnly: true, secure: https, sameSite: 'Strict', path: '/' } as const;
  const fingerprint = (c: Context) => options.clientFingerprint?.(c) ?? null;
  const hasher = createPasswordHasher({ log2N: options.scryptLog2N });
  const tokens = createAccessTokenService({ keys: options.keys, issuer: options.publicOrigin, ttlSeconds: options.accessTokenSeconds, now });
  const sessionCache = createSessionCache({ ttlMs: options.sessionCheckMs ?? 5_000, now });
  const tokenStore = createRefreshTokenStore(db, { ttlSeconds: options.refreshTokenSeconds, reuseGraceMs: options.reuseGraceMs ?? 10_000, now });
  // Every revocation made through this process is seen by its own session cache at once.
  const refreshTokens: RefreshTokenStore = {
    ...tokenStore,
    async revokeFamily(familyId) {
      sessionCache.forgetFamily(familyId);
      await tokenStore.revokeFamily(familyId);
      sessionCache.forgetFamily(familyId);
    },
    async revokeAllForUser(userId, exceptFamilyId) {
      sessionCache.forgetUser(userId);
      await tokenStore.revokeAllForUser(userId, exceptFamilyId);
      sessionCache.forgetUser(userId);
    },
  };
  // Keyed by the context, not the Request: body-limit middleware may swap c.req.raw mid-request.
  const sessions = new WeakMap<Context, Promise<Session | null>>();

  const setCookies = async (c: Context, user: UserRow, familyId: string, refreshToken: string) => {
    const access = await tokens.sign({ sub: user.id, role: user.role, sid: familyId });
    setCookie(c, cookieNames.access, access, { ...cookieBase, maxAge: options.accessTokenSeconds });
    setCookie(c, cookieNames.refresh, refreshToken, { ...cookieBase, maxAge: options.refreshTokenSeconds });
  };
  const clearCookies = (c: Context) => {
    deleteCookie(c, cookieNames.access, cookieBase);
    deleteCookie(c, cookieNames.refresh, cookieBase);
  };

  /** A user who may act now: exists, not disabled, and (when a token names one) still of the token's role. */
  const activeUser = async (id: string, role?: UserRole) => {
    const user = await findUserById(db, id);
    if (!user || user.disabled_at || (role && user.role !== role)) return null;
    return user;
  };
  const familyAlive = async (familyId: string) =>
    (await db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).where('revoked_at', 'is', null).limit(1).executeTakeFirst()) !== undefined;

  const resolve = async (c: Context): Promise<Session | null> => {
    const access = getCookie(c, cookieNames.access);
    if (access) {
      const claims = await tokens.verify(access);
      if (claims) {
        const user = await sessionCache.lookup(claims.sid, async () => ((await familyAlive(claims.sid)) ? activeUser(claims.sub) : null));
        if (user && user.id === claims.sub && user.role === claims.role) return { user, familyId: claims.sid };
      }
    }
    const refresh = getCookie(c, cookieNames.refresh);
    if (!refresh) {
      if (access) clearCookies(c);
      return null;
    }
    const outcome = await refreshTokens.rotate(refresh, fingerprint(c));
    if (outcome.kind === 'rotated') {
      const user = await activeUser(outcome.userId);
      if (!user) {
        await refreshTokens.revokeFamily(outcome.familyId);
        clearCookies(c);
        return null;
      }
      await setCookies(c, user, outcome.familyId, outcome.token);
      return { user, familyId: outcome.familyId };
    }
    if (outcome.kind === 'concurrent') {
      // The parallel request that won the rotation is setting the new cookies; this one just proceeds.
      const user = await activeUser(outcome.userId);
      return user ? { user, familyId: outcome.familyId } : null;
    }
    if (outcome.kind === 'reused') {
      // The store revoked the family; the access tokens it issued must stop now on this instance,
      // not when the session check would next look (sessionCheckMs).
      sessionCache.forgetFamily(outcome.familyId);
      log.warn('refresh token reuse: session family revoked', { requestId: c.get('requestId'), userId: outcome.userId });
      await options.onTokenReuse?.(c, { userId: outcome.userId, familyId: outcome.familyId });
    }
    clearCookies(c);
    return null;
  };

  const session = (c: Context) => {
    let pending = sessions.get(c);
    if (!pending) {
      pending = resolve(c);
      sessions.set(c, pending);
    }
    return pending;
  };

  const requireUser = async (c: Context) => {
    const current = await session(c);
    if (!current) throw new ApiError(401, 'Please sign in to continue.');
    return current;
  };

  return {
    hasher,
    tokens,
    refreshTokens,
    cookieNames,
    loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
    session,
    requireUser,
    async requireStaff(c) {
      const current = await requireUser(c);
      if (!isStaffRole(current.user.role)) throw new ApiError(403, 'This area is for SWAT Research staff only.');
      return current;
    },
    async startSession(c, user) {
      const previous = getCookie(c, cookieNames.refresh);
      if (previous) {
        const family = await refreshTokens.familyOf(previous);
        if (family) await refreshTokens.revokeFamily(family);
      }
      const { token, familyId } = await refreshTokens.issue(user.id, undefined, fingerprint(c));
      await setCookies(c, user, familyId, token);
      sessions.set(c, Promise.resolve({ user, familyId }));
    },
    async endSession(c) {
      const refresh = getCookie(c, cookieNames.refresh);
      const family = refresh ? await refreshTokens.familyOf(refresh) : null;
      if (family) await refreshTokens.revokeFamily(family);
      const access = getCookie(c, cookieNames.access);
      const claims = access ? await tokens.verify(access) : null;
      if (claims && claims.sid !== family) await refreshTokens.revokeFamily(claims.sid);
      clearCookies(c);
    },
    forgetUser: (userId) => sessionCache.forgetUser(userId),
  };
}
