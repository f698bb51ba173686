import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import {
  forgotPasswordRequestSchema,
  type ForgotPasswordRequest,
  passwordLinkRequestSchema,
  type PasswordLinkRenewResponse,
  type PasswordLinkStatusResponse,
  resetPasswordRequestSchema,
  RESET_TOKEN_MINUTES,
  type ForgotPasswordResponse,
  type ResetPasswordResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { createAfterResponseQueue } from '../../http/after-response';
import { clientAddress } from '../../http/client-address';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { rateLimit, type RateLimiter, type RateLimitRule } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { requestLanguage } from '../../http/request-language';
import { bffMessages } from '../../i18n/messages';
import type { AuditLog } from '../audit/audit-log';
import type { Auth } from '../auth/auth';
import { idParam } from '../projects/access';
import { assertAcceptablePassword, findUserByEmail, findUserById, WeakPasswordError } from '../users/users';
import type { AccountLinks } from './account-links';
import { chosenPassword } from './temporary-password';
import { consumePasswordToken, findPasswordToken, invitationPending, passwordTokenHolder, spendOutstandingTokens } from './tokens';

/** Per address: enough for a person who mistypes, too few to mail-bomb anyone. */
export const RESET_ADDRESS_LIMIT: RateLimitRule = { name: 'reset-ip', limit: 10, windowMs: 15 * 60_000 };
/** Per account: more requests are answered the same way but send nothing. */
export const RESET_ACCOUNT_LIMIT: RateLimitRule = { name: 'reset-account', limit: 3, windowMs: 15 * 60_000 };

/** Per address, for the set-password page asking whether its link works: a read, not a mail. */
export const LINK_STATUS_LIMIT: RateLimitRule = { name: 'link-status-ip', limit: 60, windowMs: 15 * 60_000 };

export interface PasswordResetDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  links: AccountLinks;
  audit: AuditLog;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  log: Logger;
  now: () => number;
}

