import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER, datasetVariablesSchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';
import { datasetA, expectedA } from './results.fixture';

type Signed = Agent & { user: { id: string } };

const q = (params: Record<string, string | string[]>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) s.append(k, one);
  return s.toString();
};

/** The parts of a .pptx a test reads: every XML part by name. */
async function openDeck(res: Response): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  const parts = new Map<string, string>();
  for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.xml'))) parts.set(name, await zip.file(name)!.async('string'));
  return parts;
}

const partsNamed = (deck: Map<string, string>, pattern: RegExp) => [...deck.keys()].filter((n) => pattern.test(n)).sort();

/** A chart part's series as PowerPoint stores them: name, category labels and values. */
function chartSeries(xml: string): { name: string; labels: string[]; values: number[] }[] {
  const points = (block: string) => [...block.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1]!);
  return [...xml.matchAll(/<c:ser>([\s\S]*?)<\/c:ser>/g)].map(([, ser]) => ({
    name: points(/<c:tx>([\s\S]*?)<\/c:tx>/.exec(ser!)![1]!)[0]!,
    labels: points(/<c:cat>([\s\S]*?)<\/c:cat>/.exec(ser!)![1]!),
    values: points(/<c:val>([\s\S]*?)<\/c:val>/.exec(ser!)![1]!).map(Number),
  }));
}

