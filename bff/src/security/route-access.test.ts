import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessageSchema, deliverableSchema } from '@swat/shared-contracts';
import { testDatabases } from '../test/databases';
import { createTestApp, type Agent, type TestApp } from '../test/app-harness';
import { minimalPdf } from '../features/deliverables/sample-files';

/**
 * Who may call which project route, as a table: every client-facing project route and the
 * company and invitation routes, for each kind of caller. Company X has a lead (all projects), a
 * colleague whose list holds project P1 and one whose list holds only P2; company Y is the other
 * company. The rows name their expected status per role; the test prints the whole table row on
 * a mismatch, so a route that leaks shows at a glance.
 *
 * Another helper's new route goes in ROUTES with its expectations (see CLIENT_READ / STAFF_ONLY).
 */
const ROLES = ['anonymous', 'lead', 'withAccess', 'withoutAccess', 'otherCompany', 'staff', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expect = Record<Role, number>;

/** A project read any client of the project may make: the others answer as if it did not exist. */
const CLIENT_READ: Expect = { anonymous: 401, lead: 200, withAccess: 200, withoutAccess: 404, otherCompany: 404, staff: 200, admin: 200 };
/** Staff only: a client is refused before anything is looked up, whatever the project. */
const staffOnly = (ok: number): Expect => ({ anonymous: 401, lead: 403, withAccess: 403, withoutAccess: 403, otherCompany: 403, staff: ok, admin: ok });
/** The company's own people routes: the lead only; staff are not a company's lead either. */
const leadOnly = (lead: number, otherLead: number): Expect => ({ anonymous: 401, lead, withAccess: 403, withoutAccess: 403, otherCompany: otherLead, staff: 403, admin: 403 });

interface Ids {
  p1: string;
  p2: string;
  item: string;
  lead: string;
  withAccess: string;
  withoutAccess: string;
  otherLead: string;
  invited: string;
  deliverable: string;
  version: string;
  message: string;
  attachment: string;
  /** A colleague of X whom staff move between the companies (their own row only). */
  mover: string;
  companyX: string;
  companyY: string;
}
interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (ids: Ids) => string;
  body?: (ids: Ids, role: Role) => unknown;
  expect: Expect;
}

