import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // A company's people: leads invite colleagues; a colleague sees all of the company's projects
  // or only those listed in project_access.
  await db.schema.alterTable('users').addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('restrict')).execute();
  await db.schema.alterTable('users').addColumn('company_lead', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('users').addColumn('all_projects', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await sql`create index users_company_idx on users (company_id)`.execute(db);

  // Access follows the company; client_id stays as the project's main contact.
  await db.schema.alterTable('projects').addColumn('company_id', 'uuid', (c) => c.references('companies.id').onDelete('restrict')).execute();
  await sql`create index projects_company_idx on projects (company_id)`.execute(db);

  await db.schema
    .createTable('project_access')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_access_pk', ['user_id', 'project_id'])
    .execute();
  await sql`create index project_access_project_idx on project_access (project_id)`.execute(db);

  // Until now each client login was its own company: one company per client user (reusing the
  // user's id keeps the mapping in one statement), that user its lead, its projects the company's.
  await sql`insert into companies (id, name, created_at)
    select id, coalesce(nullif(trim(company), ''), name), created_at from users where role = 'client'`.execute(db);
  await sql`update users set company_id = id, company_lead = true where role = 'client'`.execute(db);
  await sql`update projects set company_id = (select u.company_id from users u where u.id = projects.client_id)`.execute(db);

  // A project inserted with only its contact (older code paths, seeding, tests) still gets the
  // contact's company, so no project is ever left without one by accident.
  await sql`
    create function projects_company_from_client() returns trigger language plpgsql as $$
    begin
      if new.company_id is null then
        select company_id into new.company_id from users where id = new.client_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger projects_company_default before insert on projects for each row execute function projects_company_from_client()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists projects_company_default on projects`.execute(db);
  await sql`drop function if exists projects_company_from_client()`.execute(db);
  await db.schema.dropTable('project_access').execute();
  await db.schema.alterTable('projects').dropColumn('company_id').execute();
  await db.schema.alterTable('users').dropColumn('all_projects').execute();
  await db.schema.alterTable('users').dropColumn('company_lead').execute();
  await db.schema.alterTable('users').dropColumn('company_id').execute();
  await db.schema.dropTable('companies').execute();
}
