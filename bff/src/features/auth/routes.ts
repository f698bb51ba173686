import { Hono, type Context } from 'hono';
import { LOGIN_FAILED_MESSAGE, loginRequestSchema, type LoginResponse, type LogoutResponse, type PublicUser } from '@swat/shared-contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, UserRole } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { RateLimiter, RateLimitRule } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { findUserByEmail, toPublicUser, type UserRow } from '../users/users';
import type { Auth } from './auth';

export interface AuthRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  log: Logger;
  /** Other features' reactions to sign-in events (audit log, temporary passwords). */
  hooks?: LoginHooks;
}

export interface LoginHooks {
  /** After the password checked out, before the session starts: may throw to refuse. */
  beforeSession?(c: Context, user: UserRow): Promise<void>;
  signedIn?(c: Context, user: UserRow): Promise<void>;
  refused?(c: Context, email: string, user: UserRow | null): Promise<void>;
  throttled?(c: Context, email: string): Promise<void>;
}

const CLIENT_ROLES: readonly UserRole[] = ['client'];
const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];

export function authRoutes(deps: AuthRouteDeps) {
  const { db, auth, rateLimiter, log } = deps;
  const app = new Hono();
  const rules: { account: RateLimitRule; address: RateLimitRule } = {
    account: { name: 'login-account', limit: auth.loginLimits.perAccount, windowMs: auth.loginLimits.windowMs },
    address: { name: 'login-ip', limit: auth.loginLimits.perAddress, windowMs: auth.loginLimits.windowMs },
  };

  const throttle = async (c: Context, email: string) => {
    let retryAfter = 0;
    try {
      const [byAccount, byAddress] = await Promise.all([
        rateLimiter.hit(rules.account, email),
        rateLimiter.hit(rules.address, clientAddress(c, deps.trustProxy)),
      ]);
      for (const r of [byAccount, byAddress]) if (!r.allowed) retryAfter = Math.max(retryAfter, r.retryAfterSeconds);
    } catch (error) {
      // A limiter outage must not lock everyone out; scrypt's cost still slows guessing.
      log.warn('rate limiter unavailable', { rule: 'login', error });
    }
    if (retryAfter > 0) {
      await deps.hooks?.throttled?.(c, email);
      throw new ApiError(429, 'Too many sign-in attempts. Please wait a few minutes and try again.', { headers: { 'retry-after': String(retryAfter) } });
    }
  };

  const login = (allowed: readonly UserRole[]) => async (c: Context) => {
    const { email, password } = await readJson(c, loginRequestSchema);
    await throttle(c, email);
    const user = await findUserByEmail(db, email);
    let ok = false;
    if (user) {
      const check = await auth.hasher.verify(password, user.password_hash);
      ok = check.ok;
      if (ok && check.needsRehash) {
        await db.updateTable('users').set({ password_hash: await auth.hasher.hash(password) }).where('id', '=', user.id).execute();
      }
    } else {
      await auth.hasher.verifyDummy(password);
    }
    // Wrong password, unknown address, disabled account or the other login page: all the same answer.
    if (!user || !ok || user.disabled_at || !allowed.includes(user.role)) {
      log.info('login refused', { requestId: c.get('requestId'), userId: user?.id ?? null });
      await deps.hooks?.refused?.(c, email, user ?? null);
      throw new ApiError(401, LOGIN_FAILED_MESSAGE);
    }
    await deps.hooks?.beforeSession?.(c, user);
    await rateLimiter.reset(rules.account, email).catch(() => {});
    const signedIn = await db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    await auth.startSession(c, signedIn);
    log.info('login', { requestId: c.get('requestId'), userId: user.id, role: user.role });
    await deps.hooks?.signedIn?.(c, signedIn);
    const body: LoginResponse = toPublicUser(signedIn);
    return c.json(body, 200, { 'cache-control': 'no-store' });
  };

  const logout = async (c: Context) => {
    await auth.endSession(c);
    const body: LogoutResponse = { ok: true };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  };

  app.get('/api/auth/user', async (c) => {
    const { user } = await auth.requireUser(c);
    const body: PublicUser = toPublicUser(user);
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });
  app.post('/api/client/login', login(CLIENT_ROLES));
  app.post('/api/admin/login', login(STAFF_ROLES));
  app.post('/api/client/logout', logout);
  app.post('/api/admin/logout', logout);
  return app;
}
