import type { Kysely } from 'kysely';
import type { FileStoreSettings } from '../config/env';
import type { DatabaseSchema } from '../db/schema';
import { databaseFileStore } from './database-store';
import type { FileStore } from './file-store';
import { legacyDataItemFiles } from './legacy-data-item-files';
import { s3FileStore } from './s3-store';
import { withOlderFiles } from './with-older-files';

/**
 * The store the settings ask for. Files kept where an earlier setup put them stay readable: the
 * database's, once S3 is configured, and data-item originals from before the file store.
 */
export function createFileStore(settings: FileStoreSettings, db: Kysely<DatabaseSchema>): FileStore {
  const inDatabase = databaseFileStore(db);
  const legacy = legacyDataItemFiles(db);
  return settings.backend === 's3' ? withOlderFiles(s3FileStore(settings.s3), [inDatabase, legacy]) : withOlderFiles(inDatabase, [legacy]);
}
