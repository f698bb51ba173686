import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from './database';
import { testDatabases } from '../test/databases';

describe.each(testDatabases())('database on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers a ping', async () => {
    expect(await database.ping()).toEqual(expect.any(Number));
  });

  it('is fully migrated, and migrating again changes nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('keeps user e-mails unique regardless of case', async () => {
    const user = { email: 'Amira@Example.com', name: 'Amira', role: 'client' as const, password_hash: 'x' };
    const inserted = await database.db.insertInto('users').values(user).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    expect(inserted.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(inserted.created_at).toBeInstanceOf(Date);
    await expect(database.db.insertInto('users').values({ ...user, email: 'amira@example.COM' }).execute()).rejects.toThrow();
  });

  it('runs concurrent transactions without losing writes', async () => {
    const insert = (i: number) =>
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ email: `c${i}@example.com`, name: `C${i}`, role: 'client', password_hash: 'x' }).execute();
        return trx.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      });
    const counts = await Promise.all([1, 2, 3, 4].map(insert));
    const seen = counts.map((c) => Number(c.n)).sort();
    // PGlite has one connection, so the pool must run transactions one after another.
    if (target.name === 'pglite') expect(seen).toEqual([2, 3, 4, 5]);
    else expect(seen.every((n) => n >= 2 && n <= 5)).toBe(true);
    const total = await database.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(5);
  });
});

describe('the embedded database in a data folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-pglite-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates its cluster in a new folder and finds what was written after a restart', async () => {
    const first = await openDatabase({ dataDir });
    await migrateToLatest(first.db);
    await first.db.insertInto('users').values({ email: 'restart@example.com', password_hash: 'x', role: 'client', name: 'Restart Check' }).execute();
    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const second = await openDatabase({ dataDir });
    expect(await migrateToLatest(second.db)).toEqual([]);
    const row = await second.db.selectFrom('users').select('name').where('email', '=', 'restart@example.com').executeTakeFirst();
    expect(row?.name).toBe('Restart Check');
    await second.close();
    // initdb and two starts of the embedded server: tens of seconds on a busy 2-core machine.
  }, 120_000);

  it('says which folder it could not create a cluster in', async () => {
    const blocked = path.join(dataDir, 'a-file');
    await writeFile(blocked, 'not a folder');
    await expect(openDatabase({ dataDir: blocked })).rejects.toThrow(/a-file/);
  });
});
