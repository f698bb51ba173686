import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { databaseFileStorage, FILE_CHUNK_BYTES } from './storage';

describe.each(testDatabases())('uploaded files in the database on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: TestApp;
  let projectId: string;
  beforeAll(async () => {
    database = await target.open();
    t = await createTestApp(database);
    const staff = await t.signedIn('staff');
    const client = await t.addUser('client');
    projectId = (await (await staff.post('/api/projects', { code: 'SWR-2026-300', title: 'Storage', clientId: client.id })).json()).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const newItem = async (title: string) =>
    (await database.db.insertInto('data_items').values({ project_id: projectId, title, kind: 'dataset', filename: 'f.bin', content_type: 'application/octet-stream', size_bytes: 0, sha256: '0'.repeat(64) }).returning('id').executeTakeFirstOrThrow()).id;

  it.each([
    ['a file of several chunks and a part', 2 * FILE_CHUNK_BYTES + 12_345],
    ['a file of exactly one chunk', FILE_CHUNK_BYTES],
    ['a small file', 10],
  ])('gives back %s byte for byte', async (_, size) => {
    const storage = databaseFileStorage(database.db);
    const id = await newItem(`size ${size}`);
    const bytes = new Uint8Array(randomBytes(size));
    await storage.put(id, bytes);
    const rows = await database.db.selectFrom('data_item_file_chunks').select('seq').where('data_item_id', '=', id).orderBy('seq').execute();
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: Math.ceil(size / FILE_CHUNK_BYTES) }, (_, i) => i));
    expect(await storage.get(id)).toEqual(bytes);
  });

  it('answers null for an item without a file, and deletes every chunk', async () => {
    const storage = databaseFileStorage(database.db);
    const id = await newItem('deleted');
    expect(await storage.get(id)).toBeNull();
    await storage.put(id, new Uint8Array(randomBytes(FILE_CHUNK_BYTES + 1)));
    await storage.delete(id);
    expect(await storage.get(id)).toBeNull();
  });
});
