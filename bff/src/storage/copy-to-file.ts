import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FileKey, FileStore, StoredFileInfo } from './file-store';

/** Streams a stored file to a local path (for tools that read files, such as the table import); null when there is none. */
export async function copyToFile(files: FileStore, key: FileKey, path: string): Promise<StoredFileInfo | null> {
  const file = await files.open(key);
  if (!file) return null;
  try {
    await pipeline(file.body, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { key: file.key, contentType: file.contentType, sizeBytes: file.sizeBytes };
}
