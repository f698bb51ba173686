import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { clientMaySee } from './access';

export interface ProjectPerson {
  id: string;
  email: string;
  name: string;
  language: 'en' | 'ar';
  stageEmails: boolean;
}

/**
 * The client-side people of a project who may hear about it: every active user of the project's
 * company who can see it (all of the company's projects, or this one on their list). Notifications,
 * mails and unread counts all ask here, with the rule access.ts applies to a request.
 */
export async function projectClientPeople(db: Kysely<DatabaseSchema>, projectId: string): Promise<ProjectPerson[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.company_id', 'p.company_id')
    .select(['u.id', 'u.email', 'u.name', 'u.language', 'u.stage_emails'])
    .where('p.id', '=', projectId)
    .where(clientMaySee('u', 'p'))
    .orderBy('u.email')
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, language: r.language === 'ar' ? 'ar' : 'en', stageEmails: r.stage_emails }));
}
