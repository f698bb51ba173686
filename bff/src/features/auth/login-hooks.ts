import type { Context } from 'hono';
import type { UserRow } from '../users/users';

/** What other features do on sign-in events (the audit log, temporary passwords); the sign-in route calls them. */
export interface LoginHooks {
  /** After the password checked out, before the session starts: may throw to refuse. */
  beforeSession?(c: Context, user: UserRow): Promise<void>;
  signedIn?(c: Context, user: UserRow): Promise<void>;
  refused?(c: Context, email: string, user: UserRow | null): Promise<void>;
  throttled?(c: Context, email: string): Promise<void>;
}
