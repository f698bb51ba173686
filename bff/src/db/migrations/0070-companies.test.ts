import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../database';
import { migrations } from './index';

describe('0070 companies on existing data', () => {
  it('makes one company per client (named from its company or its name), the client its lead, and gives projects their client’s company', async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0070'));
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => before }, allowUnorderedMigrations: true });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      const insertUser = async (email: string, company: string | null) =>
        (await sql<{ id: string }>`insert into users (email, name, role, company, password_hash) values (${email}, ${`Name of ${email}`}, 'client', ${company}, 'x') returning id`.execute(database.db)).rows[0]!.id;
      const withCompany = await insertUser('a@example.com', 'Oasis Dairy');
      const withoutCompany = await insertUser('b@example.com', '  ');
      await sql`insert into projects (code, title, client_id) values ('SWR-OLD-001', 'Old study', ${withCompany})`.execute(database.db);

      await migrateToLatest(database.db);
      const users = await database.db.selectFrom('users as u').innerJoin('companies as c', 'c.id', 'u.company_id').select(['u.email', 'c.name', 'u.company_lead', 'u.all_projects']).orderBy('u.email').execute();
      expect(users).toEqual([
        { email: 'a@example.com', name: 'Oasis Dairy', company_lead: true, all_projects: true },
        { email: 'b@example.com', name: 'Name of b@example.com', company_lead: true, all_projects: true },
      ]);
      const project = await database.db.selectFrom('projects').select(['company_id']).where('code', '=', 'SWR-OLD-001').executeTakeFirstOrThrow();
      const company = await database.db.selectFrom('users').select('company_id').where('id', '=', withCompany).executeTakeFirstOrThrow();
      expect(project.company_id).toBe(company.company_id);
      // A project inserted with only its contact still gets the contact's company.
      await sql`insert into projects (code, title, client_id) values ('SWR-NEW-001', 'New study', ${withoutCompany})`.execute(database.db);
      const later = await database.db.selectFrom('projects').select('company_id').where('code', '=', 'SWR-NEW-001').executeTakeFirstOrThrow();
      expect(later.company_id).not.toBeNull();
    } finally {
      await database.close();
    }
  });
});
