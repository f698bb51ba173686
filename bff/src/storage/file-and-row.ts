import type { Logger } from '../http/logger';
import type { FileKey, FileSource, FileStore, StoredFileInfo } from './file-store';

/**
 * Stores a file, then writes the row that refers to it. A file the store refuses leaves no row
 * (the caller answers 503 and nothing was recorded); a row that cannot be written takes its file
 * away again, so no file is kept that nothing refers to. A row never points at a file not there.
 */
export async function storeFileThenRow<T>(
  files: FileStore,
  key: FileKey,
  source: FileSource,
  options: { contentType: string; log?: Logger },
  writeRow: (file: StoredFileInfo) => Promise<T>,
): Promise<T> {
  const file = await files.put(key, source, { contentType: options.contentType });
  try {
    return await writeRow(file);
  } catch (error) {
    await files.delete(key).catch((removal: unknown) => options.log?.warn('a stored file was left without its row', { key, error: removal }));
    throw error;
  }
}

/**
 * Deletes the row that refers to a file, then the file. The store is asked first: while it
 * cannot be reached this throws before anything is deleted (503, the item is still there to
 * retry). A file that cannot be removed once its row is gone is logged for removal by hand; it
 * is never the other way round, a row whose file is gone.
 */
export async function deleteRowThenFile<T>(files: FileStore, key: FileKey, deleteRow: () => Promise<T>, log: Logger): Promise<T> {
  await files.stat(key);
  const result = await deleteRow();
  await removeFiles(files, [key], log);
  return result;
}

/** Removes files whose rows are gone; what cannot be removed is logged, never thrown. */
export async function removeFiles(files: FileStore, keys: readonly FileKey[], log: Logger): Promise<void> {
  for (const key of keys) {
    await files.delete(key).catch((error: unknown) => log.warn('a stored file was left without its row', { key, error }));
  }
}
