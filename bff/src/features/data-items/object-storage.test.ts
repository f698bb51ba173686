import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER, apiErrorBodySchema, dataItemDetailSchema, dataItemListResponseSchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type Agent, type TestApp } from '../../test/app-harness';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { MAX_SIGNED_URL_SECONDS } from '../../storage/file-store';
import { files } from './test-files';

type Signed = Agent & { user: { id: string; email: string } };

const form = (title: string, file: { bytes: Uint8Array; name: string }) => {
  const f = new FormData();
  f.append('title', title);
  f.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return f;
};

describe('data items in S3 object storage', () => {
  const pglite = testDatabases()[0]!;
  let database: Awaited<ReturnType<typeof pglite.open>>;
  let s3: TestS3Server;
  let t: TestApp;
  let staff: Signed;
  let alice: Signed;
  let projectId: string;
  let pdfId: string;
  const base = () => `/api/projects/${projectId}/data-items`;
  const upload = async (title: string, file: { bytes: Uint8Array; name: string }) => {
    const res = await staff.request(base(), { method: 'POST', body: form(title, file) });
    if (res.status === 201) await staff.post(`${base()}/${((await res.clone().json()) as { id: string }).id}/publish`);
    return res;
  };

  beforeAll(async () => {
    database = await pglite.open();
    s3 = await startS3Server();
    // Links name another address than the bff uses (as a container network's store would): localhost instead of 127.0.0.1.
    const publicEndpoint = s3.env.S3_ENDPOINT!.replace('127.0.0.1', 'localhost');
    t = await createTestApp(database, { env: { ...s3.env, S3_SIGNED_DOWNLOADS: '1', S3_PUBLIC_ENDPOINT: publicEndpoint } });
    staff = await t.signedIn('staff');
    alice = await t.signedIn('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-400', title: 'Objects', clientId: alice.user.id })).json()).id;
    const res = await upload('Final report', { bytes: files.pdf, name: 'التقرير النهائي.pdf' });
    expect(res.status).toBe(201);
    pdfId = dataItemDetailSchema.parse(await res.json()).id;
  });
  afterAll(async () => {
    await s3?.dispose();
    await database?.dispose();
  });

  it('redirects a download to a short-lived signed link that answers with the file as an attachment of its type', async () => {
    const res = await alice.get(`${base()}/${pdfId}/download`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(new URL(s3.env.S3_ENDPOINT!.replace('127.0.0.1', 'localhost')).origin);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(MAX_SIGNED_URL_SECONDS);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="_______ _______.pdf"; filename*=UTF-8''${encodeURIComponent('التقرير النهائي.pdf')}`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(files.pdf);
    // Access is still checked by the bff before any link is made.
    const bob = await t.signedIn('client');
    expect((await bob.get(`${base()}/${pdfId}/download`)).status).toBe(404);
    expect((await t.agent().get(`${base()}/${pdfId}/download`)).status).toBe(401);
  });

  describe('with the store down', () => {
    beforeAll(async () => {
      await s3.stop();
    });

    const expectUnavailable = async (res: Response) => {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(apiErrorBodySchema.parse(await res.json()).message).toBe('Stored files cannot be reached at the moment. Please try again in a few minutes.');
    };

    it('answers a download with 503 and a message', async () => {
      await expectUnavailable(await alice.get(`${base()}/${pdfId}/download`));
      await expectUnavailable(await staff.get(`${base()}/${pdfId}/download?original=1`));
    });

    it('says the outage in Arabic to a reader of the Arabic pages', async () => {
      const res = await alice.get(`${base()}/${pdfId}/download`, { headers: { [LANGUAGE_HEADER]: 'ar' } });
      expect(res.status).toBe(503);
      expect(apiErrorBodySchema.parse(await res.json()).message).toBe('يتعذّر الوصول إلى الملفات المحفوظة في الوقت الحالي. يُرجى المحاولة مجددًا بعد بضع دقائق.');
    });

    it('answers an upload with 503 and keeps no item and no copy of the upload', async () => {
      const before = dataItemListResponseSchema.parse(await (await staff.get(base())).json()).items.length;
      await expectUnavailable(await upload('Lost?', { bytes: files.png, name: 'chart.png' }));
      expect(dataItemListResponseSchema.parse(await (await staff.get(base())).json()).items.length).toBe(before);
      expect((await readdir(path.join(t.config.analysis.cacheDir, 'tmp'))).filter((name) => name.startsWith('upload-'))).toEqual([]);
    });

    it('answers a delete with 503 and keeps the item and its project', async () => {
      await expectUnavailable(await staff.delete(`${base()}/${pdfId}`));
      expect((await alice.get(`${base()}/${pdfId}`)).status).toBe(200);
      await expectUnavailable(await staff.delete(`/api/projects/${projectId}`));
      expect((await staff.get(`/api/projects/${projectId}`)).status).toBe(200);
      // Listing and details need no file: they keep working.
      expect((await alice.get(base())).status).toBe(200);
    });
  });
});
