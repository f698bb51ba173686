import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER, apiErrorBodySchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';
import { runningImports } from '../analysis/import-in-worker';
import { savCutInData, savCutInDictionary, savWithoutVariables, xlsxWhitespaceBomb } from './hostile-files';

function form(bytes: Uint8Array, name: string) {
  const f = new FormData();
  f.append('title', name);
  f.append('kind', 'dataset');
  f.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return f;
}

/** Waits for a condition, polling; fails with `what` after `ms`. */
async function until(what: string, condition: () => Promise<boolean> | boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The import's normalised copy being written (`<sha>.<pid>-<random>.csv` in the cache folder), with its size. */
async function importFiles(cacheDir: string): Promise<{ name: string; size: number }[]> {
  const names = (await readdir(cacheDir).catch(() => [] as string[])).filter((n) => n.endsWith('.csv'));
  return Promise.all(names.map(async (name) => ({ name, size: (await stat(path.join(cacheDir, name)).catch(() => ({ size: -1 }))).size })));
}

const enc = new TextEncoder();
const csv = (text: string) => enc.encode(text);

describe.each(testDatabases())('hostile imports on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let staff: Agent;
  let projectId: string;
  const upload = (bytes: Uint8Array, name: string, init: RequestInit = {}) => staff.request(`/api/projects/${projectId}/data-items`, { ...init, method: 'POST', body: form(bytes, name) });

  /** Uploads a hostile file: the refusal must come within `ms`, say what is wrong, and leave no import thread behind. */
  async function refused(bytes: Uint8Array, name: string, ms: number) {
    const started = Date.now();
    const res = await upload(bytes, name);
    const elapsed = Date.now() - started;
    const body = apiErrorBodySchema.parse(await res.json());
    expect(runningImports()).toBe(0);
    expect(elapsed).toBeLessThan(ms);
    return { status: res.status, message: body.message };
  }

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { MAX_UPLOAD_MB: '30' } });
    staff = await t.signedIn('staff');
    const client = await t.addUser('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-137', title: 'Hostile files', clientId: client.id })).json()).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('refuses a .sav that declares no variables at once, instead of reading empty rows forever', async () => {
    const { status, message } = await refused(savWithoutVariables(), 'empty.sav', 5_000);
    expect(status).toBe(415);
    expect(message).toMatch(/no variables/i);
    expect(await importFiles(t.config.analysis.cacheDir)).toEqual([]);
  });

  it('answers 415 with a readable message for .sav files cut short in the dictionary or in the data', async () => {
    for (const [bytes, name] of [
      [savCutInDictionary(), 'cut-dictionary.sav'],
      [savCutInData(), 'cut-data.sav'],
    ] as const) {
      const { status, message } = await refused(bytes, name, 5_000);
      expect(status, name).toBe(415);
      expect(message, name).toMatch(/SPSS file .*(damaged|incomplete|cut short)/i);
      expect(message, name).not.toMatch(/undefined|highWaterMark/);
    }
  });

  it('refuses 10,000 columns with the column limit in the message', async () => {
    const header = Array.from({ length: 10_000 }, (_, i) => `q${i + 1}`).join(',');
    const row = Array.from({ length: 10_000 }, (_, i) => String(i % 7)).join(',');
    const { status, message } = await refused(csv(`${header}\n${row}\n`), 'wide.csv', 10_000);
    expect(status).toBe(413);
    expect(message).toContain('2,000 columns');
  });

  it('tells an Arabic-speaking uploader why, in Arabic: a reader’s refusal from the import thread, a limit, a file type', async () => {
    const arabic = async (bytes: Uint8Array, name: string) => {
      const res = await upload(bytes, name, { headers: { [LANGUAGE_HEADER]: 'ar' } });
      const body = apiErrorBodySchema.parse(await res.json());
      expect(body.fieldErrors?.file, name).toEqual([body.message]);
      return { status: res.status, message: body.message };
    };
    expect(await arabic(savWithoutVariables(), 'empty.sav')).toEqual({ status: 415, message: expect.stringMatching(/^لا يحتوي ملف SPSS على أي متغيّرات/) });
    expect((await arabic(savCutInDictionary(), 'cut.sav')).message).toContain('عند قائمة المتغيّرات');
    const header = Array.from({ length: 2_500 }, (_, i) => `q${i + 1}`).join(',');
    expect(await arabic(csv(`${header}\n${header}\n`), 'wide.csv')).toEqual({ status: 413, message: expect.stringContaining('يحتوي الملف على 2,500 عمود') });
    expect((await arabic(csv('a,b\n1,2,3\n'), 'extra.csv')).message).toMatch(/^يحتوي السطر 2 من ملف CSV على 3 حقول، في حين يحتوي صف العناوين على حقلين\. إذا وردت فاصلة /);
    expect((await arabic(enc.encode('MZ\x90\x00 program'), 'tool.exe')).message).toBe('لا يُسمح برفع البرامج والنصوص البرمجية.');
    // An API client (no language named) keeps the English it always had.
    expect((await refused(csv('a,b\n1,2,3\n'), 'extra.csv', 5_000)).message).toBe('Line 2 of the CSV file has 3 fields, but the header has 2. A comma inside a value needs the value in double quotes.');
  });

  it('refuses 3,000 identical headers with the column limit in the message', async () => {
    const header = Array.from({ length: 3_000 }, () => 'same').join(',');
    const row = Array.from({ length: 3_000 }, () => '1').join(',');
    const { status, message } = await refused(csv(`${header}\n${row}\n`), 'same.csv', 10_000);
    expect(status).toBe(413);
    expect(message).toContain('2,000 columns');
  });

  it('answers 415 for a quote that opens a 20 MB field and never closes, and for a closed 20 MB field', async () => {
    const field = (start: string, end: string) => {
      const bytes = new Uint8Array(start.length + 20 * 1024 * 1024 + end.length).fill(0x78);
      bytes.set(csv(start));
      bytes.set(csv(end), bytes.length - end.length);
      return bytes;
    };
    // A stray quote inside a field (read as text, as spreadsheets do) runs to the end of the file.
    for (const [bytes, name] of [
      [field('Name,Note\n1,a"', ''), 'open-quote.csv'],
      [field('Name,Note\n1,"', '"\n'), 'long-field.csv'],
    ] as const) {
      const { status, message } = await refused(bytes, name, 20_000);
      expect(status, name).toBe(415);
      expect(message, name).toMatch(/longer than 2,000,000 characters.*quoted field that is never closed/);
    }
  });

  it('checks a workbook before inflating it: 1 GB of whitespace in 1 MB is refused in seconds', async () => {
    const bomb = await xlsxWhitespaceBomb(1024 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const { status, message } = await refused(bomb, 'bomb.xlsx', 3_000);
    expect(status).toBe(413);
    expect(message).toMatch(/workbook .*(unpacks|expands)/i);
    // Nothing near the inflated size was ever held.
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
  }, 60_000);

  it('refuses a workbook whose parts unpack to more than its directory states', async () => {
    const liar = await xlsxWhitespaceBomb(64 * 1024 * 1024, { statedSheetSize: 4096 });
    const { status, message } = await refused(liar, 'liar.xlsx', 10_000);
    expect(status).toBe(413);
    expect(message).toMatch(/unpacks to more than its stated size/);
  });
});

