import { createScratchDatabase as createOnServer } from '../../scripts/scratch-database';

/** A fresh PostgreSQL database for one stack when DATABASE_URL is set; nothing otherwise (PGlite). */
export async function createScratchDatabase(serverUrl: string | undefined): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  return createOnServer(serverUrl, 'swat_e2e');
}
