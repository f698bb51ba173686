import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { auditListResponseSchema, deliverableListResponseSchema, deliverableSchema, publishPreviewSchema, publishResponseSchema, type Deliverable } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent } from '../../test/app-harness';
import { mailTestAppFor } from '../../test/mail-harness';
import { minimalDocx, minimalPdf, pptxContainer, storedZip } from './sample-files';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function form(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new File([file.bytes], file.name, { type: file.type ?? 'application/octet-stream' }));
  return body;
}

async function xlsxBytes(): Promise<Uint8Array<ArrayBuffer>> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Tables').addRows([
    ['City', 'Share'],
    ['Dubai', 0.42],
  ]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const pdf = minimalPdf('Brand health wave 2', ['Key findings for the board.']);

describe.each(testDatabases())('deliverables on $name', (target) => {
  const t = mailTestAppFor(target);

  async function projectFor(staff: Agent, clientId: string) {
    const code = `SWR-2026-${Math.floor(100 + Math.random() * 899)}`;
    const res = await staff.post('/api/projects', { code, title: 'Brand health tracker', clientId });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  const upload = (agent: Agent, projectId: string, fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string }, headers: Record<string, string> = {}) =>
    agent.request(`/api/projects/${projectId}/deliverables`, { method: 'POST', body: form(fields, file), headers });
  const uploadVersion = (agent: Agent, projectId: string, id: string, file: { bytes: Uint8Array<ArrayBuffer>; name: string }) =>
    agent.request(`/api/projects/${projectId}/deliverables/${id}/versions`, { method: 'POST', body: form({}, file) });
  const list = async (agent: Agent, projectId: string) => deliverableListResponseSchema.parse(await (await agent.get(`/api/projects/${projectId}/deliverables`)).json()).deliverables;
  const mailsTo = async (email: string) => Number((await sql<{ n: string }>`select count(*) as n from mail_outbox where to_address = ${email}`.execute(t.database.db)).rows[0]!.n);

  it('checks the type by content: PDF and the three Office formats pass, an HTML page named .pdf and a plain ZIP are refused', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.addUser('client');
    const projectId = await projectFor(staff, client.id);
    const cases: [Uint8Array<ArrayBuffer>, string, string][] = [
      [pdf, 'report.pdf', 'pdf'],
      [minimalDocx('Questionnaire, final'), 'questionnaire.docx', 'docx'],
      [pptxContainer(), 'debrief.pptx', 'pptx'],
      [await xlsxBytes(), 'tables.xlsx', 'xlsx'],
      // The name does not matter, the bytes do.
      [pdf, 'report.bin', 'pdf'],
    ];
    for (const [bytes, name, format] of cases) {
      const res = await upload(staff, projectId, { title: name, language: 'en' }, { bytes, name });
      expect(res.status, name).toBe(201);
      const created = deliverableSchema.parse(await res.json());
      expect(created.versions[0]!.format).toBe(format);
      expect(created.versions[0]!.filename).toBe(`${name.replace(/\.[^.]*$/, '')}.${format}`);
    }
    const html = new Uint8Array(Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'));
    const refused = await upload(staff, projectId, { title: 'Not a report', language: 'en' }, { bytes: html, name: 'report.pdf' });
    expect(refused.status).toBe(415);
    const body = (await refused.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toMatch(/not a PDF, PowerPoint/);
    expect(body.fieldErrors.file).toHaveLength(1);
    const zip = await upload(staff, projectId, { title: 'Archive', language: 'en' }, { bytes: storedZip({ 'setup.exe': 'MZ' }), name: 'deck.pptx' });
    expect(zip.status).toBe(415);
    const arabic = await upload(staff, projectId, { title: 'Archive', language: 'ar' }, { bytes: html, name: 'x.pdf' }, { 'x-swat-language': 'ar' });
    expect(((await arabic.json()) as { message: string }).message).toMatch(/فحصنا محتوى الملف/);
    expect((await upload(staff, projectId, { title: 'Empty', language: 'en' }, { bytes: new Uint8Array(), name: 'e.pdf' })).status).toBe(400);
    expect((await upload(staff, projectId, { title: 'No language' }, { bytes: pdf, name: 'a.pdf' })).status).toBe(400);
    expect((await upload(staff, projectId, { title: 'No file', language: 'en' })).status).toBe(400);
    // Nothing refused left a row behind.
    expect(await list(staff, projectId)).toHaveLength(cases.length);
  });

  it('keeps every version: each has its own file, size, uploader and time; downloads serve the version asked for', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.addUser('client');
    const projectId = await projectFor(staff, client.id);
    const first = deliverableSchema.parse(await (await upload(staff, projectId, { title: 'Final report', language: 'ar' }, { bytes: pdf, name: 'report.pdf' })).json());
    const second = minimalPdf('Brand health wave 2 (corrected)', ['Table 4 corrected.']);
    const res = await uploadVersion(staff, projectId, first.id, { bytes: second, name: 'report-v2.pdf' });
    expect(res.status).toBe(201);
    const [item] = await list(staff, projectId);
    expect(item!.language).toBe('ar');
    expect(item!.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(item!.versions.map((v) => v.sizeBytes)).toEqual([second.length, pdf.length]);
    expect(item!.versions.map((v) => v.sha256)).toEqual([sha(second), sha(pdf)]);
    expect(item!.versions.every((v) => v.uploadedBy?.id === staff.user.id)).toBe(true);
    for (const [version, bytes] of [[item!.versions[0]!, second], [item!.versions[1]!, pdf]] as const) {
      const download = await staff.get(`/api/projects/${projectId}/deliverables/${item!.id}/versions/${version.id}/download`);
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    }
    // A new version checks its bytes too, and a version of another project's deliverable is not found.
    expect((await uploadVersion(staff, projectId, first.id, { bytes: new Uint8Array(Buffer.from('<html>')), name: 'v3.pdf' })).status).toBe(415);
    const other = await projectFor(staff, client.id);
    expect((await uploadVersion(staff, other, first.id, { bytes: pdf, name: 'v3.pdf' })).status).toBe(404);
    const timeline = auditListResponseSchema.parse(await (await staff.get(`/api/projects/${projectId}/activity`)).json());
    expect(timeline.items.map((e) => e.action).slice(0, 2)).toEqual(['deliverable.version', 'deliverable.upload']);
  });

  it('publishing previews the mail, mails the client once; unpublish takes access away; republishing mails only when asked', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.signedIn('client');
    await sql`update users set language = 'ar', name = 'Reem Al Mansoori' where id = ${client.user.id}`.execute(t.database.db);
    const projectId = await projectFor(staff, client.user.id);
    const created = deliverableSchema.parse(await (await upload(staff, projectId, { title: 'Usage and attitudes report', language: 'en' }, { bytes: pdf, name: 'ua.pdf' })).json());
    const base = `/api/projects/${projectId}/deliverables/${created.id}`;
    const download = `${base}/versions/${created.versions[0]!.id}/download`;
    expect(await list(client, projectId)).toEqual([]);
    expect((await client.get(download)).status).toBe(404);

    const preview = publishPreviewSchema.parse(await (await staff.get(`${base}/publish-preview`)).json());
    expect(preview.notifiedBefore).toBe(false);
    expect(preview.recipients).toEqual([expect.objectContaining({ name: 'Reem Al Mansoori', email: client.user.email, language: 'ar' })]);
    expect(preview.recipients[0]!.subject).toContain('Usage and attitudes report');
    expect(preview.recipients[0]!.subject).toMatch(/مخرجات/);
    expect(preview.recipients[0]!.text).toContain(`/ar/client-dashboard/project/${projectId}`);
    expect(await mailsTo(client.user.email)).toBe(0);

    const published = publishResponseSchema.parse(await (await staff.post(`${base}/publish`, {})).json());
    expect(published.notified).toBe(1);
    const mail = await t.smtp.waitFor(client.user.email, /Usage and attitudes report/);
    expect(mail.subject).toBe(preview.recipients[0]!.subject);
    expect((await list(client, projectId)).map((d) => d.title)).toEqual(['Usage and attitudes report']);
    expect((await client.get(download)).status).toBe(200);
    // Publishing what is published sends nothing.
    expect(publishResponseSchema.parse(await (await staff.post(`${base}/publish`)).json()).notified).toBe(0);

    expect((await staff.post(`${base}/unpublish`)).status).toBe(200);
    expect(await list(client, projectId)).toEqual([]);
    expect((await client.get(download)).status).toBe(404);
    expect(publishPreviewSchema.parse(await (await staff.get(`${base}/publish-preview`)).json()).notifiedBefore).toBe(true);

    expect(publishResponseSchema.parse(await (await staff.post(`${base}/publish`, {})).json()).notified).toBe(0);
    expect((await client.get(download)).status).toBe(200);
    expect(await mailsTo(client.user.email)).toBe(1);
    await staff.post(`${base}/unpublish`);
    expect(publishResponseSchema.parse(await (await staff.post(`${base}/publish`, { notifyAgain: true })).json()).notified).toBe(1);
    expect(await mailsTo(client.user.email)).toBe(2);
    expect((await staff.post(`${base}/publish`, { notifyAgain: 'yes' })).status).toBe(400);

    const actions = auditListResponseSchema.parse(await (await staff.get(`/api/projects/${projectId}/activity`)).json()).items.map((e) => e.action);
    expect(actions).toEqual(['deliverable.publish', 'deliverable.unpublish', 'deliverable.publish', 'deliverable.unpublish', 'deliverable.publish', 'deliverable.upload', 'project.create']);
  });

  it('data items follow the same step: preview, unpublish, republish without a second mail unless asked', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.signedIn('client');
    const projectId = await projectFor(staff, client.user.id);
    const body = form({ title: 'Wave 3 tables', kind: 'report' }, { bytes: pdf, name: 'wave3.pdf' });
    const item = (await (await staff.request(`/api/projects/${projectId}/data-items`, { method: 'POST', body })).json()) as { id: string };
    const base = `/api/projects/${projectId}/data-items/${item.id}`;
    const preview = publishPreviewSchema.parse(await (await staff.get(`${base}/publish-preview`)).json());
    expect(preview.recipients.map((r) => [r.email, r.language])).toEqual([[client.user.email, 'en']]);
    expect(preview.recipients[0]!.subject).toMatch(/^New data for SWR-2026-\d+: Wave 3 tables$/);
    expect(publishResponseSchema.parse(await (await staff.post(`${base}/publish`)).json()).notified).toBe(1);
    expect((await client.get(`${base}/download`)).status).toBe(200);
    expect((await staff.post(`${base}/unpublish`)).status).toBe(200);
    expect((await client.get(`${base}/download`)).status).toBe(404);
    expect(publishResponseSchema.parse(await (await staff.post(`${base}/publish`)).json()).notified).toBe(0);
    expect(await mailsTo(client.user.email)).toBe(1);
    await staff.post(`${base}/unpublish`);
    expect(publishResponseSchema.parse(await (await staff.post(`${base}/publish`, { notifyAgain: true })).json()).notified).toBe(1);
    expect(await mailsTo(client.user.email)).toBe(2);
    const actions = auditListResponseSchema.parse(await (await staff.get(`/api/projects/${projectId}/activity`)).json()).items.map((e) => e.action);
    expect(actions.filter((a) => a === 'data_item.unpublish')).toHaveLength(2);
  });

  it('serves a PDF inline from our origin only, everything else as an attachment, names sanitised, never sniffed', async () => {
    const staff = await t.signedIn('staff');
    const client = await t.signedIn('client');
    const projectId = await projectFor(staff, client.user.id);
    const report = deliverableSchema.parse(await (await upload(staff, projectId, { title: 'Report', language: 'en' }, { bytes: pdf, name: '..\\..\\evil"name<>;.pdf' })).json());
    const doc = deliverableSchema.parse(await (await upload(staff, projectId, { title: 'Guide', language: 'en' }, { bytes: minimalDocx('Discussion guide'), name: 'دليل النقاش.docx' })).json());
    for (const d of [report, doc]) await staff.post(`/api/projects/${projectId}/deliverables/${d.id}/publish`);
    const path = (d: Deliverable) => `/api/projects/${projectId}/deliverables/${d.id}/versions/${d.versions[0]!.id}/download`;

    const opened = await client.get(path(report), { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="evilname\.pdf"/);
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(opened.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.headers.get('content-length')).toBe(String(pdf.length));

    const fromElsewhere = await client.get(path(report), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fromElsewhere.headers.get('content-disposition')).toMatch(/^attachment;/);

    const word = await client.get(path(doc));
    expect(word.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(word.headers.get('content-disposition')).toBe(`attachment; filename="____ ______.docx"; filename*=UTF-8''${encodeURIComponent('دليل النقاش.docx')}`);
    expect(word.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets nobody else in: anonymous 401, another company 404, a client 403 on every staff write; staff and admin may', async () => {
    const staff = await t.signedIn('staff');
    const admin = await t.signedIn('admin');
    const client = await t.signedIn('client');
    const stranger = await t.signedIn('client');
    const anonymous = t.agent();
    const projectId = await projectFor(staff, client.user.id);
    const created = deliverableSchema.parse(await (await upload(admin, projectId, { title: 'Topline', language: 'en' }, { bytes: pdf, name: 'topline.pdf' })).json());
    await staff.post(`/api/projects/${projectId}/deliverables/${created.id}/publish`);
    const base = `/api/projects/${projectId}/deliverables`;
    const item = `${base}/${created.id}`;
    const download = `${item}/versions/${created.versions[0]!.id}/download`;

    for (const path of [base, download]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      expect((await stranger.get(path)).status, path).toBe(404);
      expect((await client.get(path)).status, path).toBe(200);
    }
    expect((await anonymous.get(`${item}/publish-preview`)).status).toBe(401);
    const writes: [string, () => Promise<Response>][] = [
      ['upload', () => upload(client, projectId, { title: 'Mine', language: 'en' }, { bytes: pdf, name: 'mine.pdf' })],
      ['version', () => uploadVersion(client, projectId, created.id, { bytes: pdf, name: 'v2.pdf' })],
      ['preview', () => client.get(`${item}/publish-preview`)],
      ['publish', () => client.post(`${item}/publish`)],
      ['unpublish', () => client.post(`${item}/unpublish`)],
      ['delete', () => client.delete(item)],
    ];
    for (const [name, call] of writes) expect((await call()).status, name).toBe(403);
    expect((await anonymous.request(base, { method: 'POST', body: form({ title: 'x', language: 'en' }, { bytes: pdf, name: 'x.pdf' }) })).status).toBe(401);
    expect((await stranger.post(`${item}/publish`)).status).toBe(403);
    expect((await client.get(download)).status).toBe(200);

    expect((await uploadVersion(staff, projectId, created.id, { bytes: pdf, name: 'v2.pdf' })).status).toBe(201);
    expect((await admin.get(`${item}/publish-preview`)).status).toBe(200);
    expect((await admin.post(`${item}/unpublish`)).status).toBe(200);
    expect((await staff.delete(item)).status).toBe(204);
    expect(await list(staff, projectId)).toEqual([]);
    expect((await staff.get(download)).status).toBe(404);
  });
});

describe.each(testDatabases())('the deliverable size limit on $name', (target) => {
  it('refuses a file over MAX_DELIVERABLE_MB with 413 and a message naming the limit, and keeps nothing', async () => {
    const database = await target.open();
    try {
      const t = await createTestApp(database, { env: { MAX_DELIVERABLE_MB: '1' } });
      const staff = await t.signedIn('staff');
      const client = await t.addUser('client');
      const projectId = ((await (await staff.post('/api/projects', { code: 'SWR-2026-413', title: 'Limits', clientId: client.id })).json()) as { id: string }).id;
      const padded = (bytes: number) => {
        const big = new Uint8Array(bytes);
        big.set(pdf);
        return big;
      };
      // Just over the file limit (the form's own limit is not reached), then well over both.
      for (const size of [1024 * 1024 + 10, 3 * 1024 * 1024]) {
        const res = await staff.request(`/api/projects/${projectId}/deliverables`, { method: 'POST', body: form({ title: 'Too big', language: 'en' }, { bytes: padded(size), name: 'big.pdf' }) });
        expect(res.status, String(size)).toBe(413);
        expect(((await res.json()) as { message: string }).message).toBe('The file is too large. Deliverables can be up to 1 MB.');
      }
      const fits = await staff.request(`/api/projects/${projectId}/deliverables`, { method: 'POST', body: form({ title: 'Fits', language: 'en' }, { bytes: padded(1024 * 1024 - 100), name: 'fits.pdf' }) });
      expect(fits.status).toBe(201);
      expect(deliverableListResponseSchema.parse(await (await staff.get(`/api/projects/${projectId}/deliverables`)).json()).deliverables.map((d) => d.title)).toEqual(['Fits']);
    } finally {
      await database.dispose();
    }
  });
});
