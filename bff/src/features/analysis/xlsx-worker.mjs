// @ts-check
/**
 * Writes result workbooks in a worker thread: exceljs is plain JavaScript, and a 50-sheet banner
 * book would otherwise hold the server's event loop for seconds. Plain JavaScript because worker
 * threads do not inherit the tsx loader; it registers tsx itself to load the TypeScript writer.
 */
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { crosstabWorkbook } = await import('./export-xlsx.ts');

parentPort?.on('message', async (/** @type {{ id: number; title: string; tables: unknown[] }} */ job) => {
  try {
    const bytes = await crosstabWorkbook(job.title, /** @type {never} */ (job.tables));
    parentPort?.postMessage({ id: job.id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
