import type { Kysely } from 'kysely';
import { PROJECT_STAGES, projectStageSchema, SERVICE_OF_INTEREST_LABELS, type ServiceOfInterest } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../mail/mailer';
import { renderMail, type RenderedMail } from '../mail/templates';
import { projectClientPeople, type ProjectPerson } from '../projects/audience';

/** What was published, as the client's mail names it. */
export type PublishedThing = { kind: 'data-item'; title: string } | { kind: 'deliverable'; title: string; versions: number };

export interface Notifications {
  /** Staff hear of each new contact inquiry: INQUIRY_NOTIFY_TO, else every active admin. */
  inquiryReceived(inquiry: { name: string; email: string; company: string | null; serviceOfInterest: string | null; message: string }): Promise<void>;
  /** The client's people hear that their project moved to a new stage, unless they turned that off. */
  stageChanged(projectId: string, change: { from: string | null; to: string }): Promise<void>;
  /** The mail each of the project's client people would get about a publication, in their own language (nothing is sent). */
  publishedMails(projectId: string, thing: PublishedThing): Promise<{ person: ProjectPerson; mail: RenderedMail }[]>;
  /** Queues those mails; answers how many. */
  published(projectId: string, thing: PublishedThing): Promise<number>;
}

export function createNotifications(deps: { db: Kysely<DatabaseSchema>; mailer: Mailer; publicOrigin: string; inquiryNotifyTo: string[]; log: Logger }): Notifications {
  const { db, mailer, log } = deps;
  const publishedMails: Notifications['publishedMails'] = async (projectId, thing) => {
    const project = await db.selectFrom('projects').select(['code', 'title']).where('id', '=', projectId).executeTakeFirst();
    if (!project) return [];
    return (await projectClientPeople(db, projectId)).map((person) => {
      const path = `${person.language === 'ar' ? '/ar' : ''}/client-dashboard/project/${projectId}`;
      const common = { name: person.name, projectCode: project.code, projectTitle: project.title, url: `${deps.publicOrigin}${path}` };
      const mail =
        thing.kind === 'data-item'
          ? renderMail('dataPublished', { ...common, itemTitle: thing.title }, person.language)
          : renderMail('deliverablePublished', { ...common, title: thing.title, versions: thing.versions }, person.language);
      return { person, mail };
    });
  };
  const published: Notifications['published'] = async (projectId, thing) => {
    const mails = await publishedMails(projectId, thing);
    for (const { person, mail } of mails) await mailer.send(person.email, mail);
    return mails.length;
  };
  return {
    async inquiryReceived(inquiry) {
      let recipients = deps.inquiryNotifyTo;
      if (recipients.length === 0) {
        const admins = await db.selectFrom('users').select('email').where('role', '=', 'admin').where('disabled_at', 'is', null).execute();
        recipients = admins.map((a) => a.email);
      }
      if (recipients.length === 0) log.warn('new inquiry: nobody to notify (no INQUIRY_NOTIFY_TO and no active admin)');
      const mail = renderMail('inquiryReceived', {
        from: inquiry.name,
        email: inquiry.email,
        company: inquiry.company,
        service: inquiry.serviceOfInterest ? (SERVICE_OF_INTEREST_LABELS[inquiry.serviceOfInterest as ServiceOfInterest] ?? inquiry.serviceOfInterest) : null,
        message: inquiry.message,
        url: `${deps.publicOrigin}/swatdashboard/inquiries`,
      });
      for (const to of recipients) await mailer.send(to, mail);
    },
    publishedMails,
    published,
    async stageChanged(projectId, change) {
      const stage = projectStageSchema.parse(change.to);
      const project = await db
        .selectFrom('projects as p')
        .leftJoin('project_stages as s', (join) => join.onRef('s.project_id', '=', 'p.id').on('s.stage', '=', stage))
        .select(['p.code', 'p.title', 's.note'])
        .where('p.id', '=', projectId)
        .executeTakeFirst();
      if (!project) return;
      const next = PROJECT_STAGES[PROJECT_STAGES.indexOf(stage) + 1] ?? null;
      for (const person of await projectClientPeople(db, projectId)) {
        if (!person.stageEmails) continue;
        // Each person reads it in their own language; the link opens the project in that language.
        const path = `${person.language === 'ar' ? '/ar' : ''}/client-dashboard/project/${projectId}`;
        await mailer.send(
          person.email,
          renderMail('stageChanged', { name: person.name, projectCode: project.code, projectTitle: project.title, stage, next, note: project.note, url: `${deps.publicOrigin}${path}` }, person.language),
        );
      }
    },
  };
}
