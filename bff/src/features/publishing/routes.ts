import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { publishRequestSchema, type PublishPreview, type PublishResponse, type UnpublishResponse } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { parseOrThrow, readJson } from '../../http/validate';
import { requestLanguage } from '../../http/request-language';
import { bffMessages } from '../../i18n/messages';
import type { AuditLog } from '../audit/audit-log';
import type { Auth } from '../auth/auth';
import type { Notifications, PublishedThing } from '../notifications/notifications';
import { idParam, visibleProject } from '../projects/access';
import { iso } from '../users/users';

/** What the publish step needs of a row, whichever table it is in. */
interface PublishState {
  title: string;
  published_at: Date | null;
  notified_at: Date | null;
}

/** One kind of thing staff publish: how its state is read and changed, and what its mail says. */
interface Publishable {
  /** The path segment under a project: `data-items`, `deliverables`. */
  segment: string;
  /** The audit log's target type, and the prefix of its actions (`data_item.publish`). */
  targetType: 'data_item' | 'deliverable';
  find(db: Kysely<DatabaseSchema>, projectId: string, id: string): Promise<PublishState | undefined>;
  /** Sets published_at (and notified_at when given) only if the row is still in the state it was read in; false when another request got there first. */
  set(db: Kysely<DatabaseSchema>, id: string, change: { publishedAt: Date | null; notifiedAt?: Date; wasPublished: boolean }): Promise<boolean>;
  thing(db: Kysely<DatabaseSchema>, id: string, state: PublishState): Promise<PublishedThing>;
}

const dataItems: Publishable = {
  segment: 'data-items',
  targetType: 'data_item',
  find: (db, projectId, id) => db.selectFrom('data_items').select(['title', 'published_at', 'notified_at']).where('id', '=', id).where('project_id', '=', projectId).executeTakeFirst(),
  async set(db, id, change) {
    const result = await db
      .updateTable('data_items')
      .set({ published_at: change.publishedAt, ...(change.notifiedAt ? { notified_at: change.notifiedAt } : {}) })
      .where('id', '=', id)
      .where('published_at', change.wasPublished ? 'is not' : 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  thing: async (_db, _id, state) => ({ kind: 'data-item', title: state.title }),
};

const deliverables: Publishable = {
  segment: 'deliverables',
  targetType: 'deliverable',
  find: (db, projectId, id) => db.selectFrom('deliverables').select(['title', 'published_at', 'notified_at']).where('id', '=', id).where('project_id', '=', projectId).executeTakeFirst(),
  async set(db, id, change) {
    const result = await db
      .updateTable('deliverables')
      .set({ published_at: change.publishedAt, ...(change.notifiedAt ? { notified_at: change.notifiedAt } : {}) })
      .where('id', '=', id)
      .where('published_at', change.wasPublished ? 'is not' : 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  async thing(db, id, state) {
    const count = await db.selectFrom('deliverable_versions').select((eb) => eb.fn.countAll<string>().as('n')).where('deliverable_id', '=', id).executeTakeFirstOrThrow();
    return { kind: 'deliverable', title: state.title, versions: Number(count.n) };
  },
};

/** The body of POST …/publish: JSON, or nothing at all (the same as `{}`). */
const readPublishRequest = (c: Context) => (c.req.header('content-type') ? readJson(c, publishRequestSchema) : parseOrThrow(publishRequestSchema, {}));

/**
 * The publish step, the same for data items and deliverables (staff only):
 * - GET  …/publish-preview: who would be e-mailed and the mail each would read, in their language;
 * - POST …/publish `{notifyAgain?}`: the client sees it from now on; they are e-mailed the first
 *   time, and on a later publish only when staff ask (`notifyAgain`). Publishing what is published
 *   changes and sends nothing;
 * - POST …/unpublish: back to a draft, the client loses access at once.
 * Every change is in the audit log.
 */
export function publishingRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; audit: AuditLog; notifications: Notifications; now?: () => number }) {
  const { db, auth } = deps;
  const now = () => new Date(deps.now ? deps.now() : Date.now());
  const app = new Hono();
  for (const kind of [dataItems, deliverables]) {
    const base = `/api/projects/:id/${kind.segment}/:itemId`;
    const target = async (c: Context) => {
      const session = await auth.requireStaff(c);
      const project = await visibleProject(db, session, c.req.param('id'));
      const id = idParam(c.req.param('itemId'), kind.targetType === 'data_item' ? 'data item' : 'deliverable');
      const state = await kind.find(db, project.id, id);
      if (!state) throw new ApiError(404, bffMessages(requestLanguage(c)).t('api.publish.notFound'));
      return { session, project, id, state };
    };

    app.get(`${base}/publish-preview`, async (c) => {
      const { project, id, state } = await target(c);
      const mails = await deps.notifications.publishedMails(project.id, await kind.thing(db, id, state));
      const body: PublishPreview = {
        title: state.title,
        publishedAt: state.published_at ? iso(state.published_at) : null,
        notifiedBefore: state.notified_at !== null,
        recipients: mails.map(({ person, mail }) => ({ name: person.name, email: person.email, language: person.language, subject: mail.subject, text: mail.text })),
      };
      return c.json(body);
    });

    app.post(`${base}/publish`, async (c) => {
      const { session, project, id, state } = await target(c);
      const request = await readPublishRequest(c);
      if (state.published_at) {
        const body: PublishResponse = { publishedAt: iso(state.published_at), notified: 0 };
        return c.json(body);
      }
      const at = now();
      const mail = state.notified_at === null || request.notifyAgain;
      if (!(await kind.set(db, id, { publishedAt: at, wasPublished: false, ...(mail ? { notifiedAt: at } : {}) }))) {
        // Another request published it a moment ago: that one mailed and audited.
        const current = await kind.find(db, project.id, id);
        const body: PublishResponse = { publishedAt: iso(current?.published_at ?? at), notified: 0 };
        return c.json(body);
      }
      const notified = mail ? await deps.notifications.published(project.id, await kind.thing(db, id, state)) : 0;
      await deps.audit.record(c, session.user, {
        action: `${kind.targetType}.publish`,
        targetType: kind.targetType,
        targetId: id,
        projectId: project.id,
        details: { title: state.title, notified, ...(state.notified_at ? { republished: true } : {}) },
      });
      const body: PublishResponse = { publishedAt: iso(at), notified };
      return c.json(body);
    });

    app.post(`${base}/unpublish`, async (c) => {
      const { session, project, id, state } = await target(c);
      const body: UnpublishResponse = { publishedAt: null };
      if (!state.published_at) return c.json(body);
      if (await kind.set(db, id, { publishedAt: null, wasPublished: true })) {
        await deps.audit.record(c, session.user, { action: `${kind.targetType}.unpublish`, targetType: kind.targetType, targetId: id, projectId: project.id, details: { title: state.title } });
      }
      return c.json(body);
    });
  }
  return app;
}
