import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  createIngestKeyResponseSchema,
  fieldworkViewSchema,
  ingestKeyListResponseSchema,
  ingestResponseSchema,
  LANGUAGE_HEADER,
  apiErrorBodySchema,
  quotaPlanResponseSchema,
  stagesResponseSchema,
  type InterviewRecordInput,
  type QuotaPlanInput,
} from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';

type Signed = Agent & { user: { id: string; email: string } };

const PLAN: QuotaPlanInput = {
  overallTarget: 40,
  dimensions: [
    { key: 'city', label: 'City', labelAr: 'المدينة', levels: [{ code: 'riyadh', label: 'Riyadh', labelAr: 'الرياض' }, { code: 'jeddah', label: 'Jeddah', labelAr: 'جدة' }] },
    { key: 'gender', label: 'Gender', levels: [{ code: 'f', label: 'Women' }, { code: 'm', label: 'Men' }] },
  ],
  cells: [
    { levels: ['riyadh', 'f'], target: 10 },
    { levels: ['riyadh', 'm'], target: 10 },
    { levels: ['jeddah', 'f'], target: 10 },
    { levels: ['jeddah', 'm'], target: 10 },
  ],
};

/** Interviews finished on 3 November 2026, Gulf time, spread over the four cells. */
const records = (from: number, n: number, extra: Partial<InterviewRecordInput> = {}): InterviewRecordInput[] =>
  Array.from({ length: n }, (_, i) => ({
    interviewId: `R${from + i}`,
    completedAt: `2026-11-03T${String(8 + (i % 10)).padStart(2, '0')}:15:00+04:00`,
    status: 'complete',
    durationSeconds: 600 + (from + i) * 10,
    quota: { city: (from + i) % 2 === 0 ? 'Riyadh' : 'Jeddah', gender: (from + i) % 4 < 2 ? 'F' : 'M' },
    ...extra,
  }));

