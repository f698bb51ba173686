import type { Context } from 'hono';
import { ApiError } from '../../http/errors';
import type { Auth, Session } from '../auth/auth';

export const ADMIN_ONLY_MESSAGE = 'Only admins may do this.';

/** 401 when signed out, 403 for clients and for staff who are not admins. */
export async function requireAdmin(auth: Auth, c: Context): Promise<Session> {
  const session = await auth.requireStaff(c);
  if (session.user.role !== 'admin') throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  return session;
}