/** The text of a slide or notes part, run by run joined, paragraph by paragraph. */
const paragraphs = (xml: string) =>
  [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)].map(([, p]) => [...p!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(''));

describe.each(testDatabases())('results as PowerPoint on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let staff: Signed;
  let client: Signed;
  let other: Signed;
  let projectId: string;
  let aId: string;
  const item = (id: string) => `/api/projects/${projectId}/data-items/${id}`;
  const arabic = { headers: { [LANGUAGE_HEADER]: 'ar' } };

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
    staff = await t.signedIn('staff');
    client = await t.signedIn('client');
    other = await t.signedIn('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-301', title: 'Brand tracker', clientId: client.user.id })).json()).id;
    const f = new FormData();
    f.append('title', 'Wave A');
    f.append('kind', 'dataset');
    f.append('file', new File([new TextEncoder().encode(datasetA())], 'wave-a.csv'));
    const res = await staff.request(`/api/projects/${projectId}/data-items`, { method: 'POST', body: f });
    expect(res.status, await res.clone().text()).toBe(201);
    aId = ((await res.json()) as { id: string }).id;
    expect((await staff.post(`${item(aId)}/publish`, {})).status).toBe(200);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('gives a chart slide with the weighted percentages and a table slide with both bases and the notes', async () => {
    // Weighted by default (the file has a weight): the crosstab of the fixture, q1 × gender.
    const res = await client.get(`${item(aId)}/results/export.pptx?${q({ row: 'q1', banner: 'gender', filter: 'q1=Yes|No' })}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="wave-a Q1 slides\.pptx"/);
    const deck = await openDeck(res);
    expect(partsNamed(deck, /^ppt\/slides\/slide\d+\.xml$/)).toEqual(['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml']);

    // A native chart: its own part, with the numbers in it (shares, so PowerPoint formats them as %).
    const charts = partsNamed(deck, /^ppt\/charts\/chart\d+\.xml$/);
    expect(charts).toHaveLength(1);
    const series = chartSeries(deck.get(charts[0]!)!);
    // Weighted: Yes 110 of 200 in total; women 40 of 100 and men 60 of 100 (one weight per gender).
    expect(series).toEqual([
      { name: 'Total', labels: ['No', 'Yes'], values: [expectedA.q1Weighted.no / 200, expectedA.q1Weighted.yesPercent / 100] },
      { name: 'Female (A)', labels: ['No', 'Yes'], values: [0.6, 0.4] },
      { name: 'Male (B)', labels: ['No', 'Yes'], values: [0.4, 0.6] },
    ]);
    const chartSlide = paragraphs(deck.get('ppt/slides/slide1.xml')!);
    expect(chartSlide).toContain('Q1');
    expect(chartSlide).toContain('Percentage of respondents, by Gender');
    expect(chartSlide).toContain('Base: respondents who answered the question (200 unweighted, 200 weighted).');
    expect(chartSlide).toContain('Filtered: Q1 = Yes or No.');
    expect(chartSlide.some((p) => p.startsWith('Weighted by Weight.'))).toBe(true);
    expect(chartSlide.some((p) => p.startsWith('Letters mark a percentage significantly higher'))).toBe(true);

    // A native table (a:tbl, not a picture) with both bases, percentages, counts and letters.
    const tableXml = deck.get('ppt/slides/slide2.xml')!;
    expect(tableXml).toContain('<a:tbl>');
    const table = paragraphs(tableXml);
    const after = (label: string, n: number) => table.slice(table.indexOf(label) + 1, table.indexOf(label) + 1 + n);
    expect(after('Unweighted base (respondents)', 3)).toEqual(['200', '100', '100']);
    expect(after('Weighted base', 3)).toEqual(['200', '50', '150']);
    expect(after('Effective base (weighted)', 3)).toEqual(['160', '100', '100']);
    // Each cell: the percentage (with the letters of the columns it beats) then the weighted count.
    expect(after('Yes', 6)).toEqual(['55.0%', '110', '40.0%', '20', '60.0% A', '90']);
    expect(after('No', 6)).toEqual(['45.0%', '90', '60.0% B', '30', '40.0%', '60']);
    expect(table).toContain('Base: respondents who answered the question (200 unweighted, 200 weighted).');
    expect(table).toContain('Filtered: Q1 = Yes or No.');

    // The same notes go with each slide into the speaker notes.
    const notes = partsNamed(deck, /^ppt\/notesSlides\/notesSlide\d+\.xml$/).map((n) => deck.get(n)!);
    expect(notes).toHaveLength(2);
    for (const n of notes) expect(n).toContain('Base: respondents who answered the question (200 unweighted, 200 weighted).');
    expect(deck.get('ppt/presentation.xml')).not.toMatch(/rtl="1"/);
  });

  it('charts a question alone (its frequencies) unweighted when asked, with one base', async () => {
    const res = await client.get(`${item(aId)}/results/export.pptx?${q({ row: 'aware', weight: '0' })}`);
    expect(res.status).toBe(200);
    const deck = await openDeck(res);
    const [series] = chartSeries(deck.get(partsNamed(deck, /^ppt\/charts\/chart\d+\.xml$/)[0]!)!);
    // 206 respondents in the set's base: 130, 100 and 10 of them chose each brand.
    expect(series).toEqual({ name: 'Total', labels: ['Aware 1', 'Aware 2', 'Aware 3'], values: [0.631, 0.485, 0.049] });
    const table = paragraphs(deck.get('ppt/slides/slide2.xml')!);
    expect(table).toContain('Base (respondents)');
    expect(table).not.toContain('Weighted base');
    expect(table).toContain('Percentages, counts and bases');
    expect(table).toContain(`Base: respondents who answered the question (${expectedA.aware.base}).`);
    expect(table).toContain('Multiple answers were possible, so percentages add up to more than 100%.');
  });

  it('writes right-to-left slides with Arabic titles, labels and file name for an Arabic reader', async () => {
    const res = await client.get(`${item(aId)}/results/export.pptx?${q({ row: 'q1', banner: 'gender' })}`, arabic);
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('wave-a عرض تقديمي - Q1.pptx');
    const deck = await openDeck(res);
    expect(deck.get('ppt/presentation.xml')).toMatch(/<p:presentation [^>]*rtl="1"/);
    const chartXml = deck.get('ppt/slides/slide1.xml')!;
    expect(paragraphs(chartXml)).toContain('نسبة المستجيبين حسب Gender');
    expect(paragraphs(chartXml)).toContain('تظهر حروف الدلالة الإحصائية في شريحة الجدول.');
    expect(chartXml).toMatch(/<a:pPr[^>]*rtl="1"[^>]*algn="r"|<a:pPr[^>]*algn="r"[^>]*rtl="1"/);
    // Read from the right: the Total series and the first answer come last in drawing order.
    const series = chartSeries(deck.get(partsNamed(deck, /^ppt\/charts\/chart\d+\.xml$/)[0]!)!);
    expect(series.map((s) => s.name)).toEqual(['Male (B)', 'Female (A)', 'الإجمالي']);
    expect(series[2]).toEqual({ name: 'الإجمالي', labels: ['Yes', 'No'], values: [0.55, 0.45] });
    const table = paragraphs(deck.get('ppt/slides/slide2.xml')!);
    expect(table).toContain('النسب المئوية والأعداد والقواعد حسب Gender');
    // The label column is drawn last (on the right), so a row's label follows its figures.
    const before = (label: string, n: number) => table.slice(table.indexOf(label) - n, table.indexOf(label));
    expect(before('القاعدة غير المرجّحة (عدد المستجيبين)', 3)).toEqual(['100', '100', '200']);
    expect(before('القاعدة المرجّحة', 3)).toEqual(['150', '50', '200']);
    expect(table).toContain('القاعدة: المستجيبون الذين أجابوا عن السؤال (200 قبل الترجيح، و200 بعد الترجيح).');
  });

  it('keeps the deck from other clients and hidden variables from clients', async () => {
    const path = `${item(aId)}/results/export.pptx?${q({ row: 'q1', banner: 'gender' })}`;
    expect((await other.get(path)).status).toBe(404);
    expect((await t.agent().get(path)).status).toBe(401);

    const def = datasetVariablesSchema.parse(await (await staff.get(`${item(aId)}/variables`)).json());
    const hidden = def.variables.map((v) => (v.name === 'gender' ? { ...v, hidden: true } : v));
    expect(
      (
        await staff.request(`${item(aId)}/variables`, {
          method: 'PUT',
          json: { variables: hidden, multiResponseSets: def.multiResponseSets, weightVariable: def.weightVariable },
        })
      ).status,
    ).toBe(200);
    expect((await client.get(path)).status).toBe(400);
    expect((await staff.get(path)).status).toBe(200);
  });
});
