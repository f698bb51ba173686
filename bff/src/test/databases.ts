import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../db/database';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database & { dispose(): Promise<void> }>;
}

/**
 * The databases every data test runs on: PGlite always, and the real PostgreSQL
 * server too when DATABASE_URL is set. Each open() gets a fresh, migrated database.
 */
export function testDatabases(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      async open() {
        const database = await openDatabase({ dataDir: 'memory' });
        await migrateToLatest(database.db);
        return { ...database, dispose: () => database.close() };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: 'postgres',
      async open() {
        const name = `swat_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory' });
        await migrateToLatest(database.db);
        return {
          ...database,
          async dispose() {
            await database.close();
            const cleanup = new pg.Client({ connectionString: serverUrl });
            await cleanup.connect();
            await cleanup.query(`drop database if exists ${name} with (force)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return targets;
}
