import { Hono } from 'hono';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PublishDataItemResponse } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { AuditLog } from '../audit/audit-log';
import { isStaffRole, type Auth, type Session } from '../auth/auth';
import type { Notifications } from '../notifications/notifications';
import { idParam, visibleProject } from '../projects/access';
import { iso } from '../users/users';

/**
 * The one rule of who sees a data item (aliased `d`): staff see drafts, everyone else only
 * published items. Every query that serves items to a signed-in user goes through it.
 */
export function dataItemVisibleTo(session: Session): RawBuilder<boolean> {
  return isStaffRole(session.user.role) ? sql<boolean>`true` : sql<boolean>`d.published_at is not null`;
}

/** POST …/publish: a draft becomes visible to the client, who is e-mailed. Publishing twice keeps the first time and sends one mail. */
export function publishRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; audit: AuditLog; notifications: Notifications }) {
  const { db, auth } = deps;
  const app = new Hono();
  app.post('/api/projects/:id/data-items/:dataId/publish', async (c) => {
    const session = await auth.requireStaff(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const itemId = idParam(c.req.param('dataId'), 'data item');
    const published = await db
      .updateTable('data_items')
      .set({ published_at: new Date() })
      .where('id', '=', itemId)
      .where('project_id', '=', project.id)
      .where('published_at', 'is', null)
      .returning(['title', 'published_at'])
      .executeTakeFirst();
    if (published) {
      await deps.notifications.dataPublished(project.id, published.title);
      await deps.audit.record(c, session.user, { action: 'data_item.publish', targetType: 'data_item', targetId: itemId, projectId: project.id, details: { title: published.title } });
      const body: PublishDataItemResponse = { publishedAt: iso(published.published_at!) };
      return c.json(body);
    }
    const existing = await db.selectFrom('data_items').select('published_at').where('id', '=', itemId).where('project_id', '=', project.id).executeTakeFirst();
    if (!existing) throw new ApiError(404, 'There is no such data item.');
    const body: PublishDataItemResponse = { publishedAt: iso(existing.published_at!) };
    return c.json(body);
  });
  return app;
}