const item = (ids: Ids) => `/api/projects/${ids.p1}/data-items/${ids.item}`;
const ROUTES: Route[] = [
  { name: 'project list', method: 'GET', path: () => '/api/projects', expect: { ...CLIENT_READ, withoutAccess: 200, otherCompany: 200 } },
  { name: 'project', method: 'GET', path: (i) => `/api/projects/${i.p1}`, expect: CLIENT_READ },
  { name: 'status history', method: 'GET', path: (i) => `/api/projects/${i.p1}/status-history`, expect: CLIENT_READ },
  { name: 'data items', method: 'GET', path: (i) => `/api/projects/${i.p1}/data-items`, expect: CLIENT_READ },
  { name: 'data item', method: 'GET', path: item, expect: CLIENT_READ },
  { name: 'data item download', method: 'GET', path: (i) => `${item(i)}/download`, expect: CLIENT_READ },
  { name: 'data item rows', method: 'GET', path: (i) => `${item(i)}/rows`, expect: CLIENT_READ },
  { name: 'data item column', method: 'GET', path: (i) => `${item(i)}/columns/q1`, expect: CLIENT_READ },
  { name: 'variables', method: 'GET', path: (i) => `${item(i)}/variables`, expect: CLIENT_READ },
  { name: 'frequency', method: 'GET', path: (i) => `${item(i)}/results/frequency?variable=q1`, expect: CLIENT_READ },
  { name: 'crosstab', method: 'GET', path: (i) => `${item(i)}/results/crosstab?row=q1&banner=gender`, expect: CLIENT_READ },
  { name: 'results export xlsx', method: 'GET', path: (i) => `${item(i)}/results/export.xlsx?row=q1`, expect: CLIENT_READ },
  { name: 'results export csv', method: 'GET', path: (i) => `${item(i)}/results/export.csv?row=q1`, expect: CLIENT_READ },
  { name: 'stages', method: 'GET', path: (i) => `/api/projects/${i.p1}/stages`, expect: CLIENT_READ },
  { name: 'fieldwork view', method: 'GET', path: (i) => `/api/projects/${i.p1}/fieldwork`, expect: CLIENT_READ },
  { name: 'fieldwork events', method: 'GET', path: (i) => `/api/projects/${i.p1}/fieldwork/events`, expect: CLIENT_READ },
  { name: 'fieldwork report', method: 'GET', path: (i) => `/api/projects/${i.p1}/fieldwork/report.xlsx`, expect: CLIENT_READ },
  // The project's audit timeline is for staff.
  { name: 'activity', method: 'GET', path: (i) => `/api/projects/${i.p1}/activity`, expect: staffOnly(200) },
  { name: 'quotas', method: 'GET', path: (i) => `/api/projects/${i.p1}/quotas`, expect: CLIENT_READ },
  { name: 'ingest keys', method: 'GET', path: (i) => `/api/projects/${i.p1}/ingest-keys`, expect: staffOnly(200) },
  { name: 'edit project', method: 'PATCH', path: (i) => `/api/projects/${i.p1}`, body: () => ({ title: 'Shopper journey study' }), expect: staffOnly(200) },
  { name: 'publish item', method: 'POST', path: (i) => `${item(i)}/publish`, body: () => ({}), expect: staffOnly(200) },
  // Staff get as far as checking the company (a project id names none: 400); clients never do.
  { name: 'create project', method: 'POST', path: () => '/api/projects', body: (i, role) => ({ code: `SWR-ACC-${role.toUpperCase()}`, title: 'Access check', companyId: i.p1 }), expect: staffOnly(400) },

  // Deliverables and the publish step (issue 32).
  { name: 'deliverables', method: 'GET', path: (i) => `/api/projects/${i.p1}/deliverables`, expect: CLIENT_READ },
  { name: 'deliverable download', method: 'GET', path: (i) => `/api/projects/${i.p1}/deliverables/${i.deliverable}/versions/${i.version}/download`, expect: CLIENT_READ },
  { name: 'deliverable publish preview', method: 'GET', path: (i) => `/api/projects/${i.p1}/deliverables/${i.deliverable}/publish-preview`, expect: staffOnly(200) },
  { name: 'republish deliverable', method: 'POST', path: (i) => `/api/projects/${i.p1}/deliverables/${i.deliverable}/publish`, body: () => ({}), expect: staffOnly(200) },
  { name: 'data item publish preview', method: 'GET', path: (i) => `${item(i)}/publish-preview`, expect: staffOnly(200) },
  // Nothing to delete for a client: refused first; staff name a deliverable that is not there (404).
  { name: 'delete deliverable', method: 'DELETE', path: (i) => `/api/projects/${i.p1}/deliverables/00000000-0000-4000-8000-000000000000`, expect: staffOnly(404) },

  // The project's conversation (issue 32).
  { name: 'conversation', method: 'GET', path: (i) => `/api/projects/${i.p1}/conversation`, expect: CLIENT_READ },
  { name: 'conversation read marker', method: 'POST', path: (i) => `/api/projects/${i.p1}/conversation/read`, body: () => ({ throughSeq: 0 }), expect: CLIENT_READ },
  { name: 'conversation attachment', method: 'GET', path: (i) => `/api/projects/${i.p1}/conversation/attachments/${i.attachment}`, expect: CLIENT_READ },
  // Only the author edits: staff wrote it, so every client who can see it is refused (403), the rest never see it (404).
  {
    name: 'edit someone else’s message',
    method: 'PATCH',
    path: (i) => `/api/projects/${i.p1}/conversation/messages/${i.message}`,
    body: () => ({ body: 'Changed by someone else' }),
    expect: { anonymous: 401, lead: 403, withAccess: 403, withoutAccess: 404, otherCompany: 404, staff: 200, admin: 403 },
  },
  { name: 'conversations', method: 'GET', path: () => '/api/conversations', expect: { ...CLIENT_READ, withoutAccess: 200, otherCompany: 200 } },

  // Companies and invitations (issue 32).
  { name: 'companies', method: 'GET', path: () => '/api/companies', expect: staffOnly(200) },
  { name: 'clients', method: 'GET', path: () => '/api/clients', expect: staffOnly(200) },
  { name: 'resend invitation', method: 'POST', path: (i) => `/api/clients/${i.invited}/invitation`, expect: staffOnly(202) },
  { name: 'mark lead', method: 'PATCH', path: (i) => `/api/clients/${i.lead}`, body: () => ({ lead: true }), expect: staffOnly(200) },
  // Staff move a person to Y, admins move them back: each a real move, each answered 200.
  {
    name: 'move client to another company',
    method: 'PUT',
    path: (i) => `/api/clients/${i.mover}/company`,
    body: (i, role) => ({ companyId: role === 'admin' ? i.companyX : i.companyY }),
    expect: staffOnly(200),
  },
  // Each company lead sees their own company's people (Y's lead gets Y's).
  { name: 'company people', method: 'GET', path: () => '/api/company/people', expect: leadOnly(200, 200) },
  { name: 'colleague access', method: 'PATCH', path: (i) => `/api/company/people/${i.withAccess}`, body: (i) => ({ allProjects: false, projectIds: [i.p1] }), expect: leadOnly(200, 404) },
  // Only X's lead may send X's invited person a new link; to Y's lead that person does not exist.
  { name: 'resend colleague invitation', method: 'POST', path: (i) => `/api/company/people/${i.invited}/invitation`, expect: leadOnly(202, 404) },
  // X's lead cannot reach Y's people (404); Y's lead, naming themselves, cannot remove themselves (409).
  { name: 'remove other company’s person', method: 'DELETE', path: (i) => `/api/company/people/${i.otherLead}`, expect: leadOnly(404, 409) },
  {
    name: 'invite colleague',
    method: 'POST',
    path: () => '/api/company/people',
    body: (i, role) => ({ name: 'New Colleague', email: `colleague-${role}@x.example`, language: 'en', allProjects: false, projectIds: [i.p1] }),
    // Y's lead names a project of X: refused as not theirs.
    expect: leadOnly(201, 400),
  },
];

