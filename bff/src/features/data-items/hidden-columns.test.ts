import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListResponseSchema, datasetVariablesSchema, type DatasetDownloadFormat } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';
import { readSav } from '../analysis/read-sav';
import { writeSavFile, type SavColumn } from '../analysis/write-sav';

type Signed = Agent & { user: { id: string } };

/** 30 respondents; `phone` (text) and `income` (numbers) are the columns staff hide from the client. */
const respondents = Array.from({ length: 30 }, (_, i) => ({
  respid: String(i + 1),
  city: String((i % 3) + 1),
  phone: `+971 50 ${String(7_300_000 + i * 7919).replace(/(\d{3})(\d{4})/, '$1 $2')}`,
  income: String(41_000 + i * 1_337),
  score: String((i % 5) + 6),
}));
const HIDDEN = ['phone', 'income'] as const;
const VISIBLE = ['respid', 'city', 'score'] as const;
const hiddenValues = respondents.flatMap((r) => [r.phone, r.income]);

const csvBytes = new TextEncoder().encode(
  ['respid,city,phone,income,score', ...respondents.map((r) => [r.respid, r.city, r.phone, r.income, r.score].join(','))].join('\r\n') + '\r\n',
);

async function xlsxBytes(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Survey');
  sheet.addRow(['respid', 'city', 'phone', 'income', 'score']);
  for (const r of respondents) sheet.addRow([Number(r.respid), Number(r.city), r.phone, Number(r.income), Number(r.score)]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const numeric = (name: string, label: string, extra: Partial<SavColumn> = {}): SavColumn => ({ name, label, kind: 'numeric', width: 8, decimals: 0, valueLabels: [], missing: [], ...extra });
const savBytes = writeSavFile(
  {
    weight: null,
    columns: [
      numeric('respid', 'Respondent'),
      numeric('city', 'City of residence', { valueLabels: [{ value: 1, label: 'Dubai' }, { value: 2, label: 'Abu Dhabi' }, { value: 3, label: 'Sharjah' }] }),
      { name: 'phone', label: 'Mobile number', kind: 'string', width: 20, decimals: 0, valueLabels: [], missing: [] },
      numeric('income', 'Monthly household income (AED)'),
      numeric('score', 'Likelihood to recommend (0-10)'),
    ],
  },
  respondents.map((r) => [r.respid, r.city, r.phone, r.income, r.score]),
);

/** Every entry of a ZIP (an .xlsx), inflated, as text: what a client could read out of the bytes. */
function zipText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = buf.readUInt32LE(end + 16);
  let text = '';
  for (let n = buf.readUInt16LE(end + 10); n > 0; n--) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const data = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(data, data + size);
    text += `${buf.toString('utf8', at + 46, at + 46 + nameLength)}\n${(method === 8 ? inflateRawSync(raw) : raw).toString('utf8')}\n`;
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return text;
}

/** The eight bytes SPSS stores for a number, to find numeric values that are not text in the file. */
const doubleBytes = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(n);
  return b;
};

/** Fails if a hidden column's name or any of its values can be read from a downloaded file. */
function expectNoHiddenData(format: DatasetDownloadFormat, bytes: Uint8Array) {
  const text = format === 'xlsx' ? zipText(bytes) : Buffer.from(bytes).toString('utf8');
  for (const name of HIDDEN) expect(text.toLowerCase(), `hidden column ${name} named in the ${format}`).not.toContain(name);
  expect(text).not.toMatch(/Mobile number|household income/i);
  for (const value of hiddenValues) expect(text, `hidden value ${value} in the ${format}`).not.toContain(value);
  if (format === 'sav' || format === 'xlsx') {
    // Numbers may be stored as binary doubles (.sav) or bare digits (.xlsx): look for those too.
    for (const r of respondents) {
      if (format === 'sav') expect(Buffer.from(bytes).indexOf(doubleBytes(Number(r.income))), `income ${r.income} as a double`).toBe(-1);
      else expect(text).not.toMatch(new RegExp(`>${r.income}<`));
    }
  }
}

/** The visible table as the client receives it, read back with the format's own reader. */
async function readBack(format: DatasetDownloadFormat, bytes: Uint8Array): Promise<string[][]> {
  if (format === 'csv') return parse(Buffer.from(bytes).toString('utf8'), { bom: true }) as string[][];
  if (format === 'xlsx') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    return rows;
  }
  const source = await readSav(bytes);
  const rows = [source.header];
  for await (const record of source.records()) rows.push(record);
  return rows;
}

const expectedVisible = [[...VISIBLE], ...respondents.map((r) => VISIBLE.map((k) => r[k]))];
const FORMATS: DatasetDownloadFormat[] = ['csv', 'xlsx', 'sav'];
const hasPspp = spawnSync('pspp-convert', ['--help'], { stdio: 'ignore' }).status === 0;

