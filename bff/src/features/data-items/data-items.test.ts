import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER, dataItemColumnResponseSchema, dataItemDetailSchema, dataItemListResponseSchema, dataItemRowsResponseSchema } from '@swat/shared-contracts';
import { fileStoreTargets } from '../../test/file-stores';
import { createFileStore } from '../../storage/create-file-store';
import { dataItemFileKey } from '../../storage/legacy-data-item-files';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';
import { files } from './test-files';

type Signed = Agent & { user: { id: string; email: string } };

function form(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/octet-stream' }));
  return f;
}

describe.each(fileStoreTargets())('data items with files in $name', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;
  let database: Awaited<ReturnType<typeof target.open>>['database'];
  let t: TestApp;
  let staff: Signed;
  let alice: Signed;
  let bob: Signed;
  let projectId: string;
  let csvId: string;
  const base = () => `/api/projects/${projectId}/data-items`;
  // Uploads start as drafts; these tests are about the client's view of published items, so each upload is published at once.
  const upload = async (a: Agent, body: FormData, path = base()) => {
    const res = await a.request(path, { method: 'POST', body });
    if (res.status === 201) await a.post(`${path}/${((await res.clone().json()) as { id: string }).id}/publish`);
    return res;
  };

  beforeAll(async () => {
    opened = await target.open();
    database = opened.database;
    t = await createTestApp(database, { env: { MAX_UPLOAD_MB: '0.05', DATASET_READS_PER_MINUTE: '60', ...opened.s3?.env } }); // 51 200 bytes
    expect(t.config.files.backend).toBe(opened.files.backend);
    staff = await t.signedIn('staff');
    alice = await t.signedIn('client');
    bob = await t.signedIn('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-100', title: 'Shopper panel', clientId: alice.user.id })).json()).id;
    const res = await upload(staff, form({ title: 'Wave 1 data', kind: 'dataset' }, { bytes: files.csv, name: 'wave1.csv', type: 'text/csv' }));
    expect(res.status).toBe(201);
    csvId = (await res.json()).id;
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  it('stores a CSV with its checksum and column summary', async () => {
    const res = await alice.get(`${base()}/${csvId}`);
    expect(res.status).toBe(200);
    const item = dataItemDetailSchema.strict().parse(await res.json());
    expect(item).toMatchObject({
      title: 'Wave 1 data',
      kind: 'dataset',
      filename: 'wave1.csv',
      contentType: 'text/csv; charset=utf-8',
      sizeBytes: files.csv.length,
      sha256: createHash('sha256').update(files.csv).digest('hex'),
      uploadedBy: { id: staff.user.id },
      hasTable: true,
    });
    expect(item.csvSummary?.rowCount).toBe(5);
    expect(item.csvSummary?.columns.map((c) => [c.name, c.type])).toEqual([
      ['Respondent', 'number'],
      ['Age', 'number'],
      ['City', 'text'],
      ['Score', 'number'],
      ['Visited', 'date'],
    ]);
    const list = dataItemListResponseSchema.parse(await (await alice.get(base())).json());
    expect(list.items.map((i) => i.id)).toContain(csvId);
  });

  it('serves a CSV with formula cells neutralised; staff can fetch the untouched original', async () => {
    const res = await alice.get(`${base()}/${csvId}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="wave1.csv"; filename*=UTF-8''wave1.csv`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const text = await res.text();
    expect(parse(text, { bom: true })).toEqual(parse(new TextDecoder().decode(files.csv), { bom: true }));

    const formulas = new TextEncoder().encode('name,note,delta\r\n"=HYPERLINK(""http://evil.example"",""click"")",+1+2,-5\r\n@SUM(A1),"\tx",-3+1\r\nsafe,plain,7\r\n');
    const item = await (await upload(staff, form({ title: 'formulas', kind: 'dataset' }, { bytes: formulas, name: 'formulas.csv' }))).json();
    const safe = parse(await (await alice.get(`${base()}/${item.id}/download`)).text(), { bom: true });
    expect(safe).toEqual([
      ['name', 'note', 'delta'],
      [`'=HYPERLINK("http://evil.example","click")`, `'+1+2`, '-5'],
      // Cells are trimmed on import, so a leading tab is gone before the rule applies.
      [`'@SUM(A1)`, 'x', `'-3+1`],
      ['safe', 'plain', '7'],
    ]);
    const original = await staff.get(`${base()}/${item.id}/download?original=1`);
    expect(original.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(formulas);
    expect((await alice.get(`${base()}/${item.id}/download?original=1`)).status).toBe(403);
    // Said in the language of the page that asked.
    const refused = await alice.get(`${base()}/${item.id}/download?original=1`, { headers: { [LANGUAGE_HEADER]: 'ar' } });
    expect((await refused.json()).message).toBe('تنزيل الملف الأصلي دون معالجة متاح لفريق العمل فقط.');
  });

  it('reads CSVs as spreadsheets save them: semicolons, tabs, UTF-16, Windows-1256, quoted newlines', async () => {
    const utf16 = (text: string) => new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    // دبي in Windows-1256 is CF C8 ED.
    const arabic1256 = new Uint8Array([...new TextEncoder().encode('city;count\r\n'), 0xcf, 0xc8, 0xed, ...new TextEncoder().encode(';3\r\n')]);
    const cases: [string, Uint8Array, string[][]][] = [
      ['semicolon.csv', new TextEncoder().encode('a;b\n1,5;"x;y"\n'), [['1,5', 'x;y']]],
      ['tab.csv', new TextEncoder().encode('a\tb\n1\t"two\nlines"\n'), [['1', 'two\nlines']]],
      ['unicode.csv', utf16('city\tcount\r\nالعين\t2\r\n'), [['العين', '2']]],
      ['arabic.csv', arabic1256, [['دبي', '3']]],
    ];
    for (const [name, bytes, rows] of cases) {
      const res = await upload(staff, form({ title: name, kind: 'dataset' }, { bytes, name }));
      expect(res.status, name).toBe(201);
      const item = await res.json();
      expect(item.hasTable, name).toBe(true);
      const page = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${item.id}/rows`)).json());
      expect(page.rows, name).toEqual(rows);
    }
  });

  it('names the problem when a CSV cannot be read', async () => {
    const res = await upload(staff, form({ title: 'broken' }, { bytes: new TextEncoder().encode('a,b\n1,"never closed\n2,3\n'), name: 'broken.csv' }));
    expect(res.status).toBe(415);
    expect((await res.json()).message).toMatch(/quoted field that is never closed/);
  });

  it('reads the other ways Excel saves a table: UTF-16 BE, UTF-8 with BOM and semicolons, Arabic Windows, Unicode Text (.txt)', async () => {
    const bom16be = (text: string) => new Uint8Array([0xfe, 0xff, ...new Uint8Array(Buffer.from(text, 'utf16le').swap16())]);
    const bom16le = (text: string) => new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    // Excel on Arabic Windows: Windows-1256, semicolons (the Arabic list separator), CRLF, a quoted line break.
    const arabicWindows = iconv.encode('المدينة;الإنفاق الأسبوعي;ملاحظة\r\nدبي;250;"جيد\r\nجدا"\r\nالشارقة;180;\r\n', 'windows-1256');
    const cases: [string, Uint8Array, string[], string[][]][] = [
      ['big-endian.csv', bom16be('city,spend\r\nعجمان,90\r\n'), ['city', 'spend'], [['عجمان', '90']]],
      ['bom-semicolon.csv', new TextEncoder().encode('\ufeffcity;spend;note\r\nDubai;1,5;"a;b"\r\nAjman;2;\r\n'), ['city', 'spend', 'note'], [['Dubai', '1,5', 'a;b'], ['Ajman', '2', '']]],
      ['arabic-windows.csv', new Uint8Array(arabicWindows), ['المدينة', 'الإنفاق الأسبوعي', 'ملاحظة'], [['دبي', '250', 'جيد\r\nجدا'], ['الشارقة', '180', '']]],
      ['unicode-text.txt', bom16le('city\tspend\r\nالعين\t70\r\nدبي\t80\r\n'), ['city', 'spend'], [['العين', '70'], ['دبي', '80']]],
    ];
    for (const [name, bytes, header, rows] of cases) {
      const res = await upload(staff, form({ title: name, kind: 'dataset' }, { bytes, name }));
      expect(res.status, name).toBe(201);
      const item = await res.json();
      expect(item.hasTable, name).toBe(true);
      const page = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${item.id}/rows`)).json());
      expect(page.columns.map((c) => c.name), name).toEqual(header);
      expect(page.rows, name).toEqual(rows);
    }
  });

  it('says which line is wrong, which encoding is unsupported, or what the file really is', async () => {
    const refusal = async (name: string, bytes: Uint8Array) => {
      const res = await upload(staff, form({ title: name, kind: 'dataset' }, { bytes, name }));
      expect(res.status, name).toBe(415);
      const body = await res.json();
      expect(body.fieldErrors.file, name).toEqual([body.message]);
      return body.message as string;
    };
    // Line 4 (the quoted line break makes row 2 take lines 2–3) has an unquoted comma in the amount.
    const extra = new TextEncoder().encode('city,spend,note\n"Dubai",250,"two\nlines"\nAjman,1,200,late\n');
    expect(await refusal('extra.csv', extra)).toBe('Line 4 of the CSV file has 4 fields, but the header has 3. A comma inside a value needs the value in double quotes.');
    const utf32 = new Uint8Array([0xff, 0xfe, 0, 0, ...[...'a,b\n1,2\n'].flatMap((ch) => [ch.charCodeAt(0), 0, 0, 0])]);
    expect(await refusal('utf32.csv', utf32)).toMatch(/UTF-32 encoding, which is not supported\. Save it again as "CSV UTF-8/);
    expect(await refusal('renamed.csv', new Uint8Array([0x00, 0x01, 0x02, 0xff, 0x10, 0x00, 0x7f]))).toMatch(/not a text file, so it cannot be read as CSV/);
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal('wave1.xls', xls)).toMatch(/Office 97–2003 file \(\.xls, \.doc or \.ppt\)/);
    // Trailing empty fields, as a spreadsheet writes for cells that once had formatting, are not an error.
    const trailing = await upload(staff, form({ title: 'trailing', kind: 'dataset' }, { bytes: new TextEncoder().encode('a,b\n1,2,,\n3,4\n'), name: 'trailing.csv' }));
    expect(trailing.status).toBe(201);
  });

  it('filters rows', async () => {
    const page = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${csvId}/rows?filter=City%3DDubai`)).json());
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r[0])).toEqual(['1', '3']);
    expect((await alice.get(`${base()}/${csvId}/rows?filter=Nope%3Dx`)).status).toBe(400);
  });

  it('pages and sorts rows, and gives one column for a chart', async () => {
    const page = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${csvId}/rows?pageSize=2&page=1&sort=Score&dir=desc`)).json());
    expect(page.total).toBe(5);
    expect(page.columns[3]).toEqual({ name: 'Score', type: 'number' });
    expect(page.rows.map((r) => r[3])).toEqual(['9', '8.5']);
    const last = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${csvId}/rows?pageSize=2&page=3&sort=Score&dir=desc`)).json());
    expect(last.rows.map((r) => r[3])).toEqual(['']); // empty cells sort last
    const byCity = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${csvId}/rows?sort=City`)).json());
    expect(byCity.rows.map((r) => r[2])).toEqual(['Abu Dhabi', 'Dubai', 'Dubai', 'New\nline "quoted"', 'Sharjah, UAE']);
    const column = dataItemColumnResponseSchema.parse(await (await alice.get(`${base()}/${csvId}/columns/Score`)).json());
    expect(column).toEqual({ name: 'Score', type: 'number', values: [7.5, 9, null, 6, 8.5], truncated: false });
    expect((await alice.get(`${base()}/${csvId}/columns/Nope`)).status).toBe(404);
    expect((await alice.get(`${base()}/${csvId}/rows?sort=Nope`)).status).toBe(400);
    expect((await alice.get(`${base()}/${csvId}/rows?pageSize=5000`)).status).toBe(400);
  });

  it('detects the type from the content, not the name or stated type', async () => {
    const cases: [keyof typeof files, string, string, string][] = [
      ['pdf', 'report.csv', 'application/pdf', 'report.pdf'],
      ['png', 'chart.png', 'image/png', 'chart.png'],
      ['jpeg', 'photo.jpeg', 'image/jpeg', 'photo.jpg'],
      ['xlsx', 'tables.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'tables.xlsx'],
      ['docx', 'questionnaire.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'questionnaire.docx'],
      ['pptx', 'debrief.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'debrief.pptx'],
      ['text', 'notes.txt', 'text/plain; charset=utf-8', 'notes.txt'],
    ];
    for (const [file, name, contentType, filename] of cases) {
      const res = await upload(staff, form({ title: name, kind: 'report' }, { bytes: files[file], name, type: 'text/html' }));
      expect(res.status, name).toBe(201);
      const item = await res.json();
      expect(item).toMatchObject({ contentType, filename, hasTable: false, csvSummary: null });
      const download = await alice.get(`${base()}/${item.id}/download`);
      expect(download.headers.get('content-type')).toBe(contentType);
    }
  });

  it('refuses executables and unrecognised files with 415', async () => {
    for (const file of ['exe', 'elf', 'script', 'zip', 'binary', 'latin1'] as const) {
      const res = await upload(staff, form({ title: file }, { bytes: files[file], name: 'report.pdf', type: 'application/pdf' }));
      expect(res.status, file).toBe(415);
      expect((await res.json()).message).toMatch(/cannot be uploaded|not accepted/);
    }
  });

  it('makes file names safe', async () => {
    const res = await upload(staff, form({ title: 'x' }, { bytes: files.pdf, name: '../../etc/"evil";\r\nname مرحبا.pdf' }));
    const item = await res.json();
    expect(item.filename).toBe('"evil"name مرحبا.pdf'.replace(/"/g, ''));
    const download = await alice.get(`${base()}/${item.id}/download`);
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="evilname _____.pdf"; filename\*=UTF-8''evilname%20/);
  });

  it('validates the form: missing file, unknown fields, bad kind, not multipart', async () => {
    expect((await upload(staff, form({ title: 'No file' }))).status).toBe(400);
    const extra = await upload(staff, form({ title: 'x', owner: 'me' }, { bytes: files.pdf, name: 'a.pdf' }));
    expect(extra.status).toBe(400);
    expect((await extra.json()).fieldErrors._).toEqual(['Unknown field: owner']);
    expect((await upload(staff, form({ title: 'x', kind: 'virus' }, { bytes: files.pdf, name: 'a.pdf' }))).status).toBe(400);
    expect((await upload(staff, form({ title: 'x' }, { bytes: new Uint8Array(), name: 'a.pdf' }))).status).toBe(400);
    expect((await staff.post(base(), { title: 'json' })).status).toBe(415);
    const broken = await staff.request(base(), { method: 'POST', body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(broken.status).toBe(400);
  });

  it('refuses oversize uploads with 413, with or without Content-Length', async () => {
    const big = new Uint8Array(200_000).fill(0x61);
    const body = form({ title: 'big' }, { bytes: big, name: 'big.txt' });
    const encoded = new Response(body);
    const type = encoded.headers.get('content-type')!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const withLength = await staff.request(base(), { method: 'POST', body: bytes, headers: { 'content-type': type, 'content-length': String(bytes.length) } });
    expect(withLength.status).toBe(413);
    expect((await withLength.json()).message).toMatch(/too large/);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 16_384) c.enqueue(bytes.slice(i, i + 16_384));
        c.close();
      },
    });
    const chunked = await staff.request(base(), { method: 'POST', body: stream, headers: { 'content-type': type }, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    // Within the body allowance but over the file limit.
    const slightly = await upload(staff, form({ title: 'slightly' }, { bytes: new Uint8Array(60_000).fill(0x61), name: 'a.txt' }));
    expect(slightly.status).toBe(413);
    const fits = await upload(staff, form({ title: 'fits' }, { bytes: new Uint8Array(50_000).fill(0x61), name: 'a.txt' }));
    expect(fits.status).toBe(201);
  });

  it('keeps no copy of an upload once it is answered: stored, refused, too large or cut off', async () => {
    const leftovers = async () => (await readdir(path.join(t.config.analysis.cacheDir, 'tmp'))).filter((name) => name.startsWith('upload-'));
    expect((await upload(staff, form({ title: 'kept' }, { bytes: files.csv, name: 'kept.csv', type: 'text/csv' }))).status).toBe(201);
    expect((await upload(staff, form({ title: 'refused' }, { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), name: 'setup.exe' }))).status).toBe(415);
    expect((await upload(staff, form({ title: 'too large' }, { bytes: new Uint8Array(60_000).fill(0x61), name: 'a.txt' }))).status).toBe(413);
    // A connection that drops halfway: the body stream fails after the file part has begun.
    const encoded = new Response(form({ title: 'cut' }, { bytes: new Uint8Array(40_000).fill(0x61), name: 'cut.txt' }));
    const type = encoded.headers.get('content-type')!;
    const whole = new Uint8Array(await encoded.arrayBuffer());
    const cut = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(whole.slice(0, 20_000));
        c.error(new Error('connection reset'));
      },
    });
    const dropped = await staff.request(base(), { method: 'POST', body: cut, headers: { 'content-type': type }, duplex: 'half' } as RequestInit).catch(() => null);
    expect(dropped?.status ?? 0).not.toBe(201);
    expect(await leftovers()).toEqual([]);
  });

  it('keeps other clients out (404) and writes for staff (403 / 401)', async () => {
    for (const path of [base(), `${base()}/${csvId}`, `${base()}/${csvId}/download`, `${base()}/${csvId}/rows`, `${base()}/${csvId}/columns/Age`]) {
      expect((await bob.get(path)).status, path).toBe(404);
      expect((await t.agent().get(path)).status, path).toBe(401);
    }
    expect((await upload(alice, form({ title: 'x' }, { bytes: files.pdf, name: 'a.pdf' }))).status).toBe(403);
    expect((await upload(t.agent(), form({ title: 'x' }, { bytes: files.pdf, name: 'a.pdf' }))).status).toBe(401);
    expect((await alice.delete(`${base()}/${csvId}`)).status).toBe(403);
    expect((await bob.delete(`${base()}/${csvId}`)).status).toBe(403);
    // Cross-site upload from a logged-in browser.
    const cross = await staff.request(base(), { method: 'POST', body: form({ title: 'x' }, { bytes: files.pdf, name: 'a.pdf' }), headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
  });

  it('answers 404 for bad or foreign ids and 409 for rows of a non-table', async () => {
    const other = (await (await staff.post('/api/projects', { code: 'SWR-2026-101', title: 'Other', clientId: bob.user.id })).json()).id;
    expect((await staff.get(`/api/projects/${other}/data-items/${csvId}`)).status).toBe(404);
    expect((await staff.get(`${base()}/not-a-uuid`)).status).toBe(404);
    expect((await staff.get(`/api/projects/nope/data-items/${csvId}`)).status).toBe(404);
    const pdf = await (await upload(staff, form({ title: 'pdf' }, { bytes: files.pdf, name: 'a.pdf' }))).json();
    expect((await alice.get(`${base()}/${pdf.id}/rows`)).status).toBe(409);
  });

  it('deletes an item and its file', async () => {
    const item = await (await upload(staff, form({ title: 'temp' }, { bytes: files.png, name: 'a.png' }))).json();
    expect((await staff.delete(`${base()}/${item.id}`)).status).toBe(204);
    expect((await alice.get(`${base()}/${item.id}`)).status).toBe(404);
    expect(await createFileStore(t.config.files, database.db).exists(dataItemFileKey(item.id))).toBe(false);
  });

  it('removes the files of a deleted project with it', async () => {
    const doomed = (await (await staff.post('/api/projects', { code: 'SWR-2026-199', title: 'Doomed', clientId: alice.user.id })).json()).id;
    const item = await (await upload(staff, form({ title: 'doomed' }, { bytes: files.pdf, name: 'a.pdf' }), `/api/projects/${doomed}/data-items`)).json();
    const stored = createFileStore(t.config.files, database.db);
    expect(await stored.exists(dataItemFileKey(item.id))).toBe(true);
    expect((await staff.delete(`/api/projects/${doomed}`)).status).toBe(204);
    expect(await stored.exists(dataItemFileKey(item.id))).toBe(false);
  });

  it('builds the analysable copy from the stored original on an instance that has none', async () => {
    const before = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${csvId}/rows`)).json());
    // Another instance, or this one after its cache folder was cleared: only the file store has the data.
    const cache = t.config.analysis.cacheDir;
    for (const name of await readdir(cache)) if (name.endsWith('.parquet')) await rm(path.join(cache, name));
    const after = dataItemRowsResponseSchema.parse(await (await alice.get(`${base()}/${csvId}/rows`)).json());
    expect(after).toEqual(before);
    // An item stored before tables had definitions gets them, from the original, on first view.
    for (const name of await readdir(cache)) if (name.endsWith('.parquet')) await rm(path.join(cache, name));
    await database.db.updateTable('data_items').set({ table_meta: null, csv_summary: null }).where('id', '=', csvId).execute();
    const detail = dataItemDetailSchema.parse(await (await alice.get(`${base()}/${csvId}`)).json());
    expect(detail.csvSummary?.rowCount).toBe(5);
    // The copies of the original made for the import are gone again.
    expect((await readdir(path.join(cache, 'tmp'))).filter((name) => name.startsWith('original-'))).toEqual([]);
  });

  it('refreshes an expired session transparently during an upload', async () => {
    t.clock.advance(16 * 60_000);
    const res = await upload(staff, form({ title: 'late' }, { bytes: files.pdf, name: 'late.pdf' }));
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0]).sort()).toEqual(['swat_access', 'swat_refresh']);
    expect((await staff.get(base())).status).toBe(200);
  });

  it('answers 429 with Retry-After once a user has made too many dataset reads in a minute', async () => {
    const carol = await t.signedIn('client');
    await database.db.updateTable('projects').set({ client_id: carol.user.id }).where('id', '=', projectId).execute();
    let limited: Response | null = null;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await carol.get(`${base()}/${csvId}/rows?pageSize=1`);
      if (res.status === 429) limited = res;
    }
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another user is not affected.
    expect((await staff.get(`${base()}/${csvId}/rows?pageSize=1`)).status).toBe(200);
    await database.db.updateTable('projects').set({ client_id: alice.user.id }).where('id', '=', projectId).execute();
  });
});
