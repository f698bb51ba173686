import { Hono } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import { inquiryListQuerySchema, updateInquiryRequestSchema, type Inquiry, type InquiryListResponse } from '@swat/shared-contracts';
import type { DatabaseSchema, InquiriesTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import type { Auth } from '../auth/auth';
import type { AuditLog } from '../audit/audit-log';
import { idParam } from '../projects/access';
import { iso } from '../users/users';

const COLUMNS = ['id', 'name', 'company', 'email', 'phone', 'service_of_interest', 'message', 'created_at', 'handled_at', 'chat_session_id'] as const;

function toInquiry(row: Pick<Selectable<InquiriesTable>, (typeof COLUMNS)[number]>): Inquiry {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    serviceOfInterest: row.service_of_interest,
    message: row.message,
    createdAt: iso(row.created_at),
    handledAt: row.handled_at ? iso(row.handled_at) : null,
    chatSessionId: row.chat_session_id,
  };
}

/** Staff read the contact form's inquiries (written by the contact feature) and mark them handled. */
export function inquiryRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; audit: AuditLog }) {
  const { db, auth } = deps;
  const app = new Hono();

  app.get('/api/inquiries', async (c) => {
    await auth.requireStaff(c);
    const query = readQuery(c, inquiryListQuerySchema);
    let base = db.selectFrom('inquiries');
    if (query.handled !== undefined) base = base.where('handled_at', query.handled ? 'is not' : 'is', null);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('company', 'ilike', pattern), eb('message', 'ilike', pattern)]));
    }
    const [rows, total, unhandled] = await Promise.all([
      base
        .select([...COLUMNS])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('inquiries').where('handled_at', 'is', null).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const body: InquiryListResponse = { items: rows.map(toInquiry), total: Number(total.n), page: query.page, pageSize: query.pageSize, unhandled: Number(unhandled.n) };
    return c.json(body);
  });

  app.patch('/api/inquiries/:id', async (c) => {
    const { user } = await auth.requireStaff(c);
    const id = idParam(c.req.param('id'), 'inquiry');
    const { handled } = await readJson(c, updateInquiryRequestSchema);
    const row = await db
      .updateTable('inquiries')
      // Marking handled twice keeps the first time.
      .set((eb) => ({ handled_at: handled ? eb.fn.coalesce('handled_at', eb.val(new Date())) : null }))
      .where('id', '=', id)
      .returning([...COLUMNS])
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'There is no such inquiry.');
    await deps.audit.record(c, user, { action: handled ? 'inquiry.handled' : 'inquiry.reopened', targetType: 'inquiry', targetId: id, details: { from: row.email } });
    const body: Inquiry = toInquiry(row);
    return c.json(body);
  });

  return app;
}
