import { Hono, type Context } from 'hono';
import { loginRequestSchema, type LoginResponse, type LogoutResponse, type PublicUser } from '@swat/shared-contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, UserRole } from '../../db/schema';
import { clientAddress } from '../../http/client-address';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { AddressHasher } from '../../http/address-hash';
import { readJson } from '../../http/validate';
import { requestLanguage } from '../../http/request-language';
import { bffMessages } from '../../i18n/messages';
import { findUserByEmail, toPublicUser } from '../users/users';
import type { Auth } from './auth';
import type { LoginThrottle } from './login-throttle';
import type { RefusalMemory } from './refusal-memory';
import type { LoginHooks } from './login-hooks';

export interface AuthRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  throttle: LoginThrottle;
  /** Pairs just told to wait are answered from memory: a guesser ignoring Retry-After costs nothing. */
  refusals: RefusalMemory;
  hashAddress: AddressHasher;
  trustProxy: boolean;
  log: Logger;
  /** Other features' reactions to sign-in events (audit log, temporary passwords). */
  hooks?: LoginHooks;
}

const CLIENT_ROLES: readonly UserRole[] = ['client'];
const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];

export function authRoutes(deps: AuthRouteDeps) {
  const { db, auth, throttle, log } = deps;
  const app = new Hono();

  /** `keepsPageLanguage`: the client doors store the sign-in page's language on the account; the staff area keeps its own switch. */
  const login = (allowed: readonly UserRole[], keepsPageLanguage: boolean) => async (c: Context) => {
    const { email, password, language } = await readJson(c, loginRequestSchema);
    const attempt = { account: email, addressHash: deps.hashAddress(clientAddress(c, deps.trustProxy)) };
    const pair = `${email.trim().toLowerCase()}|${attempt.addressHash ?? 'unknown'}`;
    await deps.refusals.assertNotWaiting(pair);
    return deps.refusals.remembering(pair, async () => {
    const user = await findUserByEmail(db, email);
    const standing = await throttle.check(attempt, user?.id).catch(async (error: unknown) => {
      // A refusal by the throttle is a lockout: the audit log records it.
      if (error instanceof ApiError && error.status === 429) await deps.hooks?.throttled?.(c, email);
      throw error;
    });
    const ticket = { key: attempt.account.trim().toLowerCase(), address: attempt.addressHash, suspect: standing.suspect };
    let ok = false;
    if (user) {
      const check = await auth.hasher.verify(password, user.password_hash, ticket);
      ok = check.ok;
      if (ok && check.needsRehash) {
        await db.updateTable('users').set({ password_hash: await auth.hasher.hash(password, email) }).where('id', '=', user.id).execute();
      }
    } else {
      await auth.hasher.verifyDummy(password, ticket);
    }
    // Wrong password, unknown address, disabled account or the other login page: all the same answer.
    if (!user || !ok || user.disabled_at || !allowed.includes(user.role)) {
      await throttle.recordFailure(attempt);
      log.info('login refused', { requestId: c.get('requestId'), userId: user?.id ?? null });
      await deps.hooks?.refused?.(c, email, user ?? null);
      throw new ApiError(401, bffMessages(requestLanguage(c)).t('api.loginFailed'));
    }
    await deps.hooks?.beforeSession?.(c, user);
    await throttle.recordSuccess(attempt, user.id);
    const chosen = keepsPageLanguage && language !== undefined ? { language } : {};
    const signedIn = await db.updateTable('users').set({ last_login_at: new Date(), ...chosen }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    await auth.startSession(c, signedIn);
    log.info('login', { requestId: c.get('requestId'), userId: user.id, role: user.role });
    await deps.hooks?.signedIn?.(c, signedIn);
    const body: LoginResponse = toPublicUser(signedIn);
    return c.json(body, 200, { 'cache-control': 'no-store' });
    });
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
  app.post('/api/client/login', login(CLIENT_ROLES, true));
  app.post('/api/admin/login', login(STAFF_ROLES, false));
  app.post('/api/client/logout', logout);
  app.post('/api/admin/logout', logout);
  return app;
}
