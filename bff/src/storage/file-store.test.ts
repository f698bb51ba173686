import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { fileStoreTargets } from '../test/file-stores';
import { createFileStore } from './create-file-store';
import { FILE_CHUNK_BYTES } from './database-store';
import { deleteRowThenFile, storeFileThenRow } from './file-and-row';
import { fileKey, FileStoreUnavailable, FileTooLargeToRead, MAX_SIGNED_URL_SECONDS, type FileKey, type FileStore } from './file-store';
import { dataItemFileKey } from './legacy-data-item-files';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Bytes compared by hash and length: toEqual walks a large array element by element, for seconds. */
const same = (bytes: Uint8Array | null) => (bytes ? { sha256: sha256(bytes), size: bytes.byteLength } : null);
const key = (): FileKey => fileKey('test-files', randomUUID());
const silent = createLogger('silent');

async function hashOf(body: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

/** `megabytes` of random bytes made as they are read, with their hash known once read: the whole never exists at once. */
function randomStream(megabytes: number) {
  const hash = createHash('sha256');
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < megabytes; i++) {
        const chunk = randomBytes(1024 * 1024);
        hash.update(chunk);
        yield chunk;
      }
    })(),
  );
  return { stream, sha256: () => hash.digest('hex') };
}

describe.each(fileStoreTargets())('the file store on $name', (target) => {
  let opened: Awaited<ReturnType<typeof target.open>>;
  let files: FileStore;
  let dir: string;
  beforeAll(async () => {
    opened = await target.open();
    files = createFileStore(opened.files, opened.database.db);
    dir = await mkdtemp(path.join(tmpdir(), 'swat-files-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await opened?.dispose();
  });

  it('gives back what it stored from bytes, with its type and size', async () => {
    const k = key();
    const bytes = new Uint8Array(randomBytes(10_000));
    expect(await files.put(k, { bytes }, { contentType: 'application/pdf' })).toEqual({ key: k, contentType: 'application/pdf', sizeBytes: 10_000 });
    expect(await files.stat(k)).toEqual({ key: k, contentType: 'application/pdf', sizeBytes: 10_000 });
    expect(await files.exists(k)).toBe(true);
    expect(same(await files.readBytes(k))).toEqual(same(bytes));
    const opened = await files.open(k);
    expect(opened).toMatchObject({ key: k, contentType: 'application/pdf', sizeBytes: 10_000 });
    expect(await hashOf(opened!.body)).toEqual({ sha256: sha256(bytes), size: 10_000 });
  });

  it.each([
    ['several chunks and a part', 2 * FILE_CHUNK_BYTES + 12_345],
    ['exactly one chunk', FILE_CHUNK_BYTES],
    ['one byte', 1],
    ['nothing at all', 0],
  ])('gives back a file of %s, stored from a path, byte for byte', async (_, size) => {
    const k = key();
    const bytes = new Uint8Array(randomBytes(size));
    const file = path.join(dir, `file-${size}`);
    await writeFile(file, bytes);
    expect((await files.put(k, { path: file }, { contentType: 'text/csv; charset=utf-8' })).sizeBytes).toBe(size);
    expect(same(await files.readBytes(k))).toEqual(same(bytes));
    expect(await files.stat(k)).toEqual({ key: k, contentType: 'text/csv; charset=utf-8', sizeBytes: size });
  });

  it('streams a 30 MB file in and out', { timeout: 300_000 }, async () => {
    const k = key();
    const source = randomStream(30);
    const stored = await files.put(k, { stream: source.stream }, { contentType: 'application/octet-stream' });
    expect(stored.sizeBytes).toBe(30 * 1024 * 1024);
    const file = await files.open(k);
    expect(file?.sizeBytes).toBe(30 * 1024 * 1024);
    expect(await hashOf(file!.body)).toEqual({ sha256: source.sha256(), size: 30 * 1024 * 1024 });
    await files.delete(k);
  });

  it('answers null and false for a file that is not there, and deletes one twice without complaint', async () => {
    const k = key();
    expect(await files.stat(k)).toBeNull();
    expect(await files.exists(k)).toBe(false);
    expect(await files.open(k)).toBeNull();
    expect(await files.readBytes(k)).toBeNull();
    await files.delete(k);
  });

  it('deletes a file', async () => {
    const k = key();
    await files.put(k, { bytes: new Uint8Array(randomBytes(FILE_CHUNK_BYTES + 1)) }, { contentType: 'image/png' });
    await files.delete(k);
    expect(await files.exists(k)).toBe(false);
    expect(await files.open(k)).toBeNull();
    await files.delete(k);
  });

  it('replaces a file stored again under the same key', async () => {
    const k = key();
    await files.put(k, { bytes: new Uint8Array(randomBytes(FILE_CHUNK_BYTES * 2)) }, { contentType: 'image/png' });
    const second = new Uint8Array(randomBytes(300));
    await files.put(k, { bytes: second }, { contentType: 'image/jpeg' });
    expect(await files.stat(k)).toEqual({ key: k, contentType: 'image/jpeg', sizeBytes: 300 });
    expect(same(await files.readBytes(k))).toEqual(same(second));
  });

  it('refuses to read a file into memory past the limit given', async () => {
    const k = key();
    await files.put(k, { bytes: new Uint8Array(2000) }, { contentType: 'application/octet-stream' });
    await expect(files.readBytes(k, { maxBytes: 1999 })).rejects.toBeInstanceOf(FileTooLargeToRead);
    expect((await files.readBytes(k, { maxBytes: 2000 }))?.byteLength).toBe(2000);
  });

  it('keeps no file when the row that names it cannot be written, and no row when the file cannot be stored', async () => {
    const k = key();
    await expect(
      storeFileThenRow(files, k, { bytes: new Uint8Array(randomBytes(500)) }, { contentType: 'application/pdf' }, async () => {
        throw new Error('the row was refused');
      }),
    ).rejects.toThrow('the row was refused');
    expect(await files.exists(k)).toBe(false);

    const failing = (async function* () {
      yield new Uint8Array(FILE_CHUNK_BYTES + 10);
      throw new Error('the upload broke off');
    })();
    let rowWritten = false;
    await expect(
      storeFileThenRow(files, k, { stream: Readable.from(failing) }, { contentType: 'application/pdf' }, async () => {
        rowWritten = true;
      }),
    ).rejects.toThrow();
    expect(rowWritten).toBe(false);
    expect(await files.exists(k)).toBe(false);
  });

  it('deletes the row before its file', async () => {
    const k = key();
    await files.put(k, { bytes: new Uint8Array(10) }, { contentType: 'text/plain' });
    let fileWhenRowWent: boolean | null = null;
    await deleteRowThenFile(files, k, async () => (fileWhenRowWent = await files.exists(k)), silent);
    expect(fileWhenRowWent).toBe(true);
    expect(await files.exists(k)).toBe(false);
  });

  it('reads a data-item original stored before the file store, where it is', async () => {
    const db = opened.database.db;
    const user = await db.insertInto('users').values({ email: `legacy-${randomUUID()}@example.com`, name: 'Legacy', company: null, phone: null, role: 'client', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    const project = await db.insertInto('projects').values({ code: `SWR-2026-${randomUUID().slice(0, 4)}`, title: 'Legacy', client_id: user.id }).returning('id').executeTakeFirstOrThrow();
    const item = await db
      .insertInto('data_items')
      .values({ project_id: project.id, title: 'old', kind: 'report', filename: 'old.pdf', content_type: 'application/pdf', size_bytes: 0, sha256: '0'.repeat(64) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bytes = new Uint8Array(randomBytes(FILE_CHUNK_BYTES + 77));
    // As the old storage wrote it: 256 KB chunks keyed by the item.
    await db.insertInto('data_item_file_chunks').values({ data_item_id: item.id, seq: 0, bytes: bytes.subarray(0, FILE_CHUNK_BYTES) }).execute();
    await db.insertInto('data_item_file_chunks').values({ data_item_id: item.id, seq: 1, bytes: bytes.subarray(FILE_CHUNK_BYTES) }).execute();
    const k = dataItemFileKey(item.id);
    expect(await files.stat(k)).toEqual({ key: k, contentType: 'application/pdf', sizeBytes: bytes.byteLength });
    expect(same(await files.readBytes(k))).toEqual(same(bytes));
    // The bff serves it itself: no link reaches the database.
    expect(await files.signedDownloadUrl(k, { filename: 'old.pdf', contentType: 'application/pdf' })).toBeNull();
    await files.delete(k);
    expect(await files.exists(k)).toBe(false);
    expect(await db.selectFrom('data_item_file_chunks').select('seq').where('data_item_id', '=', item.id).execute()).toEqual([]);
  });

  if (target.name.startsWith('S3')) {
    it('signs a short-lived link that downloads the file as an attachment of its type', async () => {
      const k = key();
      const bytes = new Uint8Array(randomBytes(70_000));
      await files.put(k, { bytes }, { contentType: 'application/pdf' });
      const url = await files.signedDownloadUrl(k, { filename: 'تقرير الربع الأول.pdf', contentType: 'application/pdf', expiresInSeconds: 3600 });
      expect(url).not.toBeNull();
      // Asked for an hour, given at most five minutes.
      expect(Number(new URL(url!).searchParams.get('X-Amz-Expires'))).toBe(MAX_SIGNED_URL_SECONDS);
      const res = await fetch(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="_____ _____ _____.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير الربع الأول.pdf')}`);
      expect(same(new Uint8Array(await res.arrayBuffer()))).toEqual(same(bytes));
      // The answer's type and name are in the signed query (s3rver does not check V4 signatures, S3 and MinIO do).
      const signed = new URL(url!).searchParams;
      expect(signed.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(signed.get('response-content-type')).toBe('application/pdf');
      expect(signed.get('response-content-disposition')).toMatch(/^attachment; /);
    });

    it('still reads, and deletes, the files stored in the database before S3 was configured', async () => {
      const k = key();
      const bytes = new Uint8Array(randomBytes(FILE_CHUNK_BYTES + 5));
      await createFileStore({ backend: 'database' }, opened.database.db).put(k, { bytes }, { contentType: 'application/pdf' });
      expect(await files.stat(k)).toEqual({ key: k, contentType: 'application/pdf', sizeBytes: bytes.byteLength });
      expect(same(await files.readBytes(k))).toEqual(same(bytes));
      expect(await files.signedDownloadUrl(k, { filename: 'a.pdf', contentType: 'application/pdf' })).toBeNull();
      // Stored again, it goes to S3 and is signed from there.
      await files.delete(k);
      expect(await files.exists(k)).toBe(false);
      await files.put(k, { bytes }, { contentType: 'application/pdf' });
      expect(await opened.database.db.selectFrom('stored_files').select('id').where('key', '=', k).execute()).toEqual([]);
      expect(await files.signedDownloadUrl(k, { filename: 'a.pdf', contentType: 'application/pdf' })).toMatch(/^http:\/\/127\.0\.0\.1:/);
    });

    it('says the store cannot be reached when it is down, and changes nothing', async () => {
      const k = key();
      await files.put(k, { bytes: new Uint8Array(10) }, { contentType: 'text/plain' });
      await opened.s3!.stop();
      await expect(files.stat(k)).rejects.toBeInstanceOf(FileStoreUnavailable);
      await expect(files.open(k)).rejects.toBeInstanceOf(FileStoreUnavailable);
      await expect(files.readBytes(k)).rejects.toBeInstanceOf(FileStoreUnavailable);
      await expect(files.delete(k)).rejects.toBeInstanceOf(FileStoreUnavailable);
      await expect(files.put(key(), { bytes: new Uint8Array(10) }, { contentType: 'text/plain' })).rejects.toThrow(/cannot be reached/);
      let rowWritten = false;
      await expect(
        storeFileThenRow(files, key(), { bytes: new Uint8Array(10) }, { contentType: 'text/plain' }, async () => {
          rowWritten = true;
        }),
      ).rejects.toBeInstanceOf(FileStoreUnavailable);
      expect(rowWritten).toBe(false);
      let rowDeleted = false;
      await expect(deleteRowThenFile(files, k, async () => (rowDeleted = true), silent)).rejects.toBeInstanceOf(FileStoreUnavailable);
      expect(rowDeleted).toBe(false);
    });
  } else {
    it('has no signed links: the bff serves the files itself', async () => {
      const k = key();
      await files.put(k, { bytes: new Uint8Array(10) }, { contentType: 'text/plain' });
      expect(await files.signedDownloadUrl(k, { filename: 'a.txt', contentType: 'text/plain' })).toBeNull();
    });
  }
});

describe('file keys', () => {
  it('take a namespace and an id, and refuse what could leave the namespace', () => {
    expect(fileKey('deliverables', 'a1b2.v2')).toBe('deliverables/a1b2.v2');
    for (const [namespace, id] of [
      ['Deliverables', 'x'],
      ['a/b', 'x'],
      ['attachments', '../x'],
      ['attachments', 'a/b'],
      ['attachments', ''],
      ['attachments', 'a..b'],
    ] as const) {
      expect(() => fileKey(namespace, id), `${namespace} ${id}`).toThrow();
    }
  });
});