describe.each(testDatabases())('fieldwork on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let staff: Signed;
  let client: Signed;
  let other: Signed;
  let projectId: string;
  let otherProjectId: string;
  let secret: string;
  let keyId: string;
  const path = (suffix = '', id = projectId) => `/api/projects/${id}${suffix}`;
  /** A survey platform's server: a bearer key, no cookies, no Origin, no site header. */
  const platform = (key: string, body: unknown, init: RequestInit = {}) =>
    t.app.request('/api/ingest/v1/fieldwork', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers }, body: JSON.stringify(body) });
  const view = async (who: Agent = client) => fieldworkViewSchema.parse(await (await who.get(path('/fieldwork'))).json());

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { INGEST_REQUESTS_PER_MINUTE: '50', INGEST_REQUESTS_PER_SECOND: '1000' } });
    t.clock.now = Date.parse('2026-11-05T09:00:00+04:00');
    staff = await t.signedIn('staff');
    client = await t.signedIn('client');
    other = await t.signedIn('client');
    const create = async (code: string, clientId: string) =>
      (await (await staff.post('/api/projects', { code, title: `Study ${code}`, clientId, status: 'in_field', fieldworkStart: '2026-11-01', fieldworkEnd: '2026-11-10' })).json()).id as string;
    projectId = await create('SWR-2026-401', client.user.id);
    otherProjectId = await create('SWR-2026-402', other.user.id);
    expect((await staff.request(path('/quotas'), { method: 'PUT', json: PLAN })).status).toBe(200);
    const created = await staff.post(path('/ingest-keys'), { name: 'Decipher' });
    expect(created.status).toBe(201);
    ({ secret, key: { id: keyId } } = createIngestKeyResponseSchema.parse(await created.json()));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('shows a new key once; afterwards only its name and first characters', async () => {
    expect(secret).toMatch(/^swk_[A-Za-z0-9_-]{40,}$/);
    const list = ingestKeyListResponseSchema.parse(await (await staff.get(path('/ingest-keys'))).json());
    expect(list.items).toEqual([expect.objectContaining({ id: keyId, name: 'Decipher', revokedAt: null })]);
    expect(JSON.stringify(list)).not.toContain(secret.slice(12));
    expect((await client.get(path('/ingest-keys'))).status).toBe(403);
    expect((await client.post(path('/ingest-keys'), { name: 'mine' })).status).toBe(403);
  });

  it('stores a platform batch once: posting it again changes nothing', async () => {
    const batch = { records: records(0, 20) };
    const first = await platform(secret, batch);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(ingestResponseSchema.parse(await first.json())).toMatchObject({ stored: 20, unchanged: 0, rejected: [], batchKept: true });
    const again = ingestResponseSchema.parse(await (await platform(secret, batch)).json());
    expect(again).toMatchObject({ stored: 0, unchanged: 20 });
    const v = await view();
    expect(v.totals.completes).toBe(20);
    expect(v.cells.map((c) => c.achieved)).toEqual([5, 5, 5, 5]);
    // Durations 600, 610 … 790 s: the middle two are 690 and 700.
    expect(v.totals.medianDurationSeconds).toBe(695);
    expect(v.daily.find((d) => d.date === '2026-11-03')?.completes).toBe(20);
  });

  it('names the bad record and field; by default nothing of the batch is stored', async () => {
    const batch = { records: [...records(100, 3), { interviewId: 'R-bad', completedAt: 'yesterday', status: 'complete', quota: {} }, { ...records(200, 1)[0], status: 'quality_removed' }] };
    const res = await platform(secret, batch);
    expect(res.status).toBe(422);
    const body = ingestResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ stored: 0, batchKept: false });
    expect(body.rejected).toEqual([
      expect.objectContaining({ list: 'records', index: 3, interviewId: 'R-bad', field: 'completedAt' }),
      expect.objectContaining({ list: 'records', index: 4, interviewId: 'R200', field: 'reason' }),
    ]);
    expect((await view()).totals.completes).toBe(20);

    const kept = ingestResponseSchema.parse(await (await platform(secret, { ...batch, onError: 'keep_valid' })).json());
    expect(kept).toMatchObject({ stored: 3, batchKept: true });
    expect(kept.rejected).toHaveLength(2);
    expect((await view()).totals.completes).toBe(23);
  });

  it('records screen-outs, removals with their reasons, and a later change of an interview', async () => {
    await platform(secret, {
      records: [
        ...records(300, 6, { status: 'screened_out' }),
        // R0 was a complete; quality control removes it afterwards.
        { ...records(0, 1)[0], status: 'quality_removed', reason: 'Speeding' },
        { ...records(301, 1)[0], interviewId: 'R999', status: 'quality_removed', reason: 'Straight-lining' },
      ],
    });
    const v = await view();
    expect(v.totals).toMatchObject({ completes: 22, screenedOut: 6, qualityRemoved: 2 });
    expect(v.totals.incidence).toBeCloseTo(22 / 28, 10);
    expect(v.removals).toEqual([
      { reason: 'Speeding', count: 1 },
      { reason: 'Straight-lining', count: 1 },
    ]);
  });

  it('answers bad requests with a 4xx that says what to fix', async () => {
    expect((await platform(secret, {})).status).toBe(400);
    expect((await platform(secret, { records: new Array(1001).fill({}) })).status).toBe(400);
    const notJson = await t.app.request('/api/ingest/v1/fieldwork', { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'text/plain' }, body: 'x' });
    expect(notJson.status).toBe(415);
    const noKey = await t.app.request('/api/ingest/v1/fieldwork', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await platform('swk_not-a-real-key-at-all-000000000000000000000', { records: records(0, 1) })).status).toBe(401);
  });

  it("a key writes only its own project, and a revoked key is refused at once", async () => {
    const otherKey = createIngestKeyResponseSchema.parse(await (await staff.post(path('/ingest-keys', otherProjectId), { name: 'CATI' })).json());
    await platform(otherKey.secret, { records: records(500, 4) });
    expect((await view()).totals.completes).toBe(22);
    expect(fieldworkViewSchema.parse(await (await other.get(path('/fieldwork', otherProjectId))).json()).totals.completes).toBe(4);
    expect((await staff.delete(path(`/ingest-keys/${otherKey.key.id}`, otherProjectId))).status).toBe(200);
    expect((await platform(otherKey.secret, { records: records(600, 1) })).status).toBe(401);
  });

  it("keeps one client out of another's stages, quotas, counts, report and updates", async () => {
    for (const suffix of ['/fieldwork', '/quotas', '/stages', '/fieldwork/report.xlsx', '/fieldwork/events']) {
      expect((await other.get(path(suffix))).status, suffix).toBe(404);
      expect((await t.agent().get(path(suffix))).status, suffix).toBe(401);
    }
    expect((await client.request(path('/quotas'), { method: 'PUT', json: PLAN })).status).toBe(403);
    expect((await client.post(path('/stage'), { stage: 'analysis' })).status).toBe(403);
  });

  it('never writes a key into the logs or the audit log', async () => {
    const audit = auditListResponseSchema.parse(await (await staff.get(path('/activity'))).json());
    expect(audit.items.map((e) => e.action)).toEqual(expect.arrayContaining(['ingest_key.create', 'project.quota_update']));
    const secrets = [secret, secret.slice(4, 20)];
    for (const s of secrets) {
      expect(JSON.stringify(audit)).not.toContain(s);
      expect(t.logs.join('\n')).not.toContain(s);
    }
  });

  it('limits each key, and a flood from one key leaves the others alone', async () => {
    const second = createIngestKeyResponseSchema.parse(await (await staff.post(path('/ingest-keys'), { name: 'Qualtrics' })).json());
    let limited = 0;
    for (let i = 0; i < 55; i++) if ((await platform(second.secret, { records: records(0, 1) })).status === 429) limited++;
    expect(limited).toBeGreaterThan(0);
    const third = createIngestKeyResponseSchema.parse(await (await staff.post(path('/ingest-keys'), { name: 'Confirmit' })).json());
    expect((await platform(third.secret, { records: records(0, 1) })).status).toBe(200);
  });

  it("a key cannot spend its minute's allowance in one second", async () => {
    const burstApp = await createTestApp(database, { env: { INGEST_REQUESTS_PER_MINUTE: '600', INGEST_REQUESTS_PER_SECOND: '3' } });
    const key = createIngestKeyResponseSchema.parse(await (await staff.post(path('/ingest-keys'), { name: 'CATI' })).json());
    const send = () =>
      burstApp.app.request('/api/ingest/v1/fieldwork', { method: 'POST', headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' }, body: JSON.stringify({ records: records(0, 1) }) });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    burstApp.clock.advance(1_000);
    expect((await send()).status).toBe(200);
  });

  it('audits quota edits with the targets that changed', async () => {
    const edited = { ...PLAN, cells: PLAN.cells.map((c) => (c.levels.join() === 'jeddah,f' ? { ...c, target: 14 } : c)) };
    expect((await staff.request(path('/quotas'), { method: 'PUT', json: edited })).status).toBe(200);
    const plan = quotaPlanResponseSchema.parse(await (await client.get(path('/quotas'))).json());
    expect(plan.plan?.cells[2]?.target).toBe(14);
    const audit = auditListResponseSchema.parse(await (await staff.get(path('/activity'))).json());
    const change = audit.items.find((e) => e.action === 'project.quota_update');
    expect(change?.details).toEqual({ cells: [{ cell: 'jeddah × f', from: 10, to: 14 }] });
    const bad = await staff.request(path('/quotas'), { method: 'PUT', json: { ...PLAN, cells: [...PLAN.cells, { levels: ['mecca', 'f'], target: 3 }] } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('mecca is not a level of City');
  });

  it('takes counts from a file staff upload, in the same columns', async () => {
    const csv = ['interview_id,completed_at,status,reason,duration_seconds,city,gender', 'F1,2026-11-04 10:00,complete,,640,Riyadh,F', 'F2,2026-11-04 11:00,complete,,700,Jeddah,M', 'F3,2026-11-04 12:00,quality removed,Duplicate,,Jeddah,M'].join('\r\n');
    const form = new FormData();
    form.append('file', new File([csv], 'counts.csv', { type: 'text/csv' }));
    const res = await staff.request(path('/fieldwork/file'), { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(ingestResponseSchema.parse(await res.json())).toMatchObject({ stored: 3 });
    const v = await view();
    expect(v.daily.find((d) => d.date === '2026-11-04')).toMatchObject({ completes: 2, qualityRemoved: 1 });
    const wrong = new FormData();
    wrong.append('file', new File(['name,age\nA,3\n'], 'people.csv'));
    const refused = await staff.request(path('/fieldwork/file'), { method: 'POST', body: wrong });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('interview_id');
  });

  it('reads counts from a dataset of the project, and says its refusals and its summary in Arabic to an Arabic reader', async () => {
    const upload = async (text: string, name: string) => {
      const form = new FormData();
      form.append('title', name);
      form.append('file', new File([text], name));
      const res = await staff.request(path('/data-items'), { method: 'POST', body: form });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const dataset = await upload(['resp_id,city,gender', 'D1,Riyadh,F', 'D2,Jeddah,M'].join('\n'), 'wave.csv');
    const notes = await upload('Field notes: the Jeddah team starts on Sunday.', 'notes.txt');
    const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };
    const fromDataset = (body: object, init: RequestInit = {}) =>
      staff.request(path('/fieldwork/from-dataset'), { method: 'POST', json: { idVariable: 'resp_id', dimensions: { city: 'city', gender: 'gender' }, ...body }, ...init });

    const missing = await fromDataset({ dataItemId: '00000000-0000-4000-8000-000000000000' }, arabic);
    expect(missing.status).toBe(404);
    expect(apiErrorBodySchema.parse(await missing.json())).toMatchObject({ message: 'لا توجد مجموعة البيانات هذه ضمن المشروع.', fieldErrors: { dataItemId: ['اختر مجموعة بيانات من هذا المشروع.'] } });
    const notTable = await fromDataset({ dataItemId: notes }, arabic);
    expect(notTable.status).toBe(409);
    expect(apiErrorBodySchema.parse(await notTable.json())).toMatchObject({ message: 'هذا الملف ليس جدول بيانات.', fieldErrors: { dataItemId: ['اختر مجموعة بيانات بصيغة CSV أو Excel أو SPSS.'] } });
    const noVariable = await fromDataset({ dataItemId: dataset, idVariable: 'respondent' }, arabic);
    expect(noVariable.status).toBe(400);
    expect(apiErrorBodySchema.parse(await noVariable.json())).toMatchObject({ message: 'بعض الحقول تحتاج إلى مراجعة.', fieldErrors: { idVariable: ['لا يوجد في قاعدة البيانات متغيّر باسم respondent.'] } });
    // English for everyone else, as before.
    expect(apiErrorBodySchema.parse(await (await fromDataset({ dataItemId: dataset, idVariable: 'respondent' })).json())).toMatchObject({ fieldErrors: { idVariable: ['There is no variable named respondent.'] } });

    const stored = await fromDataset({ dataItemId: dataset }, arabic);
    expect(stored.status, await stored.clone().text()).toBe(200);
    expect(ingestResponseSchema.parse(await stored.json())).toMatchObject({ stored: 2, message: 'عدد الإدخالات الجديدة أو المعدَّلة التي حُفظت: 2؛ وعدد الإدخالات التي كانت محفوظة من قبل كما أُرسلت: 0.' });
  });

  it('moves a project through its stages: dates, status, activity', async () => {
    const moved = await staff.post(path('/stage'), { stage: 'quality_control', on: '2026-11-05', note: 'Back-checks on 10 % of interviews' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const stages = stagesResponseSchema.parse(await (await client.get(path('/stages'))).json());
    expect(stages.current).toBe('quality_control');
    expect(stages.stages.map((s) => s.stage)).toEqual(['brief', 'proposal', 'questionnaire', 'fieldwork', 'quality_control', 'analysis', 'reporting', 'delivered']);
    expect(stages.stages[4]).toMatchObject({ actualStart: '2026-11-05', actualEnd: null, note: 'Back-checks on 10 % of interviews' });
    expect((await (await client.get(path())).json()).status).toBe('analysis');
    const planned = await staff.request(path('/stages/reporting'), { method: 'PUT', json: { plannedStart: '2026-11-20', plannedEnd: '2026-11-18' } });
    expect(planned.status).toBe(400);
    const audit = auditListResponseSchema.parse(await (await staff.get(path('/activity'))).json());
    expect(audit.items.find((e) => e.action === 'project.stage_change')?.details).toMatchObject({ from: null, to: 'quality_control', status: { from: 'in_field', to: 'analysis' } });
  });

  it('gives the field report as a workbook with the same numbers as the page', async () => {
    const v = await view();
    const res = await client.get(path('/fieldwork/report.xlsx'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="SWR-2026-401-field-report-2026-11-05\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const cells = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const summary = new Map(cells('Summary').map((r) => [r[0], r[1]]));
    expect(summary.get('Completes')).toBe(v.totals.completes);
    expect(summary.get('Screened out')).toBe(v.totals.screenedOut);
    expect(summary.get('Removed for quality')).toBe(v.totals.qualityRemoved);
    const label = (d: number, code: string) => PLAN.dimensions[d]!.levels.find((l) => l.code === code)!.label;
    expect(cells('Quotas').slice(1).map((r) => r.slice(0, 4))).toEqual(v.cells.map((c) => [label(0, c.levels[0]!), label(1, c.levels[1]!), c.target, c.achieved]));
    expect(cells('Daily').slice(1).map((r) => [r[0], r[1]])).toEqual(v.daily.map((d) => [d.date, d.completes]));
    const arabic = await client.get(path('/fieldwork/report.xlsx?lang=ar'));
    const arBook = new ExcelJS.Workbook();
    await arBook.xlsx.load(Buffer.from(await arabic.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(arBook.worksheets.map((s) => s.name).join(' ')).toMatch(/[\u0600-\u06ff]/);
    expect(arBook.worksheets[0]!.views[0]).toMatchObject({ rightToLeft: true });
    // Arabic readers get the Arabic labels staff gave, and the English one where they gave none.
    const arQuotas: unknown[][] = [];
    arBook.worksheets[1]!.eachRow((row) => arQuotas.push((row.values as unknown[]).slice(1)));
    expect(arQuotas[0]![0]).toBe('المدينة');
    expect(arQuotas[0]![1]).toBe('Gender');
    const arLabel = (d: number, code: string) => {
      const level = PLAN.dimensions[d]!.levels.find((l) => l.code === code)!;
      return level.labelAr ?? level.label;
    };
    expect(arQuotas.slice(1).map((r) => r.slice(0, 2))).toEqual(v.cells.map((c) => [arLabel(0, c.levels[0]!), arLabel(1, c.levels[1]!)]));
  });

  it('tells an open page when the counts change, from any request', async () => {
    const res = await client.get(path('/fieldwork/events'));
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    const until = async (text: string) => {
      const deadline = Date.now() + 15_000;
      while (!seen.includes(text)) {
        if (Date.now() > deadline) throw new Error(`no ${text} event; got ${seen}`);
        const { value, done } = await reader.read();
        if (done) break;
        seen += value;
      }
    };
    await until('event: ready');
    await platform(secret, { records: records(700, 2) });
    await until('event: changed');
    await reader.cancel();
  });
});