describe.each(testDatabases())('hidden columns never leave in a client download, on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let staff: Signed;
  let client: Signed;
  let projectId: string;
  const items: Record<DatasetDownloadFormat, string> = { csv: '', xlsx: '', sav: '' };
  const item = (id: string) => `/api/projects/${projectId}/data-items/${id}`;

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { DATASET_READS_PER_MINUTE: '600' } });
    staff = await t.signedIn('staff');
    client = await t.signedIn('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-310', title: 'Retail panel', clientId: client.user.id })).json()).id;
    const originals: Record<DatasetDownloadFormat, [Uint8Array, string]> = { csv: [csvBytes, 'panel.csv'], xlsx: [await xlsxBytes(), 'panel.xlsx'], sav: [savBytes, 'panel.sav'] };
    for (const format of FORMATS) {
      const [bytes, name] = originals[format];
      const body = new FormData();
      body.append('title', `Panel (${format})`);
      body.append('kind', 'dataset');
      body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
      const res = await staff.request(`/api/projects/${projectId}/data-items`, { method: 'POST', body });
      expect(res.status, await res.clone().text()).toBe(201);
      items[format] = ((await res.json()) as { id: string }).id;
      expect((await staff.post(`${item(items[format])}/publish`, {})).status).toBe(200);
      const def = datasetVariablesSchema.parse(await (await staff.get(`${item(items[format])}/variables`)).json());
      const hide = { variables: def.variables.map((v) => ({ ...v, hidden: (HIDDEN as readonly string[]).includes(v.name) })), multiResponseSets: def.multiResponseSets, weightVariable: def.weightVariable };
      expect((await staff.request(`${item(items[format])}/variables`, { method: 'PUT', json: hide })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  for (const uploaded of FORMATS) {
    for (const asked of [undefined, ...FORMATS]) {
      it(`a ${uploaded} upload downloaded by the client ${asked ? `as ${asked}` : 'in its own format'} holds no hidden column`, async () => {
        const res = await client.get(`${item(items[uploaded])}/download${asked ? `?format=${asked}` : ''}`);
        expect(res.status, await res.clone().text()).toBe(200);
        const format = asked ?? uploaded;
        expect(res.headers.get('content-disposition')).toContain(`panel.${format}`);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = new Uint8Array(await res.arrayBuffer());
        expectNoHiddenData(format, bytes);
        expect(await readBack(format, bytes)).toEqual(expectedVisible);
      });
    }
  }

  it('a client .sav keeps the labels staff set, and SPSS-compatible software opens it', async () => {
    const bytes = new Uint8Array(await (await client.get(`${item(items.sav)}/download`)).arrayBuffer());
    const source = await readSav(bytes);
    expect(source.labels?.variableLabels.city).toBe('City of residence');
    expect(source.labels?.valueLabels.city).toEqual([
      { value: '1', label: 'Dubai' },
      { value: '2', label: 'Abu Dhabi' },
      { value: '3', label: 'Sharjah' },
    ]);
    if (!hasPspp) return;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sav-'));
    writeFileSync(path.join(dir, 'client.sav'), bytes);
    const converted = spawnSync('pspp-convert', [path.join(dir, 'client.sav'), path.join(dir, 'client.csv')], { encoding: 'utf8' });
    expect(converted.status, converted.stderr).toBe(0);
    expect(parse(readFileSync(path.join(dir, 'client.csv'), 'utf8'))).toEqual(expectedVisible);
  });

  it('staff download every column, and only staff get the untouched original', async () => {
    for (const format of FORMATS) {
      const rows = await readBack(format, new Uint8Array(await (await staff.get(`${item(items.csv)}/download?format=${format}`)).arrayBuffer()));
      expect(rows[0]).toEqual(['respid', 'city', 'phone', 'income', 'score']);
      // A CSV cell that starts with + is written with a leading ' so spreadsheets never run it as a formula.
      expect(rows[1]![2]).toBe(format === 'csv' ? `'${respondents[0]!.phone}` : respondents[0]!.phone);
    }
    const original = await staff.get(`${item(items.xlsx)}/download?original=1`);
    expect(original.status).toBe(200);
    expect(zipText(new Uint8Array(await original.arrayBuffer()))).toContain(respondents[0]!.phone);
    expect((await client.get(`${item(items.xlsx)}/download?original=1`)).status).toBe(403);
  });

  it('names the sheets in the language a staff page’s download link asks for', async () => {
    // The staff area's paths are English: the link names the staff member's language itself.
    const referer = { headers: { referer: `${t.config.publicOrigin}/swatdashboard/project/x` } };
    const sheets = async (query: string) => {
      const res = await staff.get(`${item(items.csv)}/download?format=xlsx${query}`, referer);
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
      return wb.worksheets.map((s) => s.name);
    };
    expect(await sheets('&lang=ar')).toEqual(['البيانات', 'المتغيرات']);
    expect(await sheets('')).toEqual(['Data', 'Variables']);
  });

  it('refuses an unknown format with a 400 that names it', async () => {
    const res = await client.get(`${item(items.csv)}/download?format=pdf`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('format');
  });

  it('records who hid or showed a column in the project activity', async () => {
    const def = datasetVariablesSchema.parse(await (await staff.get(`${item(items.csv)}/variables`)).json());
    const show = { variables: def.variables.map((v) => ({ ...v, hidden: v.name === 'phone' })), multiResponseSets: def.multiResponseSets, weightVariable: def.weightVariable };
    expect((await staff.request(`${item(items.csv)}/variables`, { method: 'PUT', json: show })).status).toBe(200);
    const timeline = auditListResponseSchema.parse(await (await staff.get(`/api/projects/${projectId}/activity`)).json());
    const changes = timeline.items.filter((e) => e.action === 'data_item.variables_update' && e.targetId === items.csv);
    expect(changes.map((e) => e.details)).toEqual([expect.objectContaining({ hidden: [], shown: ['income'] }), expect.objectContaining({ hidden: ['phone', 'income'], shown: [] })]);
    expect(changes.every((e) => e.actor.id === staff.user.id)).toBe(true);
    // The client now gets `income` again, and still not `phone`.
    const rows = await readBack('csv', new Uint8Array(await (await client.get(`${item(items.csv)}/download`)).arrayBuffer()));
    expect(rows[0]).toEqual(['respid', 'city', 'income', 'score']);
  });
});
