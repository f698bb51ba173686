import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAccountSchema, clientListResponseSchema, createClientResponseSchema, inquiryListResponseSchema, inquirySchema } from '@swat/shared-contracts';
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
