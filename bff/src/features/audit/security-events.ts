import type { LoginHooks } from '../auth/login-hooks';
import type { AuditLog } from './audit-log';

/** Sign-in success, failure and lockout (too many attempts) into the audit log, plus any extra checks. */
export function accountEventHooks(audit: AuditLog, extra: Pick<LoginHooks, 'beforeSession'> = {}): LoginHooks {
  return {
    ...extra,
    signedIn: (c, user) => audit.record(c, user, { action: 'auth.login', targetType: 'account', targetId: user.id, details: { role: user.role, path: c.req.path } }),
    refused: (c, email, user) => audit.record(c, null, { action: 'auth.login_failed', targetType: 'account', targetId: user?.id ?? null, details: { email, path: c.req.path } }),
    throttled: (c, email) => audit.record(c, null, { action: 'auth.lockout', targetType: 'account', details: { email, path: c.req.path } }),
  };
}