describe.each(testDatabases())('import budgets on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let staff: Agent;
  let t: TestApp;
  let projectId: string;
  // 800,000 rows (17 MB): several seconds of work, far more than the budgets below allow.
  const big = csv(`Respondent,Age,City\n${Array.from({ length: 800_000 }, (_, i) => `${i + 1},${20 + (i % 50)},City ${i % 97}`).join('\n')}\n`);

  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database, { env: { MAX_UPLOAD_MB: '30', IMPORT_TIME_LIMIT_SECONDS: '0.5', IMPORT_MAX_ROWS: '100000' } });
    staff = await t.signedIn('staff');
    const client = await t.addUser('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-138', title: 'Budgets', clientId: client.id })).json()).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('stops an import that outlasts its time budget and says so', async () => {
    const res = await staff.request(`/api/projects/${projectId}/data-items`, { method: 'POST', body: form(big, 'big.csv') });
    expect(res.status).toBe(413);
    expect(apiErrorBodySchema.parse(await res.json()).message).toMatch(/longer than 0\.5 seconds/);
    expect(runningImports()).toBe(0);
    expect(await importFiles(t.config.analysis.cacheDir)).toEqual([]);
  });

  it('stops the import thread when the request gives up, and its copy stops growing', async () => {
    const slow = await createTestApp(database, { env: { MAX_UPLOAD_MB: '30', IMPORT_TIME_LIMIT_SECONDS: '600', ANALYSIS_CACHE_DIR: path.join(t.config.analysis.cacheDir, 'abort') } });
    const agent = await slow.signedIn('staff');
    const client = await slow.addUser('client');
    const project = (await (await agent.post('/api/projects', { code: 'SWR-2026-139', title: 'Abort', clientId: client.id })).json()).id as string;
    const controller = new AbortController();
    const pending = agent.request(`/api/projects/${project}/data-items`, { method: 'POST', body: form(big, 'big.csv'), signal: controller.signal }).catch((error: unknown) => error);
    await until('the import thread to start', () => runningImports() === 1);
    controller.abort();
    // At once, not when the import would have finished.
    await until('the import thread to be stopped', () => runningImports() === 0, 1_000);
    await pending;
    await until('the partial copy to be removed', async () => (await importFiles(slow.config.analysis.cacheDir)).length === 0, 3_000);
  });

  it('refuses more rows than the row limit, naming the limit', async () => {
    const rows = csv(`A,B\n${Array.from({ length: 100_001 }, (_, i) => `${i},x`).join('\n')}\n`);
    const fast = await createTestApp(database, { env: { MAX_UPLOAD_MB: '30', IMPORT_MAX_ROWS: '100000', ANALYSIS_CACHE_DIR: path.join(t.config.analysis.cacheDir, 'rows') } });
    const agent = await fast.signedIn('staff');
    const res = await agent.request(`/api/projects/${projectId}/data-items`, { method: 'POST', body: form(rows, 'rows.csv') });
    expect(res.status).toBe(413);
    expect(apiErrorBodySchema.parse(await res.json()).message).toContain('100,000 rows');
    expect(runningImports()).toBe(0);
  });
});

