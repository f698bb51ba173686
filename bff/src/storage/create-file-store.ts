import type { Kysely } from 'kysely';
import type { FileStoreSettings } from '../config/env';
import type { DatabaseSchema } from '../db/schema';
import { databaseFileStore } from './database-store';
import type { FileStore } from './file-store';
import { withLegacyDataItemFiles } from './legacy-data-item-files';
import { s3FileStore } from './s3-store';

/** The store the settings ask for, reading data-item originals stored before it where they are. */
export function createFileStore(settings: FileStoreSettings, db: Kysely<DatabaseSchema>): FileStore {
  const backend = settings.backend === 's3' ? s3FileStore(settings.s3) : databaseFileStore(db);
  return withLegacyDataItemFiles(backend, db);
}
