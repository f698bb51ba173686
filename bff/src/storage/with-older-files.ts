import { readWhole, type FileStore } from './file-store';

/**
 * The current store, with the places files were kept before it still read: a key it does not
 * have is looked for in each older store in turn, and a delete removes the key everywhere. New
 * files only ever go to the current store. So an install that moves to object storage (or one
 * with originals from before the file store) needs no migration for its files to stay readable.
 */
export function withOlderFiles(current: FileStore, older: readonly FileStore[]): FileStore {
  const holder = async (key: Parameters<FileStore['stat']>[0]) => {
    for (const store of older) if (await store.exists(key)) return store;
    return null;
  };
  const open: FileStore['open'] = async (key) => {
    const found = await current.open(key);
    if (found) return found;
    for (const store of older) {
      const old = await store.open(key);
      if (old) return old;
    }
    return null;
  };
  return {
    backend: current.backend,
    put: (key, source, options) => current.put(key, source, options),
    async stat(key) {
      const found = await current.stat(key);
      if (found) return found;
      for (const store of older) {
        const old = await store.stat(key);
        if (old) return old;
      }
      return null;
    },
    exists: async (key) => (await current.exists(key)) || (await holder(key)) !== null,
    open,
    async readBytes(key, options) {
      const file = await open(key);
      return file && readWhole(file, options?.maxBytes);
    },
    async delete(key) {
      await current.delete(key);
      for (const store of older) await store.delete(key);
    },
    // A file still in an older store is served from there by the bff, whatever links the current one signs.
    signedDownloadUrl: async (key, download) => ((await holder(key)) ? null : current.signedDownloadUrl(key, download)),
  };
}