describe.each(testDatabases())('temporary files at start on $name', (target) => {
  it('removes what a crashed process left in the analysis cache, and keeps the copies', async () => {
    const database = await target.open();
    try {
      const cacheDir = path.join(os.tmpdir(), `swat-leftovers-${process.pid}-${Date.now()}`);
      const sha = 'a'.repeat(64);
      // Process id 2^22 + 1 is above Linux's pid_max: no process has it.
      const dead = 4_194_305;
      const leftovers = [`${sha}.${dead}-k3j2.csv`, `${sha}.${dead}-k3j2.parquet`, `tmp/upload-${dead}-1700000000000-x1y2`, `spill/${dead}/duckdb_temp_block-1.block`];
      await mkdir(path.join(cacheDir, 'tmp'), { recursive: true });
      await mkdir(path.join(cacheDir, 'spill', String(dead)), { recursive: true });
      for (const name of leftovers) await writeFile(path.join(cacheDir, name), 'half written');
      await writeFile(path.join(cacheDir, `${sha}.parquet`), 'a finished copy');
      await createTestApp(database, { env: { ANALYSIS_CACHE_DIR: cacheDir } });
      const present = async (name: string) => (await stat(path.join(cacheDir, name)).catch(() => null)) !== null;
      await until('the leftovers to be removed', async () => (await Promise.all(leftovers.map(present))).every((p) => !p));
      expect(await present(`spill/${dead}`)).toBe(false);
      expect(await present(`${sha}.parquet`)).toBe(true);
      await rm(cacheDir, { recursive: true, force: true });
    } finally {
      await database.dispose();
    }
  });
});
