import { describe, expect, it, vi } from 'vitest';
import { colleagueSchema, companyListResponseSchema, companyPeopleResponseSchema, resendInvitationResponseSchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { mailTestAppFor, tokenFrom } from '../../test/mail-harness';

const PASSWORD = 'a colleague chose this 7';

describe.each(testDatabases())('company people on $name', (target) => {
  const t = mailTestAppFor(target);

  it('a lead invites a colleague (mail in the colleague’s language), narrows their projects and removes them, ending their sessions', async () => {
    const staff = await t.signedIn('staff');
    const leadUser = await t.addUser('client', undefined, { company: 'Desert Rose Trading' });
    const lead = t.agent();
    expect((await lead.post('/api/client/login', { email: leadUser.email, password: leadUser.password })).status).toBe(200);
    const companyId = (await t.database.db.selectFrom('users').select('company_id').where('id', '=', leadUser.id).executeTakeFirstOrThrow()).company_id!;
    const p1 = (await (await staff.post('/api/projects', { code: 'SWR-DRT-001', title: 'Retail audit', companyId })).json()).id as string;
    const p2 = (await (await staff.post('/api/projects', { code: 'SWR-DRT-002', title: 'Pricing study', companyId })).json()).id as string;
    const companies = companyListResponseSchema.parse(await (await staff.get('/api/companies')).json());
    expect(companies.items.find((c) => c.id === companyId)).toMatchObject({ name: 'Desert Rose Trading', userCount: 1, projectCount: 2 });

    const invited = await lead.post('/api/company/people', { name: 'Salma Colleague', email: 'salma@desert-rose.example', language: 'ar', allProjects: false, projectIds: [p1] });
    expect(invited.status).toBe(201);
    const colleague = colleagueSchema.parse(await invited.json());
    expect(colleague).toMatchObject({ lead: false, allProjects: false, projectIds: [p1], invitationPending: true, language: 'ar' });
    const mail = await t.smtp.waitFor('salma@desert-rose.example');
    expect(mail.subject).toContain('Desert Rose Trading');
    expect(mail.text).toContain('/ar/set-password?token=');
    expect((await t.agent().post('/api/auth/reset-password', { token: tokenFrom(mail.text), password: PASSWORD })).status).toBe(200);

    const salma = t.agent();
    expect((await salma.post('/api/client/login', { email: 'salma@desert-rose.example', password: PASSWORD })).status).toBe(200);
    expect((await salma.get(`/api/projects/${p1}`)).status).toBe(200);
    expect((await salma.get(`/api/projects/${p2}`)).status).toBe(404);
    // A colleague is not a lead: no people, no invitations.
    expect((await salma.get('/api/company/people')).status).toBe(403);
    expect((await salma.post('/api/company/people', { name: 'X', email: 'x@desert-rose.example', allProjects: true })).status).toBe(403);

    // All projects now: p2 opens at once, with no new sign-in.
    expect((await lead.patch(`/api/company/people/${colleague.id}`, { allProjects: true })).status).toBe(200);
    expect((await salma.get(`/api/projects/${p2}`)).status).toBe(200);
    expect((await lead.patch(`/api/company/people/${colleague.id}`, { allProjects: false, projectIds: [] })).status).toBe(400);

    // The lead can neither remove themselves nor (here) the only other lead; removing Salma signs her out.
    expect((await lead.delete(`/api/company/people/${leadUser.id}`)).status).toBe(409);
    expect((await lead.delete(`/api/company/people/${colleague.id}`)).status).toBe(204);
    expect((await salma.get('/api/auth/user')).status).toBe(401);
    expect((await t.agent().post('/api/client/login', { email: 'salma@desert-rose.example', password: PASSWORD })).status).toBe(401);
    const people = companyPeopleResponseSchema.parse(await (await lead.get('/api/company/people')).json());
    expect(people.people.map((p) => p.email)).toEqual([leadUser.email]);
    const actions = (await t.database.db.selectFrom('audit_log').select('action').where('target_id', '=', colleague.id).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['client.colleague_invited', 'client.colleague_access', 'client.colleague_removed']));

    // Staff demote the lead: at once, the people routes are closed to them.
    expect((await staff.patch(`/api/clients/${leadUser.id}`, { lead: false })).status).toBe(200);
    expect((await lead.get('/api/company/people')).status).toBe(403);
  });

  it('a lead sees who has not joined yet and sends them a new invitation; only for their own company, only until they join', async () => {
    const signIn = async (user: { email: string; password: string }) => {
      const agent = t.agent();
      expect((await agent.post('/api/client/login', { email: user.email, password: user.password })).status).toBe(200);
      return agent;
    };
    const leadUser = await t.addUser('client', undefined, { company: 'Nakheel Pharmacies' });
    const lead = await signIn(leadUser);
    const companyId = (await t.database.db.selectFrom('users').select('company_id').where('id', '=', leadUser.id).executeTakeFirstOrThrow()).company_id!;
    const joined = await t.addUser('client', undefined, { companyId });
    const colleague = await signIn(joined);
    const otherLead = await signIn(await t.addUser('client', undefined, { company: 'Qasr Hotels' }));

    const address = 'huda@nakheel.example';
    const invited = colleagueSchema.parse(await (await lead.post('/api/company/people', { name: 'Huda Nasser', email: address, language: 'en', allProjects: true })).json());
    const mailsTo = async (n: number) => {
      await vi.waitFor(() => expect(t.smtp.messages.filter((m) => m.to.includes(address)).length).toBeGreaterThanOrEqual(n), { timeout: 10_000 });
      return t.smtp.messages.filter((m) => m.to.includes(address));
    };
    const first = tokenFrom((await mailsTo(1))[0]!.text);

    // The people list says who has not joined: the invited person, not those who chose a password.
    const pending = companyPeopleResponseSchema.parse(await (await lead.get('/api/company/people')).json()).people.filter((p) => p.invitationPending);
    expect(pending.map((p) => p.email)).toEqual([address]);

    const resent = await lead.post(`/api/company/people/${invited.id}/invitation`);
    expect(resent.status).toBe(202);
    expect(resendInvitationResponseSchema.parse(await resent.json()).message).toContain(address);
    const mails = await mailsTo(2);
    expect(mails[1]!.subject).toContain('Nakheel Pharmacies');
    const second = tokenFrom(mails[1]!.text);
    expect(second).not.toBe(first);
    expect((await t.agent().post('/api/auth/reset-password', { token: first, password: PASSWORD })).status).toBe(400);

    // Another company's lead finds nobody; a colleague who is not a lead is refused; staff use their own route.
    expect((await otherLead.post(`/api/company/people/${invited.id}/invitation`)).status).toBe(404);
    expect((await colleague.post(`/api/company/people/${invited.id}/invitation`)).status).toBe(403);
    expect((await t.agent().post(`/api/company/people/${invited.id}/invitation`)).status).toBe(401);
    // Someone who has chosen a password needs no invitation.
    expect((await lead.post(`/api/company/people/${joined.id}/invitation`)).status).toBe(409);

    expect((await t.agent().post('/api/auth/reset-password', { token: second, password: PASSWORD })).status).toBe(200);
    expect((await lead.post(`/api/company/people/${invited.id}/invitation`)).status).toBe(409);
    const after = companyPeopleResponseSchema.parse(await (await lead.get('/api/company/people')).json());
    expect(after.people.filter((p) => p.invitationPending)).toEqual([]);
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'actor_id']).where('target_id', '=', invited.id).where('action', '=', 'client.invitation_resent').execute();
    expect(audit).toEqual([{ action: 'client.invitation_resent', actor_id: leadUser.id }]);
  });
});
