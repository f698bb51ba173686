import { Hono } from 'hono';
import { updateMeRequestSchema, type PublicUser } from '@swat/shared-contracts';
import type { Kysely, Updateable } from 'kysely';
import type { DatabaseSchema, UsersTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { readJson } from '../../http/validate';
import type { Auth } from '../auth/auth';
import { toPublicUser } from './users';
import { chosenPassword } from '../password-reset/temporary-password';

/** The signed-in user's own profile. */
export function meRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth }) {
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
    if (input.newPassword !== undefined) {
      const check = await auth.hasher.verify(input.currentPassword ?? '', user.password_hash);
      if (!check.ok) throw new ApiError(400, 'Your current password is not correct.', { fieldErrors: { currentPassword: ['Your current password is not correct.'] } });
      changes.password_hash = await auth.hasher.hash(input.newPassword);
      Object.assign(changes, chosenPassword());
    }
    const updated = await db.updateTable('users').set(changes).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    auth.forgetUser(user.id);
    // A new password signs out every other device, keeping this one.
    if (input.newPassword !== undefined) await auth.refreshTokens.revokeAllForUser(user.id, familyId);
    const body: PublicUser = toPublicUser(updated);
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });

  return app;
}