describe.each(testDatabases())('route access by role on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  const agents = {} as Record<Role, Agent>;
  const ids = {} as Ids;
  let p3: string;

  const signIn = async (user: { email: string; password: string }, role: 'client' | 'staff') => {
    const a = t.agent();
    const res = await a.post(role === 'client' ? '/api/client/login' : '/api/admin/login', { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    return a;
  };

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { DATASET_READS_PER_MINUTE: '1000' } });
    const staff = await t.signedIn('staff');
    agents.staff = staff;
    agents.admin = await t.signedIn('admin');
    agents.anonymous = t.agent();

    const lead = await t.addUser('client', undefined, { company: 'Company X' });
    const x = await database.db.selectFrom('users').select('company_id').where('id', '=', lead.id).executeTakeFirstOrThrow();
    const withAccess = await t.addUser('client', undefined, { companyId: x.company_id! });
    const withoutAccess = await t.addUser('client', undefined, { companyId: x.company_id! });
    const otherLead = await t.addUser('client', undefined, { company: 'Company Y' });
    const mover = await t.addUser('client', undefined, { companyId: x.company_id! });
    const y = await database.db.selectFrom('users').select('company_id').where('id', '=', otherLead.id).executeTakeFirstOrThrow();
    Object.assign(ids, { lead: lead.id, withAccess: withAccess.id, withoutAccess: withoutAccess.id, otherLead: otherLead.id, mover: mover.id, companyX: x.company_id!, companyY: y.company_id! });
    agents.lead = await signIn(lead, 'client');
    agents.withAccess = await signIn(withAccess, 'client');
    agents.withoutAccess = await signIn(withoutAccess, 'client');
    agents.otherCompany = await signIn(otherLead, 'client');

    const project = async (code: string, body: Record<string, string>) => {
      const res = await staff.post('/api/projects', { code, title: code, status: 'in_field', ...body });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    ids.p1 = await project('SWR-X-001', { companyId: x.company_id! });
    ids.p2 = await project('SWR-X-002', { clientId: lead.id });
    p3 = await project('SWR-Y-001', { clientId: otherLead.id });
    expect((await agents.lead.patch(`/api/company/people/${withAccess.id}`, { allProjects: false, projectIds: [ids.p1] })).status).toBe(200);
    expect((await agents.lead.patch(`/api/company/people/${withoutAccess.id}`, { allProjects: false, projectIds: [ids.p2] })).status).toBe(200);

    const csv = ['resp_id,gender,q1', ...Array.from({ length: 40 }, (_, n) => `${n + 1},${n % 2 ? 'Male' : 'Female'},${n % 3 ? 'Yes' : 'No'}`)].join('\n');
    const form = new FormData();
    form.append('title', 'Wave 1');
    form.append('kind', 'dataset');
    form.append('file', new File([csv], 'wave-1.csv', { type: 'text/csv' }));
    const uploaded = await staff.request(`/api/projects/${ids.p1}/data-items`, { method: 'POST', body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    ids.item = ((await uploaded.json()) as { id: string }).id;
    expect((await staff.post(`${item(ids)}/publish`, {})).status).toBe(200);

    const deliverableForm = new FormData();
    deliverableForm.append('title', 'Final report');
    deliverableForm.append('language', 'en');
    deliverableForm.append('file', new File([minimalPdf('Final report')], 'final-report.pdf', { type: 'application/pdf' }));
    const deliverable = await staff.request(`/api/projects/${ids.p1}/deliverables`, { method: 'POST', body: deliverableForm });
    expect(deliverable.status, await deliverable.clone().text()).toBe(201);
    const d = deliverableSchema.parse(await deliverable.json());
    Object.assign(ids, { deliverable: d.id, version: d.versions[0]!.id });
    expect((await staff.post(`/api/projects/${ids.p1}/deliverables/${d.id}/publish`, {})).status).toBe(200);

    const messageForm = new FormData();
    messageForm.append('body', 'The field report is attached.');
    messageForm.append('file', new File([minimalPdf('Field report')], 'field-report.pdf', { type: 'application/pdf' }));
    const posted = await staff.request(`/api/projects/${ids.p1}/conversation/messages`, { method: 'POST', body: messageForm });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const message = conversationMessageSchema.parse(await posted.json());
    Object.assign(ids, { message: message.id, attachment: message.attachments[0]!.id });

    const invited = await staff.post('/api/clients', { email: 'pending@x.example', name: 'Pending Person', companyId: x.company_id! });
    expect(invited.status).toBe(201);
    ids.invited = ((await invited.json()) as { client: { id: string } }).client.id;
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it.each(ROUTES)('$method $name', async (route) => {
    const actual = {} as Expect;
    for (const role of ROLES) {
      const body = route.body?.(ids, role);
      const res = await agents[role].request(route.path(ids), { method: route.method, ...(body !== undefined ? { json: body } : {}) });
      actual[role] = res.status;
      // A stream (server-sent events) stays open: its status is known, the rest is not needed.
      await res.body?.cancel();
    }
    expect(actual).toEqual(route.expect);
  });

  it('a colleague with a list sees only the listed projects of their company, and never another company’s', async () => {
    const codes = async (role: Role) => ((await (await agents[role].get('/api/projects')).json()) as { items: { code: string }[] }).items.map((p) => p.code).sort();
    expect(await codes('lead')).toEqual(['SWR-X-001', 'SWR-X-002']);
    expect(await codes('withAccess')).toEqual(['SWR-X-001']);
    expect(await codes('withoutAccess')).toEqual(['SWR-X-002']);
    expect(await codes('otherCompany')).toEqual(['SWR-Y-001']);
    // Colleague A cannot be given Y's project, and Y's lead cannot reach X's people.
    expect((await agents.lead.patch(`/api/company/people/${ids.withAccess}`, { allProjects: false, projectIds: [p3] })).status).toBe(400);
    expect((await agents.otherCompany.patch(`/api/company/people/${ids.withAccess}`, { allProjects: true })).status).toBe(404);
    expect((await agents.otherCompany.delete(`/api/company/people/${ids.withAccess}`)).status).toBe(404);
    expect((await agents.withAccess.get(`/api/projects/${p3}`)).status).toBe(404);
  });
});