export function passwordResetRoutes(deps: PasswordResetDeps) {
  const { db, auth, links, audit, log } = deps;
  const app = new Hono();
  const byAddress = rateLimit(deps.rateLimiter, RESET_ADDRESS_LIMIT, (c) => clientAddress(c, deps.trustProxy), log);
  const statusByAddress = rateLimit(deps.rateLimiter, LINK_STATUS_LIMIT, (c) => clientAddress(c, deps.trustProxy), log);

  // The answer goes before the work: looking the address up, counting, issuing a link and mailing
  // it take longer for an account that exists, and that difference would tell who has one.
  const afterResponse = createAfterResponseQueue({ log });
  const requestReset = async (c: Context, address: string, email: string, language: ForgotPasswordRequest['language']) => {
    let user = await findUserByEmail(db, email);
    let send = Boolean(user && !user.disabled_at);
    if (send) {
      const hit = await deps.rateLimiter.hit(RESET_ACCOUNT_LIMIT, email).catch(() => null);
      if (hit && !hit.allowed) send = false;
    }
    if (user && send) {
      // The page the request came from decides the mail's language, and later mails follow it.
      if (language && language !== user.language) {
        await db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
        user = { ...user, language };
      }
      await links.sendResetLink(user);
    }
    await audit.record(c, null, { action: 'auth.reset_requested', targetType: 'account', targetId: user?.id ?? null, details: { email, sent: send }, address });
  };

  app.post('/api/auth/forgot-password', byAddress, async (c) => {
    const { email, language } = await readJson(c, forgotPasswordRequestSchema);
    // Where it came from is read now: by the time the work runs the connection may be closed.
    const address = clientAddress(c, deps.trustProxy);
    afterResponse.add('password reset request', () => requestReset(c, address, email, language));
    const body: ForgotPasswordResponse = { ok: true, message: bffMessages(requestLanguage(c)).t('api.forgot.answer', { minutes: RESET_TOKEN_MINUTES }) };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  app.post('/api/auth/reset-password', byAddress, async (c) => {
    const { token, password } = await readJson(c, resetPasswordRequestSchema);
    const at = new Date(deps.now());
    const invalid = () => {
      const message = bffMessages(requestLanguage(c)).t('api.reset.invalid');
      return new ApiError(400, message, { fieldErrors: { token: [message] } });
    };
    // The token first: a made-up or spent link costs one indexed read, never a strength check or a
    // hash, so a flood of them cannot take the hashing capacity genuine resets need.
    const holder = await findPasswordToken(db, token, at);
    const owner = holder ? await findUserById(db, holder.userId) : undefined;
    if (!holder || !owner || owner.disabled_at) throw invalid();
    // The same rule as every other way a password is set (sign-up, profile, CLI); the link stays usable.
    try {
      await assertAcceptablePassword(password, [owner.email, owner.name, owner.company]);
    } catch (error) {
      if (error instanceof WeakPasswordError) throw new ApiError(400, error.message, { fieldErrors: { password: [error.message] } });
      throw error;
    }
    // Hashed under the account's own key, outside the moment the token is used up.
    const passwordHash = await auth.hasher.hash(password, owner.email);
    const used = await db.transaction().execute(async (trx) => {
      const consumed = await consumePasswordToken(trx, token, at);
      if (!consumed) return null;
      await spendOutstandingTokens(trx, consumed.userId, at);
      const user = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: at, ...chosenPassword() })
        .where('id', '=', consumed.userId)
        .where('disabled_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return user ? { user, purpose: consumed.purpose } : null;
    });
    if (!used) throw invalid();
    // Whoever held a session (or the password) before is out.
    await auth.refreshTokens.revokeAllForUser(used.user.id);
    const invitedClient = used.purpose === 'invite' && used.user.role === 'client';
    await audit.record(c, { id: used.user.id, email: used.user.email }, {
      action: used.purpose === 'invite' ? (invitedClient ? 'client.invitation_accepted' : 'staff.invitation_accepted') : 'auth.password_reset',
      targetType: used.purpose === 'invite' ? (invitedClient ? 'client' : 'staff') : 'account',
      targetId: used.user.id,
    });
    log.info(used.purpose === 'invite' ? 'invitation accepted' : 'password reset', { requestId: c.get('requestId'), userId: used.user.id });
    const body: ResetPasswordResponse = { ok: true, role: used.user.role };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  // The set-password page asks first whether its link still works, so an expired invitation says
  // so before anyone types a password. One indexed read, limited per address like the rest.
  app.post('/api/auth/password-link/status', statusByAddress, async (c) => {
    const { token } = await readJson(c, passwordLinkRequestSchema);
    const holder = await findPasswordToken(db, token, new Date(deps.now()));
    const owner = holder ? await findUserById(db, holder.userId) : undefined;
    const body: PasswordLinkStatusResponse = { valid: Boolean(owner && !owner.disabled_at) };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  // An expired or spent link asks for a new one. Only the link's own (unguessable) token names the
  // account, the answer is the same whatever it names, and the work runs after the answer, as
  // forgot-password does. Still invited: a new invitation (7 days); otherwise a reset link.
  const renewLink = async (c: Context, address: string, token: string, language: ForgotPasswordRequest['language']) => {
    const holder = await passwordTokenHolder(db, token);
    let user = holder ? await findUserById(db, holder.userId) : undefined;
    let send = Boolean(user && !user.disabled_at);
    if (user && send) {
      const hit = await deps.rateLimiter.hit(RESET_ACCOUNT_LIMIT, user.email).catch(() => null);
      if (hit && !hit.allowed) send = false;
    }
    if (user && send) {
      if (language && language !== user.language) {
        await db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
        user = { ...user, language };
      }
      if (await invitationPending(db, user.id)) {
        if (user.role === 'client') {
          const company = user.company_id ? await db.selectFrom('companies').select('name').where('id', '=', user.company_id).executeTakeFirst() : undefined;
          await links.sendClientInvitation(user, 'SWAT Research', company?.name ?? user.company ?? user.name);
        } else {
          await links.sendInvitation(user, 'SWAT Research');
        }
      } else {
        await links.sendResetLink(user);
      }
    }
    await audit.record(c, null, { action: 'auth.link_renewal_requested', targetType: 'account', targetId: user?.id ?? null, details: { sent: send }, address });
  };

  app.post('/api/auth/password-link/renew', byAddress, async (c) => {
    const { token, language } = await readJson(c, passwordLinkRequestSchema);
    const address = clientAddress(c, deps.trustProxy);
    afterResponse.add('password link renewal', () => renewLink(c, address, token, language));
    const body: PasswordLinkRenewResponse = { ok: true, message: bffMessages(requestLanguage(c)).t('api.renew.answer') };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  /** Staff send a client a reset link from the clients page. */
  app.post('/api/clients/:id/password-reset', async (c: Context) => {
    const { user: staff } = await auth.requireStaff(c);
    const client = await findUserById(db, idParam(c.req.param('id'), 'client'));
    if (!client || client.role !== 'client') throw new ApiError(404, 'There is no such client.');
    if (client.disabled_at) throw new ApiError(409, 'This account is disabled. Enable it before sending a reset link.');
    await links.sendResetLink(client);
    await audit.record(c, staff, { action: 'client.reset_link_sent', targetType: 'client', targetId: client.id, details: { email: client.email } });
    return c.json({ ok: true, message: `A reset link was sent to ${client.email}.` }, 202);
  });

  return app;
}
