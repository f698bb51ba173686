import { Hono } from 'hono';
import { updateMeRequestSchema, type PublicUser } from '@swat/shared-contracts';
import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { readJson } from '../../http/validate';
import type { AuditLog } from '../audit/audit-log';
import { requestLanguage } from '../../http/request-language';
import { bffMessages } from '../../i18n/messages';
import type { Auth } from '../auth/auth';
import type { LoginThrottle } from '../auth/login-throttle';
import { checkNewPassword } from '../auth/password-policy';
import { clientAddress } from '../../http/client-address';
import type { AddressHasher } from '../../http/address-hash';
import { toPublicUser } from './users';
import type { RefusalMemory } from '../auth/refusal-memory';
import { chosenPassword } from '../password-reset/temporary-password';

/** The signed-in user's own profile. */
export interface MeRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  /** The current-password check is a password guess like a sign-in, and is throttled the same way. */
  throttle: LoginThrottle;
  refusals: RefusalMemory;
  hashAddress: AddressHasher;
  trustProxy: boolean;
  audit: AuditLog;
}

export function meRoutes(deps: MeRouteDeps) {
  const { db, auth } = deps;
  const app = new Hono();

  app.get('/api/me', async (c) => {
    const { user } = await auth.requireUser(c);
    const body: PublicUser = toPublicUser(user);
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  app.patch('/api/me', async (c) => {
    const { user, familyId } = await auth.requireUser(c);
    const input = await readJson(c, updateMeRequestSchema);
    const changes: Updateable<UsersTable> = { updated_at: new Date() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.company !== undefined) changes.company = input.company;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.language !== undefined) changes.language = input.language;
    if (input.stageEmails !== undefined) changes.stage_emails = input.stageEmails;
    if (input.newPassword !== undefined) {
      const attempt = { account: user.email, addressHash: deps.hashAddress(clientAddress(c, deps.trustProxy)) };
      const key = user.email.trim().toLowerCase();
      const pair = `${key}|${attempt.addressHash ?? 'unknown'}`;
      await deps.refusals.assertNotWaiting(pair);
      await deps.refusals.remembering(pair, async () => {
        const standing = await deps.throttle.check(attempt, user.id);
        const check = await auth.hasher.verify(input.currentPassword ?? '', user.password_hash, { key, address: attempt.addressHash, suspect: standing.suspect });
        if (!check.ok) {
          await deps.throttle.recordFailure(attempt);
          const wrong = bffMessages(requestLanguage(c)).t('api.currentPasswordWrong');
          throw new ApiError(400, wrong, { fieldErrors: { currentPassword: [wrong] } });
        }
      });
      await deps.throttle.recordSuccess(attempt, user.id);
      // Checked after the current password, so only the account holder can make the server run the (costly) strength check.
      const verdict = await checkNewPassword(input.newPassword, [user.email, input.name ?? user.name, input.company ?? user.company], requestLanguage(c));
      if (!verdict.ok) throw new ApiError(400, verdict.reason!, { fieldErrors: { newPassword: [verdict.reason!] } });
      changes.password_hash = await auth.hasher.hash(input.newPassword, user.email);
      Object.assign(changes, chosenPassword());
    }
    const updated = await db.updateTable('users').set(changes).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    auth.forgetUser(user.id);
    if (input.newPassword !== undefined) {
      // A new password signs out every other device, keeping this one.
      await auth.refreshTokens.revokeAllForUser(user.id, familyId);
      // Whether the change was the one a temporary password forces, or the person's own choice.
      await deps.audit.record(c, user, { action: 'auth.password_change', targetType: 'account', targetId: user.id, details: { required: user.must_change_password } });
    }
    const body: PublicUser = toPublicUser(updated);
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  return app;
}
