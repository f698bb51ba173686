import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER, auditListResponseSchema, crosstabResponseSchema, datasetVariablesSchema, frequencyResponseSchema, type CrosstabResponse } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';
import { datasetA, datasetB, datasetC, expectedA, expectedB, expectedC } from './results.fixture';
import { writeSav } from './test-sav';

type Signed = Agent & { user: { id: string } };
const enc = new TextEncoder();

function form(title: string, bytes: Uint8Array, name: string) {
  const f = new FormData();
  f.append('title', title);
  f.append('kind', 'dataset');
  f.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return f;
}

const q = (params: Record<string, string | string[]>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) s.append(k, one);
  return s.toString();
};

describe.each(testDatabases())('survey results on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let staff: Signed;
  let client: Signed;
  let other: Signed;
  let projectId: string;
  let aId: string;
  let bId: string;
  let cId: string;
  const item = (id: string) => `/api/projects/${projectId}/data-items/${id}`;
  const freq = async (who: Agent, id: string, params: Record<string, string | string[]>) => {
    const res = await who.get(`${item(id)}/results/frequency?${q(params)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return frequencyResponseSchema.parse(await res.json());
  };
  const xtab = async (who: Agent, id: string, params: Record<string, string | string[]>): Promise<CrosstabResponse> => {
    const res = await who.get(`${item(id)}/results/crosstab?${q(params)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return crosstabResponseSchema.parse(await res.json());
  };
  const upload = async (title: string, bytes: Uint8Array, name: string) => {
    const res = await staff.request(`/api/projects/${projectId}/data-items`, { method: 'POST', body: form(title, bytes, name) });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as { id: string; hasTable: boolean; contentType: string };
    // Uploads start as drafts only staff see; these tests read results as the client too.
    expect((await staff.post(`/api/projects/${projectId}/data-items/${created.id}/publish`, {})).status).toBe(200);
    return created;
  };

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
    staff = await t.signedIn('staff');
    client = await t.signedIn('client');
    other = await t.signedIn('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-300', title: 'Brand tracker', clientId: client.user.id })).json()).id;
    aId = (await upload('Wave A', enc.encode(datasetA()), 'wave-a.csv')).id;
    bId = (await upload('Wave B', enc.encode(datasetB()), 'wave-b.csv')).id;
    cId = (await upload('Satisfaction', enc.encode(datasetC()), 'satisfaction.csv')).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('detects variable types, labels, the weight and the multi-response set', async () => {
    const def = datasetVariablesSchema.parse(await (await client.get(`${item(aId)}/variables`)).json());
    const types = Object.fromEntries(def.variables.map((v) => [v.name, v.type]));
    expect(types).toEqual({ resp_id: 'id', gender: 'single', q1: 'single', weight: 'weight', aware_1: 'multi', aware_2: 'multi', aware_3: 'multi', spend_aed: 'numeric' });
    expect(def.variables.find((v) => v.name === 'spend_aed')?.label).toBe('Spend (AED)');
    expect(def.weightVariable).toBe('weight');
    expect(def.multiResponseSets).toEqual([{ name: 'aware', label: 'Aware', columns: ['aware_1', 'aware_2', 'aware_3'], countedValue: '1' }]);
    expect(def.rowCount).toBe(210);
  });

  it('gives frequencies with valid base and missing, unweighted, weighted and filtered', async () => {
    const plain = await freq(client, aId, { variable: 'q1', weight: '0' });
    expect(plain.base).toBe(expectedA.q1.base);
    expect(plain.missing).toBe(expectedA.q1.missing);
    expect(plain.rows.map((r) => [r.value, r.count])).toEqual([
      ['No', expectedA.q1.no],
      ['Yes', expectedA.q1.yes],
    ]);
    expect(plain.rows[1]!.percent).toBeCloseTo(expectedA.q1.yesPercent, 6);

    const weighted = await freq(client, aId, { variable: 'q1', weight: '1' });
    expect(weighted.weightedBase).toBeCloseTo(expectedA.q1Weighted.weightedBase, 6);
    expect(weighted.base).toBe(expectedA.q1.base);
    expect(weighted.rows.find((r) => r.value === 'Yes')).toMatchObject({ weighted: expectedA.q1Weighted.yes });
    expect(weighted.rows.find((r) => r.value === 'Yes')!.percent).toBeCloseTo(expectedA.q1Weighted.yesPercent, 6);
    expect(weighted.notes.join(' ')).toMatch(/Weighted by Weight/);

    const men = await freq(client, aId, { variable: 'q1', filter: 'gender=Male', weight: '0' });
    expect(men.base).toBe(expectedA.q1Men.base);
    expect(men.missing).toBe(expectedA.q1Men.missing);
    expect(men.rows.find((r) => r.value === 'Yes')!.percent).toBeCloseTo(expectedA.q1Men.yesPercent, 6);
    expect(men.notes[0]).toBe('Filtered: Gender = Male.');
  });

  it('gives a multi-response frequency on the set base, weighted too', async () => {
    const aware = await freq(client, aId, { variable: 'aware', weight: '0' });
    expect(aware.base).toBe(expectedA.aware.base);
    expect(aware.missing).toBe(expectedA.aware.missing);
    aware.rows.forEach((r, i) => expect(r.percent).toBeCloseTo(expectedA.aware.percents[i]!, 6));
    const weighted = await freq(client, aId, { variable: 'aware', weight: '1' });
    expect(weighted.rows[0]!.percent).toBeCloseTo(expectedA.aware.weightedAware1, 6);
  });

  it('gives numeric statistics and a histogram with round bins', async () => {
    const spend = await freq(client, aId, { variable: 'spend_aed', weight: '0' });
    expect(spend.stats).toMatchObject({ mean: expectedA.spend.mean, median: expectedA.spend.median, min: expectedA.spend.min, max: expectedA.spend.max });
    expect(spend.stats!.histogram.map((b) => [b.from, b.to, b.count])).toEqual(expectedA.spend.histogram);
  });

  it('crosstabs with column %, bases and significance letters', async () => {
    const table = await xtab(client, aId, { row: 'q1', banner: 'gender', weight: '0' });
    expect(table.columns.map((c) => [c.label, c.letter, c.base])).toEqual([
      ['Total', null, 200],
      ['Female', 'A', 100],
      ['Male', 'B', 100],
    ]);
    const yes = table.rows.find((r) => r.value === 'Yes')!;
    const no = table.rows.find((r) => r.value === 'No')!;
    yes.cells.forEach((c, i) => expect(c.percent).toBeCloseTo(expectedA.crosstab.yes[i]!, 6));
    no.cells.forEach((c, i) => expect(c.percent).toBeCloseTo(expectedA.crosstab.no[i]!, 6));
    expect(yes.cells.map((c) => c.higherThan)).toEqual(expectedA.crosstab.yesLetters);
    expect(no.cells.map((c) => c.higherThan)).toEqual(expectedA.crosstab.noLetters);

    const weighted = await xtab(client, aId, { row: 'q1', banner: 'gender', weight: '1' });
    expect(weighted.columns[0]!.effectiveBase).toBeCloseTo(expectedA.crosstab.totalEffectiveWeighted, 6);
    expect(weighted.columns[1]!.effectiveBase).toBeCloseTo(100, 6);
  });

  it('crosstabs a multi-response set against a banner', async () => {
    const table = await xtab(client, aId, { row: 'aware', banner: 'gender', weight: '0' });
    expect(table.columns.map((c) => c.base)).toEqual([206, 103, 103]);
    for (const [member, letters] of Object.entries(expectedA.aware.letters)) {
      expect(table.rows.find((r) => r.value === member)!.cells.slice(1).map((c) => c.higherThan), member).toEqual(letters);
    }
  });

  it('uses effective bases under weighting, so weights can make a difference significant', async () => {
    const plain = await xtab(client, bId, { row: 'q1', banner: 'region', weight: '0' });
    expect(plain.columns.map((c) => c.label)).toEqual(['Total', 'Abu Dhabi', 'Dubai']);
    const plainYes = plain.rows.find((r) => r.value === 'Yes')!;
    plainYes.cells.forEach((c, i) => expect(c.percent).toBeCloseTo(expectedB.unweighted.yes[i]!, 6));
    expect(plainYes.cells.map((c) => c.higherThan)).toEqual(expectedB.unweighted.letters);

    const weighted = await xtab(client, bId, { row: 'q1', banner: 'region', weight: '1' });
    weighted.columns.forEach((c, i) => expect(c.effectiveBase).toBeCloseTo(expectedB.weighted.effective[i]!, 6));
    const yes = weighted.rows.find((r) => r.value === 'Yes')!;
    yes.cells.forEach((c, i) => expect(c.percent).toBeCloseTo(expectedB.weighted.yes[i]!, 6));
    expect(yes.cells.map((c) => c.higherThan)).toEqual(expectedB.weighted.yesLetters);
    expect(weighted.rows.find((r) => r.value === 'No')!.cells.map((c) => c.higherThan)).toEqual(expectedB.weighted.noLetters);
  });

  it('flags a base under 30 and does not test it', async () => {
    const table = await xtab(client, bId, { row: 'q1', banner: 'tier', weight: '0' });
    const gold = table.columns.find((c) => c.label === 'Gold')!;
    expect(gold).toMatchObject({ base: expectedB.lowBase.gold, lowBase: true });
    const goldIndex = table.columns.indexOf(gold);
    for (const r of table.rows) {
      expect(r.cells[goldIndex]!.higherThan).toEqual([]);
      for (const cell of r.cells) expect(cell.higherThan).not.toContain(gold.letter);
    }
    expect(table.notes.join(' ')).toMatch(/Base under 30/);
  });

  it('exports the table and a banner book to XLSX', async () => {
    const res = await client.get(`${item(aId)}/results/export.xlsx?${q({ row: 'q1', banner: 'gender', weight: '1', filter: 'q1=Yes|No' })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    const values: unknown[][] = [];
    const numbers: number[] = [];
    sheet.eachRow((row, n) => {
      values.push((row.values as unknown[]).slice(1));
      numbers.push(n);
    });
    // Weighted, both bases: men weigh 1.5 and women 0.5, 100 of each answered q1 (Total, Female, Male).
    expect(values.find((r) => r[0] === 'Unweighted base (respondents)')).toEqual(['Unweighted base (respondents)', 200, 100, 100]);
    expect(values.find((r) => r[0] === 'Weighted base')).toEqual(['Weighted base', 200, 50, 150]);
    expect(values.some((r) => r[0] === 'Base (respondents)')).toBe(false);
    const yesRow = values.find((r) => r[0] === 'Yes')!;
    expect(yesRow[2]).toBeCloseTo(0.4, 6);
    expect(values.some((r) => r[0] === '  significantly higher than' && r[3] === 'A')).toBe(true);
    expect(sheet.getRow(numbers[values.findIndex((r) => r[0] === 'Yes')]!).getCell(2).numFmt).toBe('0.0%');

    const book = await client.get(`${item(aId)}/results/export.xlsx?${q({ book: '1', banner: 'gender' })}`);
    const bookWb = new ExcelJS.Workbook();
    await bookWb.xlsx.load(Buffer.from(await book.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(bookWb.worksheets.map((s) => s.name)).toEqual(['Contents', 'Gender', 'Q1', 'Aware']);
  });

  it('writes notes, the Total column, export labels, sheet titles and file names in an Arabic reader’s language', async () => {
    const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };
    const table = crosstabResponseSchema.parse(await (await client.get(`${item(aId)}/results/crosstab?${q({ row: 'q1', banner: 'gender', weight: '1', filter: 'q1=Yes|No' })}`, arabic)).json());
    expect(table.columns[0]!.label).toBe('الإجمالي');
    expect(table.notes[0]).toBe('النتائج مقصورة على: Q1 = Yes أو No.');
    expect(table.notes.join(' ')).toContain('دلالة إحصائية');
    for (const note of table.notes) expect(note).toMatch(/[\u0621-\u064A]/);
    const frequency = frequencyResponseSchema.parse(await (await client.get(`${item(aId)}/results/frequency?${q({ variable: 'q1', weight: '1' })}`, arabic)).json());
    expect(frequency.notes[0]).toMatch(/^النتائج مرجّحة بمتغيّر/);

    const book = await client.get(`${item(aId)}/results/export.xlsx?${q({ book: '1', banner: 'gender' })}`, arabic);
    expect(decodeURIComponent(book.headers.get('content-disposition') ?? '')).toContain('كتاب الجداول');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await book.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['المحتويات', 'Gender', 'Q1', 'Aware']);
    expect(wb.worksheets.every((s) => s.views[0]?.rightToLeft === true)).toBe(true);
    const firstColumn: unknown[] = [];
    wb.worksheets[1]!.eachRow((row) => firstColumn.push(row.getCell(1).value));
    // The book is weighted by default, so it shows both bases.
    expect(firstColumn).toContain('القاعدة غير المرجّحة (عدد المستجيبين)');
    expect(firstColumn).toContain('القاعدة المرجّحة');
    expect(firstColumn).toContain('  أعلى بدلالة إحصائية من');

    const csv = await (await client.get(`${item(aId)}/results/export.csv?${q({ row: 'q1', banner: 'gender', weight: '0' })}`, arabic)).text();
    expect(csv).toContain('القاعدة (عدد المستجيبين)');
    expect(csv).toContain('Yes (أعلى بدلالة إحصائية من)');
    // An API client without a language keeps the English it always had.
    expect(crosstabResponseSchema.parse(await (await client.get(`${item(aId)}/results/crosstab?${q({ row: 'q1' })}`)).json()).columns[0]!.label).toBe('Total');
  });

  it('refuses a banner book it cannot build in the reader’s language', async () => {
    const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };
    const refusal = async (path: string, init: RequestInit = {}) => {
      const res = await client.get(path, init);
      expect(res.status).toBe(400);
      return (await res.json()) as { message: string; fieldErrors?: Record<string, string[]> };
    };
    const sixBanners = `${item(aId)}/results/export.xlsx?${q({ book: '1', banner: ['gender', 'q1', 'gender', 'q1', 'gender', 'q1'] })}`;
    expect(await refusal(sixBanners, arabic)).toMatchObject({ message: 'لا تتسع أعمدة الجدول التقاطعي لأكثر من 5 متغيّرات.', fieldErrors: { banner: ['5 متغيّرات كحدٍّ أقصى.'] } });
    expect(await refusal(sixBanners)).toMatchObject({ message: 'A banner has at most 5 variables.', fieldErrors: { banner: ['At most 5 variables.'] } });

    const numericBanner = await refusal(`${item(aId)}/results/export.xlsx?${q({ book: '1', banner: 'spend_aed' })}`, arabic);
    expect(numericBanner).toMatchObject({ message: '«Spend (AED)» ليس سؤالًا أحادي الإجابة، لذا لا يمكن اعتماده عمودًا في الجدول التقاطعي.', fieldErrors: { banner: ['اختر لأعمدة الجدول أسئلة أحادية الإجابة.'] } });
    expect(await refusal(`${item(aId)}/results/crosstab?${q({ row: 'spend_aed' })}`, arabic)).toMatchObject({ fieldErrors: { row: ['اختر لصفوف الجدول سؤالًا أحادي الإجابة أو متعدد الإجابات.'] } });
    expect(await refusal(`${item(aId)}/results/crosstab?${q({ row: 'q1', banner: 'nothing_here' })}`, arabic)).toMatchObject({ message: 'لا يوجد في قاعدة البيانات متغيّر باسم nothing_here.' });
    expect(await refusal(`${item(aId)}/results/crosstab?${q({ row: 'q1', filter: 'gender' })}`, arabic)).toMatchObject({ message: 'بعض معايير الطلب غير صالحة.', fieldErrors: { filter: ['اكتب عامل التصفية بالصيغة variable=value (ولأكثر من قيمة: variable=a|b).'] } });
  });

  it('lets staff define variables: labels, hidden columns, weight; clients never see hidden ones', async () => {
    const def = datasetVariablesSchema.parse(await (await staff.get(`${item(aId)}/variables`)).json());
    const edited = {
      variables: def.variables.map((v) =>
        v.name === 'q1' ? { ...v, label: 'Would you recommend us?', valueLabels: [{ value: 'Yes', label: 'Yes, would recommend' }, { value: 'No', label: 'No' }] } : v.name === 'spend_aed' ? { ...v, hidden: true } : v,
      ),
      multiResponseSets: def.multiResponseSets,
      weightVariable: 'weight',
    };
    expect((await client.request(`${item(aId)}/variables`, { method: 'PUT', json: edited })).status).toBe(403);
    expect((await staff.request(`${item(aId)}/variables`, { method: 'PUT', json: { ...edited, weightVariable: 'gender' } })).status).toBe(400);
    expect((await staff.request(`${item(aId)}/variables`, { method: 'PUT', json: edited })).status).toBe(200);
    const seen = datasetVariablesSchema.parse(await (await client.get(`${item(aId)}/variables`)).json());
    expect(seen.variables.map((v) => v.name)).not.toContain('spend_aed');
    expect((await client.get(`${item(aId)}/results/frequency?variable=spend_aed`)).status).toBe(400);
    const rows = await (await client.get(`${item(aId)}/rows?pageSize=1`)).json();
    expect(rows.columns.map((c: { name: string }) => c.name)).not.toContain('spend_aed');
    const q1 = await freq(client, aId, { variable: 'q1' });
    expect(q1.label).toBe('Would you recommend us?');
    expect(q1.rows.map((r) => r.label)).toEqual(['Yes, would recommend', 'No']);
    expect((await staff.get(`${item(aId)}/results/frequency?variable=spend_aed`)).status).toBe(200);
  });

  it('reads SPSS files with variable labels, value labels, missing codes and the weight', async () => {
    const bytes = writeSav(
      [
        { name: 'respid', type: 'numeric' },
        { name: 'emirate', type: 'numeric', label: 'Emirate of residence', valueLabels: [[1, 'Dubai'], [2, 'Abu Dhabi'], [3, 'Sharjah']] },
        { name: 'sat', type: 'numeric', label: 'Overall satisfaction', valueLabels: [[1, 'Satisfied'], [2, 'Not satisfied'], [9, "Don't know"]], missing: [9] },
        { name: 'wt', type: 'numeric', label: 'Weight' },
      ],
      // 4 Dubai (3 satisfied, 1 don't know), 2 Abu Dhabi (1 satisfied, 1 not), 1 Sharjah with no answer (sysmis).
      [[1, 1, 1, 1], [2, 1, 1, 1], [3, 1, 1, 2], [4, 1, 9, 1], [5, 2, 1, 1], [6, 2, 2, 1], [7, 3, null, 1]],
      'wt',
    );
    const sav = await upload('SPSS wave', bytes, 'wave.sav');
    expect(sav).toMatchObject({ hasTable: true, contentType: 'application/x-spss-sav' });
    const def = datasetVariablesSchema.parse(await (await client.get(`${item(sav.id)}/variables`)).json());
    expect(def.weightVariable).toBe('wt');
    expect(def.variables.find((v) => v.name === 'emirate')).toMatchObject({ label: 'Emirate of residence', type: 'single', valueLabels: [{ value: '1', label: 'Dubai' }, { value: '2', label: 'Abu Dhabi' }, { value: '3', label: 'Sharjah' }] });
    // Base: 7 rows minus the sysmis and the declared-missing 9 = 5; satisfied 4 of 5 = 80%.
    const sat = await freq(client, sav.id, { variable: 'sat', weight: '0' });
    expect(sat).toMatchObject({ label: 'Overall satisfaction', base: 5, missing: 2 });
    expect(sat.rows.map((r) => [r.label, r.count])).toEqual([
      ['Satisfied', 4],
      ['Not satisfied', 1],
      ["Don't know", 0],
    ]);
    expect(sat.rows[0]!.percent).toBeCloseTo(80, 6);
    // Weighted (respondent 3 counts twice): satisfied 5 of 6. The file declares its weight, so that is what opens.
    expect((await freq(client, sav.id, { variable: 'sat', weight: '1' })).rows[0]!.percent).toBeCloseTo((5 / 6) * 100, 6);
    const opened = await freq(client, sav.id, { variable: 'sat' });
    expect(opened).toMatchObject({ weighted: true, weightVariable: 'wt', base: 5, weightedBase: 6 });
    expect(opened.rows[0]!.percent).toBeCloseTo((5 / 6) * 100, 6);
  });

  it('opens results weighted when the file has a weight, says by what, and gives the unweighted view on weight=0', async () => {
    const opened = await freq(client, aId, { variable: 'q1' });
    expect(opened).toMatchObject({ weighted: true, weightVariable: 'weight', base: expectedA.q1.base, weightedBase: expectedA.q1Weighted.weightedBase });
    expect(opened.rows.find((r) => r.value === 'Yes')!.percent).toBeCloseTo(expectedA.q1Weighted.yesPercent, 6);
    expect(opened.notes.join(' ')).toMatch(/^Weighted by Weight\./);
    const plain = await freq(client, aId, { variable: 'q1', weight: '0' });
    expect(plain).toMatchObject({ weighted: false, weightVariable: null });
    expect(plain.rows.find((r) => r.value === 'Yes')!.percent).toBeCloseTo(expectedA.q1.yesPercent, 6);
    expect(plain.notes.join(' ')).not.toMatch(/Weighted/);
    // Staff open the same default.
    expect((await freq(staff, aId, { variable: 'q1' })).weighted).toBe(true);
    // Both bases per column: unweighted 200/100/100; weighted 200, women 100·0.5 = 50, men 100·1.5 = 150.
    const table = await xtab(client, aId, { row: 'q1', banner: 'gender' });
    expect(table).toMatchObject({ weighted: true, weightVariable: 'weight' });
    expect(table.columns.map((c) => [c.base, c.weightedBase])).toEqual([
      [200, 200],
      [100, 50],
      [100, 150],
    ]);
    // A dataset without a weight opens unweighted.
    expect(await freq(client, cId, { variable: 'sat' })).toMatchObject({ weighted: false, weightVariable: null });
  });

  it('lists CSV answers on a scale in scale order, in English and Arabic', async () => {
    const def = datasetVariablesSchema.parse(await (await client.get(`${item(cId)}/variables`)).json());
    expect(def.weightVariable).toBeNull();
    expect(def.variables.find((v) => v.name === 'sat')!.valueLabels.map((l) => l.value)).toEqual(expectedC.order);
    expect(def.variables.find((v) => v.name === 'visits')!.valueLabels.map((l) => l.value)).toEqual(expectedC.visitsOrder);
    expect((await freq(client, cId, { variable: 'sat' })).rows.map((r) => r.value)).toEqual(expectedC.order);
    expect((await xtab(client, cId, { row: 'visits', banner: 'region' })).rows.map((r) => r.value)).toEqual(expectedC.visitsOrder);
  });

  it('keeps a .sav scale in code order when only its ends are labelled', async () => {
    const bytes = writeSav(
      [
        { name: 'respid', type: 'numeric' },
        // Labels written out of code order, and 1–9 unlabelled.
        { name: 'rec', type: 'numeric', label: 'Likelihood to recommend', valueLabels: [[10, 'Extremely likely'], [0, 'Not at all likely']] },
      ],
      Array.from({ length: 22 }, (_, i) => [i + 1, i % 11]),
    );
    const sav = await upload('NPS wave', bytes, 'nps.sav');
    const rec = await freq(client, sav.id, { variable: 'rec' });
    expect(rec.rows.map((r) => r.label)).toEqual(['Not at all likely', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Extremely likely']);
    expect(rec.rows.every((r) => r.count === 2)).toBe(true);
  });

  it('lets staff set a weight and define nets: tables open weighted by it and show the nets, tested like categories', async () => {
    const def = datasetVariablesSchema.parse(await (await staff.get(`${item(cId)}/variables`)).json());
    const nets = [
      { name: 'Top-2 box', values: ['Satisfied', 'Very satisfied'] },
      { name: 'Bottom-2 box', values: ['Very dissatisfied', 'Dissatisfied'] },
      { name: 'Satisfied or neutral', values: ['Neither', 'Satisfied'] },
    ];
    const body = { variables: def.variables.map((v) => (v.name === 'sat' ? { ...v, nets } : v)), multiResponseSets: def.multiResponseSets, weightVariable: 'factor' };
    expect((await client.request(`${item(cId)}/variables`, { method: 'PUT', json: body })).status).toBe(403);
    expect((await staff.request(`${item(cId)}/variables`, { method: 'PUT', json: body })).status).toBe(200);

    const f = expectedC.frequency;
    const opened = await freq(client, cId, { variable: 'sat' });
    expect(opened).toMatchObject({ weighted: true, weightVariable: 'factor', base: f.weighted.base, weightedBase: f.weighted.weightedBase });
    expect(opened.rows.map((r) => [r.kind, r.value])).toEqual([...expectedC.order.map((v) => ['category', v]), ['net', 'Top-2 box'], ['net', 'Bottom-2 box'], ['net', 'Satisfied or neutral']]);
    const net = (r: typeof opened, name: string) => r.rows.find((x) => x.kind === 'net' && x.value === name)!;
    for (const [name, [w, p]] of [['Top-2 box', f.weighted.top2], ['Bottom-2 box', f.weighted.bottom2], ['Satisfied or neutral', f.weighted.mixed]] as const) {
      expect(net(opened, name).weighted, name).toBeCloseTo(w!, 6);
      expect(net(opened, name).percent, name).toBeCloseTo(p!, 6);
    }
    expect(opened.notes.join(' ')).toContain('A net counts once each respondent');
    const plain = await freq(client, cId, { variable: 'sat', weight: '0' });
    for (const [name, [n, p]] of [['Top-2 box', f.unweighted.top2], ['Bottom-2 box', f.unweighted.bottom2], ['Satisfied or neutral', f.unweighted.mixed]] as const) {
      expect(net(plain, name).count, name).toBe(n);
      expect(net(plain, name).percent, name).toBeCloseTo(p!, 6);
    }

    const x = expectedC.crosstab;
    const table = await xtab(client, cId, { row: 'sat', banner: 'region', weight: '0' });
    expect(table.columns.map((c) => [c.label, c.letter])).toEqual([
      ['Total', null],
      ['North', 'A'],
      ['South', 'B'],
    ]);
    for (const [name, expected] of [['Top-2 box', x.top2], ['Bottom-2 box', x.bottom2], ['Satisfied or neutral', x.mixed]] as const) {
      const row = table.rows.find((r) => r.kind === 'net' && r.value === name)!;
      row.cells.forEach((c, i) => expect(c.percent, `${name} ${i}`).toBeCloseTo(expected.percents[i]!, 6));
      expect(row.cells.map((c) => c.higherThan), name).toEqual(expected.letters);
    }
    const weighted = await xtab(client, cId, { row: 'sat', banner: 'region' });
    expect(weighted.weightVariable).toBe('factor');
    expect(weighted.columns[0]!.effectiveBase).toBeCloseTo(x.weightedTotalEffective, 6);
    const top2 = weighted.rows.find((r) => r.value === 'Top-2 box')!;
    expect(top2.cells[0]!.percent).toBeCloseTo(x.weightedTotalTop2, 6);
    expect(top2.cells.map((c) => c.higherThan)).toEqual(x.top2.letters);

    // The Excel table carries the nets with their letters, and both bases.
    const res = await client.get(`${item(cId)}/results/export.xlsx?${q({ row: 'sat', banner: 'region', weight: '0' })}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const values: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const at = values.findIndex((r) => r[0] === 'Top-2 box');
    expect(values[at]![1]).toBeCloseTo(0.45, 6);
    expect(values[at + 2]).toEqual(['  significantly higher than', '', 'B', '']);
    const book = await client.get(`${item(cId)}/results/export.xlsx?${q({ book: '1', banner: 'region' })}`);
    const bookWb = new ExcelJS.Workbook();
    await bookWb.xlsx.load(Buffer.from(await book.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sat: unknown[][] = [];
    bookWb.getWorksheet('Sat')!.eachRow((row) => sat.push((row.values as unknown[]).slice(1)));
    expect(sat.find((r) => r[0] === 'Weighted base')).toEqual(['Weighted base', 300, 100, 200]);
    expect(sat.find((r) => r[0] === 'Unweighted base (respondents)')).toEqual(['Unweighted base (respondents)', 200, 100, 100]);
    expect(Number(sat.find((r) => r[0] === 'Top-2 box')![1])).toBeCloseTo(0.4, 6);

    const timeline = auditListResponseSchema.parse(await (await staff.get(`/api/projects/${projectId}/activity`)).json());
    const change = timeline.items.find((e) => e.action === 'data_item.variables_update' && e.targetId === cId)!;
    expect(change.details).toMatchObject({ weight: { from: null, to: 'factor' }, nets: { sat: ['Top-2 box: Satisfied, Very satisfied', 'Bottom-2 box: Very dissatisfied, Dissatisfied', 'Satisfied or neutral: Neither, Satisfied'] }, redefined: [] });
  });

  it('lets staff reorder categories: tables follow, and the activity says what was reordered', async () => {
    const def = datasetVariablesSchema.parse(await (await staff.get(`${item(cId)}/variables`)).json());
    const reversed = def.variables.map((v) => (v.name === 'sat' ? { ...v, valueLabels: [...v.valueLabels].reverse() } : v));
    expect((await staff.request(`${item(cId)}/variables`, { method: 'PUT', json: { variables: reversed, multiResponseSets: def.multiResponseSets, weightVariable: def.weightVariable } })).status).toBe(200);
    const categories = (rows: { kind: string; value: string }[]) => rows.filter((r) => r.kind === 'category').map((r) => r.value);
    expect(categories((await freq(client, cId, { variable: 'sat' })).rows)).toEqual([...expectedC.order].reverse());
    expect(categories((await xtab(client, cId, { row: 'sat', banner: 'region' })).rows)).toEqual([...expectedC.order].reverse());
    const timeline = auditListResponseSchema.parse(await (await staff.get(`/api/projects/${projectId}/activity`)).json());
    const change = timeline.items.find((e) => e.action === 'data_item.variables_update' && e.targetId === cId)!;
    expect(change.details).toMatchObject({ reordered: ['sat'], redefined: [] });
    // An API client that does not know nets (it sends none) leaves them as they are.
    const withoutNets = reversed.map(({ nets: _nets, ...v }) => v);
    expect((await staff.request(`${item(cId)}/variables`, { method: 'PUT', json: { variables: withoutNets, multiResponseSets: def.multiResponseSets, weightVariable: def.weightVariable } })).status).toBe(200);
    expect((await freq(client, cId, { variable: 'sat' })).rows.filter((r) => r.kind === 'net').map((r) => r.value)).toEqual(['Top-2 box', 'Bottom-2 box', 'Satisfied or neutral']);
    expect(change.details).not.toHaveProperty('nets');
  });

  it('refuses nets that are not on a single-choice question, share a name or group what is not a category', async () => {
    const def = datasetVariablesSchema.parse(await (await staff.get(`${item(cId)}/variables`)).json());
    const withNets = (name: string, nets: { name: string; values: string[] }[]) => ({
      variables: def.variables.map((v) => (v.name === name ? { ...v, nets } : v)),
      multiResponseSets: def.multiResponseSets,
      weightVariable: def.weightVariable,
    });
    for (const body of [
      withNets('factor', [{ name: 'High', values: ['2'] }]),
      withNets('sat', [
        { name: 'Happy', values: ['Satisfied'] },
        { name: 'happy', values: ['Very satisfied'] },
      ]),
      withNets('sat', [{ name: 'Happy', values: ['Delighted'] }]),
    ]) {
      const res = await staff.request(`${item(cId)}/variables`, { method: 'PUT', json: body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('nets');
    }
  });

  it('keeps results and definitions of one client from another', async () => {
    for (const path of ['variables', 'results/frequency?variable=q1', 'results/crosstab?row=q1&banner=gender', 'results/export.xlsx?row=q1', 'results/export.csv?row=q1']) {
      expect((await other.get(`${item(aId)}/${path}`)).status, path).toBe(404);
      expect((await t.agent().get(`${item(aId)}/${path}`)).status, path).toBe(401);
    }
  });

  it('answers bad requests with a clear 400', async () => {
    expect((await client.get(`${item(aId)}/results/frequency?variable=nope`)).status).toBe(400);
    expect((await client.get(`${item(aId)}/results/crosstab?row=q1&banner=spend_aed`)).status).toBe(400);
    expect((await client.get(`${item(aId)}/results/crosstab?row=q1&banner=gender&filter=bad`)).status).toBe(400);
    expect((await client.get(`${item(aId)}/results/crosstab?banner=gender`)).status).toBe(400);
    const noWeight = await client.get(`${item(bId)}/results/frequency?variable=q1&weight=1`);
    expect(noWeight.status).toBe(200);
  });
});
