import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { MailOutboxResponse } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import type { Auth } from '../auth/auth';
import { requireAdmin } from '../staff/require-admin';
import { iso } from '../users/users';

/**
 * The outbox: every queued, sent, held or failed message. Admins only, because reset and
 * invitation links in it open other people's accounts.
 */
export function mailRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; smtpConfigured: boolean }) {
  const { db, auth } = deps;
  const app = new Hono();
  app.get('/api/mail/outbox', async (c) => {
    await requireAdmin(auth, c);
    const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(200).execute();
    const body: MailOutboxResponse = {
      smtpConfigured: deps.smtpConfigured,
      items: rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        status: r.status,
        attempts: r.attempts,
        lastError: r.last_error,
        createdAt: iso(r.created_at),
        sentAt: r.sent_at ? iso(r.sent_at) : null,
      })),
    };
    return c.json(body, 200, { 'cache-control': 'no-store' });
  });
  return app;
}
