import type { FileStoreSettings } from '../config/env';
import type { Database } from '../db/database';
import { testDatabases } from './databases';
import { startS3Server, type TestS3Server } from './s3-server';

export interface FileStoreTarget {
  name: string;
  /** A fresh, migrated database and the file settings that go with it; s3 is the server when there is one. */
  open(): Promise<{ database: Database; files: FileStoreSettings; s3: TestS3Server | null; dispose(): Promise<void> }>;
}

/**
 * The backends every file-store test runs on: the embedded default on each test database (PGlite,
 * and PostgreSQL when DATABASE_URL is set), and S3 on a real S3-compatible server (s3rver) here,
 * with PGlite for the rows.
 */
export function fileStoreTargets(): FileStoreTarget[] {
  const databases = testDatabases();
  const pglite = databases[0]!;
  return [
    ...databases.map(
      (target): FileStoreTarget => ({
        name: `the database (${target.name})`,
        async open() {
          const database = await target.open();
          return { database, files: { backend: 'database' }, s3: null, dispose: () => database.dispose() };
        },
      }),
    ),
    {
      name: 'S3 (s3rver)',
      async open() {
        const database = await pglite.open();
        const s3 = await startS3Server();
        return {
          database,
          files: { backend: 's3', s3: s3.settings, signedDownloads: false },
          s3,
          async dispose() {
            await s3.dispose();
            await database.dispose();
          },
        };
      },
    },
  ];
}
