import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

export interface ProjectPerson {
  id: string;
  email: string;
  name: string;
  language: 'en' | 'ar';
  stageEmails: boolean;
}

/**
 * The client-side people of a project who may hear about it: every active client user who can
 * see it. Notifications, mails and unread counts all ask here, so who-sees-a-project is decided
 * in one place (see access.ts for the same rule applied to a request).
 */
export async function projectClientPeople(db: Kysely<DatabaseSchema>, projectId: string): Promise<ProjectPerson[]> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.id', 'p.client_id')
    .select(['u.id', 'u.email', 'u.name', 'u.language', 'u.stage_emails'])
    .where('p.id', '=', projectId)
    .where('u.disabled_at', 'is', null)
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, name: r.name, language: r.language === 'ar' ? 'ar' : 'en', stageEmails: r.stage_emails }));
}
