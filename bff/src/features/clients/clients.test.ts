import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAccountSchema, clientListResponseSchema, companyPeopleResponseSchema, createClientResponseSchema, inquiryListResponseSchema, inquirySchema, projectSchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';

type Signed = Agent & { user: { id: string; email: string } };

describe.each(testDatabases())('clients and inquiries on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let staff: Signed;
  let client: Signed;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
    staff = await t.signedIn('staff');
    client = await t.signedIn('client');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('/api/clients', () => {
    it('creates a client without any password: the account opens only through its invitation link', async () => {
      const res = await staff.post('/api/clients', { email: 'Mona@Gulf-Foods.ae', name: 'Mona Saeed', company: 'Gulf Foods', phone: '+971 50 000 0000' });
      expect(res.status).toBe(201);
      const body = createClientResponseSchema.parse(await res.json());
      expect(body.client).toMatchObject({ email: 'mona@gulf-foods.ae', role: 'client', disabled: false, projectCount: 0, invitationPending: true, lead: true, companyName: 'Gulf Foods', language: 'en' });
      expect(body.invitationSent).toBe(true);
      // Staff cannot choose one either.
      expect((await staff.post('/api/clients', { email: 'omar@example.com', name: 'Omar', password: 'a chosen password' })).status).toBe(400);
    });

    it('refuses duplicates (409) and bad bodies (400)', async () => {
      const dup = await staff.post('/api/clients', { email: 'MONA@gulf-foods.ae', name: 'Again' });
      expect(dup.status).toBe(409);
      expect((await dup.json()).fieldErrors.email).toBeDefined();
      for (const body of [{ email: 'not-an-email', name: 'X' }, { email: 'a@b.co' }, { email: 'a@b.co', name: 'X', role: 'admin' }, { email: 'a@b.co', name: 'X', password: 'short' }, { email: 'a@b.co', name: 'X', language: 'fr' }, { email: 'a@b.co', name: 'X', companyId: 'nope' }]) {
        expect((await staff.post('/api/clients', body)).status).toBe(400);
      }
    });

    it('lists clients with project counts and searches them', async () => {
      await staff.post('/api/projects', { code: 'SWR-2026-500', title: 'P1', clientId: client.user.id });
      await staff.post('/api/projects', { code: 'SWR-2026-501', title: 'P2', clientId: client.user.id });
      const list = clientListResponseSchema.parse(await (await staff.get('/api/clients')).json());
      expect(list.items.every((c) => c.role === 'client')).toBe(true);
      expect(list.items.find((c) => c.id === client.user.id)?.projectCount).toBe(2);
      expect(list.items.some((c) => c.id === staff.user.id)).toBe(false);
      const found = clientListResponseSchema.parse(await (await staff.get('/api/clients?q=gulf')).json());
      expect(found.items.map((c) => c.email)).toEqual(['mona@gulf-foods.ae']);
      expect(JSON.stringify(list)).not.toMatch(/password|scrypt/);
    });

    it('disables a client, signing them out at once, and enables them again', async () => {
      const victim = await t.signedIn('client');
      const res = await staff.patch(`/api/clients/${victim.user.id}`, { disabled: true });
      expect(res.status).toBe(200);
      expect(clientAccountSchema.parse(await res.json()).disabled).toBe(true);
      expect((await victim.get('/api/auth/user')).status).toBe(401);
      expect((await t.agent().post('/api/client/login', { email: victim.user.email, password: victim.user.password })).status).toBe(401);
      const hidden = clientListResponseSchema.parse(await (await staff.get('/api/clients?includeDisabled=false')).json());
      expect(hidden.items.some((c) => c.id === victim.user.id)).toBe(false);
      expect((await staff.patch(`/api/clients/${victim.user.id}`, { disabled: false, name: 'Back Again' })).status).toBe(200);
      expect((await t.agent().post('/api/client/login', { email: victim.user.email, password: victim.user.password })).status).toBe(200);
    });

    it('404s for staff accounts, unknown and malformed ids; 400 for empty or unknown fields', async () => {
      expect((await staff.patch(`/api/clients/${staff.user.id}`, { disabled: true })).status).toBe(404);
      expect((await staff.patch('/api/clients/00000000-0000-0000-0000-000000000000', { disabled: true })).status).toBe(404);
      expect((await staff.patch('/api/clients/123', { disabled: true })).status).toBe(404);
      expect((await staff.patch(`/api/clients/${client.user.id}`, {})).status).toBe(400);
      expect((await staff.patch(`/api/clients/${client.user.id}`, { email: 'x@y.z' })).status).toBe(400);
      expect((await staff.patch(`/api/clients/${client.user.id}`, { disabled: 'yes' })).status).toBe(400);
    });

    it('is for staff only', async () => {
      expect((await t.agent().get('/api/clients')).status).toBe(401);
      expect((await client.get('/api/clients')).status).toBe(403);
      expect((await client.post('/api/clients', { email: 'x@y.co', name: 'X' })).status).toBe(403);
      expect((await client.patch(`/api/clients/${client.user.id}`, { name: 'Self' })).status).toBe(403);
      expect((await t.agent().post('/api/clients', { email: 'x@y.co', name: 'X' })).status).toBe(401);
    });
  });

  describe('PUT /api/clients/:id/company', () => {
    const companyOf = async (userId: string) => (await database.db.selectFrom('users').select('company_id').where('id', '=', userId).executeTakeFirstOrThrow()).company_id!;
    const signIn = async (user: { email: string; password: string }) => {
      const agent = t.agent();
      expect((await agent.post('/api/client/login', { email: user.email, password: user.password })).status).toBe(200);
      return agent;
    };
    const project = async (body: Record<string, string>) => {
      const res = await staff.post('/api/projects', { title: 'Move check', ...body });
      expect(res.status, await res.clone().text()).toBe(201);
      return projectSchema.parse(await res.json());
    };
    const codes = async (agent: Agent) => ((await (await agent.get('/api/projects')).json()) as { items: { code: string }[] }).items.map((p) => p.code).sort();

    it('moves a person with their access: the new company’s projects at once, none of the old one’s; audited; the old projects keep a contact', async () => {
      const oasisLead = await t.addUser('client', undefined, { company: 'Oasis Dairy' });
      const oasis = await companyOf(oasisLead.id);
      const moverUser = await t.addUser('client', undefined, { companyId: oasis, name: 'Rami Moved' });
      const palmLead = await t.addUser('client', undefined, { company: 'Palm Retail' });
      const palm = await companyOf(palmLead.id);
      const x1 = await project({ code: 'SWR-MOV-X1', companyId: oasis });
      const x2 = await project({ code: 'SWR-MOV-X2', clientId: moverUser.id });
      await project({ code: 'SWR-MOV-Y1', companyId: palm });
      await project({ code: 'SWR-MOV-Y2', companyId: palm });
      // The mover sees only X1 (a list), and is X2's contact.
      const lead = await signIn(oasisLead);
      expect((await lead.patch(`/api/company/people/${moverUser.id}`, { allProjects: false, projectIds: [x1.id] })).status).toBe(200);
      const mover = await signIn(moverUser);
      expect(await codes(mover)).toEqual(['SWR-MOV-X1']);

      const res = await staff.put(`/api/clients/${moverUser.id}/company`, { companyId: palm });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(clientAccountSchema.parse(await res.json())).toMatchObject({ companyId: palm, companyName: 'Palm Retail', company: 'Palm Retail', lead: false, allProjects: true, projectCount: 2 });
      // The same session, no new sign-in: Palm's projects, and X1 is gone.
      expect(await codes(mover)).toEqual(['SWR-MOV-Y1', 'SWR-MOV-Y2']);
      expect((await mover.get(`/api/projects/${x1.id}`)).status).toBe(404);
      expect(await database.db.selectFrom('project_access').select('project_id').where('user_id', '=', moverUser.id).execute()).toEqual([]);
      // X2 stays Oasis's, with Oasis's lead as its contact now.
      expect(projectSchema.parse(await (await staff.get(`/api/projects/${x2.id}`)).json()).client.id).toBe(oasisLead.id);
      const oasisPeople = companyPeopleResponseSchema.parse(await (await lead.get('/api/company/people')).json());
      expect(oasisPeople.people.map((p) => p.id)).toEqual([oasisLead.id]);

      const audit = await database.db.selectFrom('audit_log').select(['action', 'actor_id', 'details']).where('target_id', '=', moverUser.id).where('action', '=', 'client.company_moved').execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actor_id).toBe(staff.user.id);
      expect(audit[0]!.details).toMatchObject({ from: { companyId: oasis, company: 'Oasis Dairy', allProjects: false }, to: { companyId: palm, company: 'Palm Retail' }, contactHandedTo: oasisLead.id, contactProjects: [x2.id] });

      // Naming the company they are in changes nothing (and records nothing).
      expect(clientAccountSchema.parse(await (await staff.put(`/api/clients/${moverUser.id}/company`, { companyId: palm })).json()).companyId).toBe(palm);
      expect(await database.db.selectFrom('audit_log').select('id').where('target_id', '=', moverUser.id).where('action', '=', 'client.company_moved').execute()).toHaveLength(1);
    });

    it('a lead joins the new company as a colleague; the last person of a company with projects stays until someone else is there', async () => {
      const cedarLead = await t.addUser('client', undefined, { company: 'Cedar Logistics', name: 'Nadia Cedar' });
      const cedar = await companyOf(cedarLead.id);
      const duneLead = await t.addUser('client', undefined, { company: 'Dune Telecom' });
      const dune = await companyOf(duneLead.id);
      const c1 = await project({ code: 'SWR-MOV-C1', companyId: cedar });

      const refused = await staff.put(`/api/clients/${cedarLead.id}/company`, { companyId: dune });
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toBe('Nadia Cedar is the only person left at Cedar Logistics, and its projects need a contact. Add someone else to Cedar Logistics first.');
      expect(await companyOf(cedarLead.id)).toBe(cedar);

      const successor = await t.addUser('client', undefined, { companyId: cedar });
      const nadia = await signIn(cedarLead);
      expect((await nadia.get('/api/company/people')).status).toBe(200);
      expect((await staff.put(`/api/clients/${cedarLead.id}/company`, { companyId: dune })).status).toBe(200);
      // A lead of Cedar is a colleague at Dune: no people to manage, and Dune's lead sees them as one.
      expect((await nadia.get('/api/company/people')).status).toBe(403);
      const dunePeople = companyPeopleResponseSchema.parse(await (await signIn(duneLead)).get('/api/company/people').then((r) => r.json()));
      expect(dunePeople.people.find((p) => p.id === cedarLead.id)).toMatchObject({ lead: false, allProjects: true });
      expect(projectSchema.parse(await (await staff.get(`/api/projects/${c1.id}`)).json()).client.id).toBe(successor.id);
    });

    it('refuses a company that does not exist, a staff account and a bad body', async () => {
      const person = await t.addUser('client', undefined, { company: 'Lone Co' });
      const missing = await staff.put(`/api/clients/${person.id}/company`, { companyId: '00000000-0000-4000-8000-000000000000' });
      expect(missing.status).toBe(400);
      expect((await missing.json()).fieldErrors.companyId).toEqual(['Choose an existing company.']);
      const other = await companyOf(person.id);
      expect((await staff.put(`/api/clients/${staff.user.id}/company`, { companyId: other })).status).toBe(404);
      expect((await staff.put(`/api/clients/${person.id}/company`, { companyId: 'nope' })).status).toBe(400);
      expect((await staff.put(`/api/clients/${person.id}/company`, { companyId: other, lead: true })).status).toBe(400);
      expect((await client.put(`/api/clients/${person.id}/company`, { companyId: other })).status).toBe(403);
    });
  });

  describe('/api/inquiries', () => {
    let ids: string[];
    beforeAll(async () => {
      const rows = await database.db
        .insertInto('inquiries')
        .values([
          { name: 'Sara', email: 'sara@example.com', message: 'Need a CATI study in KSA', service_of_interest: 'Field data collection', created_at: '2026-01-01T10:00:00Z' },
          { name: 'Tom', company: 'Acme', email: 'tom@acme.test', message: 'AI chatbot for retail', created_at: '2026-01-02T10:00:00Z', source_ip_hash: 'abc' },
        ])
        .returning('id')
        .execute();
      ids = rows.map((r) => r.id);
    });

    it('lists inquiries newest first, without the address hash', async () => {
      const res = await staff.get('/api/inquiries');
      expect(res.status).toBe(200);
      const body = inquiryListResponseSchema.parse(await res.json());
      expect(body.items.map((i) => i.name)).toEqual(['Tom', 'Sara']);
      expect(body).toMatchObject({ total: 2, unhandled: 2 });
      expect(inquirySchema.strict().safeParse((await (await staff.get('/api/inquiries')).json()).items[0]).success).toBe(true);
      const search = inquiryListResponseSchema.parse(await (await staff.get('/api/inquiries?q=ksa')).json());
      expect(search.items.map((i) => i.name)).toEqual(['Sara']);
    });

    it('marks an inquiry handled and back', async () => {
      const res = await staff.patch(`/api/inquiries/${ids[0]}`, { handled: true });
      expect(res.status).toBe(200);
      const first = inquirySchema.parse(await res.json());
      expect(first.handledAt).not.toBeNull();
      const again = inquirySchema.parse(await (await staff.patch(`/api/inquiries/${ids[0]}`, { handled: true })).json());
      expect(again.handledAt).toBe(first.handledAt);
      const open = inquiryListResponseSchema.parse(await (await staff.get('/api/inquiries?handled=false')).json());
      expect(open.items.map((i) => i.name)).toEqual(['Tom']);
      expect(open.unhandled).toBe(1);
      const back = inquirySchema.parse(await (await staff.patch(`/api/inquiries/${ids[0]}`, { handled: false })).json());
      expect(back.handledAt).toBeNull();
    });

    it('refuses bad bodies, ids and callers', async () => {
      expect((await staff.patch(`/api/inquiries/${ids[0]}`, { handled: 'yes' })).status).toBe(400);
      expect((await staff.patch(`/api/inquiries/${ids[0]}`, { handled: true, note: 'x' })).status).toBe(400);
      expect((await staff.patch('/api/inquiries/nope', { handled: true })).status).toBe(404);
      expect((await staff.patch('/api/inquiries/00000000-0000-0000-0000-000000000000', { handled: true })).status).toBe(404);
      expect((await staff.get('/api/inquiries?handled=maybe')).status).toBe(400);
      expect((await t.agent().get('/api/inquiries')).status).toBe(401);
      expect((await client.get('/api/inquiries')).status).toBe(403);
      expect((await client.patch(`/api/inquiries/${ids[0]}`, { handled: true })).status).toBe(403);
    });
  });
});
