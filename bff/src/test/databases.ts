import { createScratchDatabase } from '../../../scripts/scratch-database';
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
        const scratch = await createScratchDatabase(serverUrl, 'swat_test');
        const database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory' });
        await migrateToLatest(database.db);
        return {
          ...database,
          async dispose() {
            await database.close();
            await scratch.drop();
          },
        };
      },
    });
  }
  return targets;
}
