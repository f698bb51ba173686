import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import {
  PASSWORD_CHANGE_REQUIRED_CODE,
  PASSWORD_CHANGE_REQUIRED_MESSAGE,
  TEMPORARY_PASSWORD_DAYS,
  TEMPORARY_PASSWORD_EXPIRED_MESSAGE,
} from '@swat/shared-contracts';
import { ApiError, errorResponse } from '../../http/errors';
import type { Auth } from '../auth/auth';
import type { UserRow } from '../users/users';

/** A password handed to staff once, to pass on to the client or the new colleague: 16 characters, about 96 bits. */
export const generatePassword = () => randomBytes(12).toString('base64url');

/** The columns that make a password temporary: to be changed at next sign-in, dead after 7 days. */
export const temporaryPassword = (now: Date) => ({ must_change_password: true, password_expires_at: new Date(now.getTime() + TEMPORARY_PASSWORD_DAYS * 86_400_000) });
/** The columns of a password the person chose themselves. */
export const chosenPassword = () => ({ must_change_password: false, password_expires_at: null });

/** Sign-in with a temporary password past its expiry is refused (the password was right, so saying why leaks nothing). */
export function assertTemporaryPasswordUsable(user: UserRow, now: Date): void {
  if (user.must_change_password && user.password_expires_at && new Date(user.password_expires_at).getTime() <= now.getTime()) {
    throw new ApiError(401, TEMPORARY_PASSWORD_EXPIRED_MESSAGE, { code: 'temporary_password_expired' });
  }
}

/** What a user with a temporary password may still call: read themselves, change the password, sign out. */
const ALLOWED: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/(auth\/user|me)$/ },
  { method: 'PATCH', path: /^\/api\/me$/ },
  { method: 'POST', path: /^\/api\/(client|admin)\/(login|logout)$/ },
  { method: 'POST', path: /^\/api\/auth\/(forgot|reset)-password$/ },
  { method: 'POST', path: /^\/api\/auth\/password-link\/(status|renew)$/ },
];

/** Every other API call is refused with a code the portal acts on (it shows the change-password form). */
export function passwordChangeGate(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    if (ALLOWED.some((a) => a.method === c.req.method && a.path.test(c.req.path))) return next();
    if (!c.req.header('cookie')?.includes(auth.cookieNames.refresh) && !c.req.header('cookie')?.includes(auth.cookieNames.access)) return next();
    const session = await auth.session(c);
    if (session?.user.must_change_password) {
      return errorResponse(c, 403, PASSWORD_CHANGE_REQUIRED_MESSAGE, { code: PASSWORD_CHANGE_REQUIRED_CODE });
    }
    return next();
  };
}
