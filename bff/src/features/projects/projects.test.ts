import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectListResponseSchema, projectSchema, statusHistoryResponseSchema, type CreateProjectInput } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';

type Signed = Agent & { user: { id: string; email: string } };

describe.each(testDatabases())('projects on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let staff: Signed;
  let alice: Signed;
  let bob: Signed;
  let aliceProject: string;
  let bobProject: string;
  let n = 0;
  const project = (clientId: string, extra: Partial<CreateProjectInput> = {}): CreateProjectInput => ({
    code: `SWR-2026-${String(++n).padStart(3, '0')}`,
    title: `Consumer study ${n}`,
    clientId,
    ...extra,
  });

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
    staff = await t.signedIn('staff');
    alice = await t.signedIn('client');
    bob = await t.signedIn('client');
    const a = await staff.post(
      '/api/projects',
      project(alice.user.id, {
        title: 'Dubai grocery shopper U&A',
        status: 'in_field',
        methodology: 'CATI',
        markets: ['ae', 'Saudi Arabia', 'AE'],
        targetSampleSize: 800,
        completes: 312,
        fieldworkStart: '2026-03-01',
        fieldworkEnd: '2026-04-15',
        budgetUsd: 48000,
        description: 'Usage and attitudes',
        objectives: 'Size the market',
      }),
    );
    expect(a.status).toBe(201);
    aliceProject = (await a.json()).id;
    const b = await staff.post('/api/projects', project(bob.user.id, { title: 'Riyadh banking NPS', status: 'analysis' }));
    bobProject = (await b.json()).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates a project with every field, returned in the contract shape', async () => {
    const res = await alice.get(`/api/projects/${aliceProject}`);
    expect(res.status).toBe(200);
    const p = projectSchema.strict().parse(await res.json());
    expect(p).toMatchObject({
      title: 'Dubai grocery shopper U&A',
      client: { id: alice.user.id, email: alice.user.email },
      status: 'in_field',
      markets: ['AE', 'Saudi Arabia'],
      targetSampleSize: 800,
      completes: 312,
      fieldworkStart: '2026-03-01',
      fieldworkEnd: '2026-04-15',
      budgetUsd: 48000,
    });
  });

  it('shows a client only their own projects, and 404s on anyone else\'s', async () => {
    const list = projectListResponseSchema.parse(await (await alice.get('/api/projects')).json());
    expect(list.items.map((p) => p.id)).toEqual([aliceProject]);
    expect(list.total).toBe(1);
    for (const path of [`/api/projects/${bobProject}`, `/api/projects/${bobProject}/status-history`]) {
      const res = await alice.get(path);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('There is no such project.');
    }
    // A client cannot widen the list with a filter.
    const forced = projectListResponseSchema.parse(await (await alice.get(`/api/projects?clientId=${bob.user.id}`)).json());
    expect(forced.items.map((p) => p.id)).toEqual([aliceProject]);
  });

  it('lets staff search, filter, sort and page, with counts by status', async () => {
    for (let i = 0; i < 4; i++) await staff.post('/api/projects', project(bob.user.id, { title: `Paging ${i}`, status: 'completed' }));
    const all = projectListResponseSchema.parse(await (await staff.get('/api/projects?pageSize=100')).json());
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.countsByStatus).toMatchObject({ in_field: 1, analysis: 1, completed: 4, draft: expect.any(Number) });
    const search = projectListResponseSchema.parse(await (await staff.get('/api/projects?q=grocery')).json());
    expect(search.items.map((p) => p.id)).toEqual([aliceProject]);
    const byMarket = projectListResponseSchema.parse(await (await staff.get('/api/projects?q=saudi')).json());
    expect(byMarket.items.map((p) => p.id)).toEqual([aliceProject]);
    const wildcard = projectListResponseSchema.parse(await (await staff.get('/api/projects?q=%25')).json());
    expect(wildcard.total).toBe(0);
    const filtered = projectListResponseSchema.parse(await (await staff.get('/api/projects?status=completed,analysis&sort=title&dir=asc&pageSize=2&page=2')).json());
    expect(filtered.total).toBe(5);
    expect(filtered.items.map((p) => p.title)).toEqual(['Paging 2', 'Paging 3']);
    expect(filtered.countsByStatus.in_field).toBe(1);
    const byClient = projectListResponseSchema.parse(await (await staff.get(`/api/projects?clientId=${alice.user.id}`)).json());
    expect(byClient.items.map((p) => p.id)).toEqual([aliceProject]);
  });

  it('refuses bad list queries with 400', async () => {
    for (const q of ['status=finished', 'sort=password', 'page=0', 'pageSize=1000', 'unknown=1']) {
      expect((await staff.get(`/api/projects?${q}`)).status).toBe(400);
    }
  });

  it('edits a project and records status changes in the history', async () => {
    const res = await staff.patch(`/api/projects/${aliceProject}`, { status: 'analysis', completes: 800, title: 'Dubai grocery shopper U&A 2026' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'analysis', completes: 800, title: 'Dubai grocery shopper U&A 2026' });
    await staff.patch(`/api/projects/${aliceProject}`, { completes: 801 }); // no status change, no history row
    await staff.patch(`/api/projects/${aliceProject}`, { status: 'reporting' });
    const history = statusHistoryResponseSchema.parse(await (await alice.get(`/api/projects/${aliceProject}/status-history`)).json());
    expect(history.items.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'in_field'],
      ['in_field', 'analysis'],
      ['analysis', 'reporting'],
    ]);
    expect(history.items[1]!.changedBy?.id).toBe(staff.user.id);
  });

  it('validates create and edit bodies', async () => {
    const cases: unknown[] = [
      { ...project(alice.user.id), status: 'finished' },
      { ...project(alice.user.id), budgetUsd: 12.5 },
      { ...project(alice.user.id), targetSampleSize: -1 },
      { ...project(alice.user.id), fieldworkStart: '2026-05-01', fieldworkEnd: '2026-04-01' },
      { ...project(alice.user.id), fieldworkStart: '31/12/2026' },
      { ...project(alice.user.id), secret: true },
      { ...project(alice.user.id), code: 'bad code!' },
      { title: 'No code' },
    ];
    for (const body of cases) {
      const res = await staff.post('/api/projects', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).fieldErrors).toBeDefined();
    }
    // The client must be a client account.
    const notClient = await staff.post('/api/projects', project(staff.user.id));
    expect(notClient.status).toBe(400);
    expect((await notClient.json()).fieldErrors.clientId).toBeDefined();
    // Dates checked against the stored ones on a partial edit.
    expect((await staff.patch(`/api/projects/${aliceProject}`, { fieldworkEnd: '2026-01-01' })).status).toBe(400);
    expect((await staff.patch(`/api/projects/${aliceProject}`, {})).status).toBe(400);
    expect((await staff.patch(`/api/projects/${aliceProject}`, { id: 'x' })).status).toBe(400);
  });

  it('keeps codes unique, case-insensitively (409)', async () => {
    const existing = (await (await staff.get(`/api/projects/${bobProject}`)).json()).code as string;
    const res = await staff.post('/api/projects', { ...project(alice.user.id), code: existing.toLowerCase() });
    expect(res.status).toBe(409);
    expect((await res.json()).fieldErrors.code).toBeDefined();
    expect((await staff.patch(`/api/projects/${aliceProject}`, { code: existing })).status).toBe(409);
  });

  it('keeps writes for staff: 401 anonymous, 403 clients', async () => {
    const anon = t.agent();
    expect((await anon.get('/api/projects')).status).toBe(401);
    expect((await anon.get(`/api/projects/${aliceProject}`)).status).toBe(401);
    expect((await anon.post('/api/projects', project(alice.user.id))).status).toBe(401);
    expect((await alice.post('/api/projects', project(alice.user.id))).status).toBe(403);
    expect((await alice.patch(`/api/projects/${aliceProject}`, { status: 'completed' })).status).toBe(403);
    expect((await alice.delete(`/api/projects/${aliceProject}`)).status).toBe(403);
    expect((await anon.delete(`/api/projects/${aliceProject}`)).status).toBe(401);
  });

  it('answers 404 for ids that are not uuids or do not exist', async () => {
    for (const id of ['1', 'not-a-uuid', "1' or 1=1--", '00000000-0000-0000-0000-000000000000']) {
      expect((await staff.get(`/api/projects/${encodeURIComponent(id)}`)).status).toBe(404);
      expect((await staff.patch(`/api/projects/${encodeURIComponent(id)}`, { title: 'x' })).status).toBe(404);
      expect((await staff.delete(`/api/projects/${encodeURIComponent(id)}`)).status).toBe(404);
    }
  });

  it('deletes a project', async () => {
    const created = await (await staff.post('/api/projects', project(bob.user.id))).json();
    const res = await staff.delete(`/api/projects/${created.id}`);
    expect(res.status).toBe(204);
    expect((await staff.get(`/api/projects/${created.id}`)).status).toBe(404);
  });
});
