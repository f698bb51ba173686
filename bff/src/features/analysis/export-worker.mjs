// @ts-check
/**
 * Writes files in a worker thread: exceljs, pptxgenjs and the .sav writer are plain JavaScript, and a
 * 50-sheet banner book, a deck or a 200,000-row dataset would otherwise hold the server's event loop.
 * Plain JavaScript because worker threads do not inherit the tsx loader; it registers tsx itself
 * to load the TypeScript writers.
 */
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { crosstabWorkbook } = await import('./export-xlsx.ts');
const { crosstabDeck } = await import('./export-pptx.ts');
const { writeDatasetFile } = await import('./dataset-file-writer.ts');

parentPort?.on('message', async (/** @type {{ id: number; kind: 'crosstab-book'; title: string; tables: unknown[]; words: unknown } | { id: number; kind: 'crosstab-deck'; title: string; table: unknown; words: unknown } | { id: number; kind: 'dataset-file'; job: unknown }} */ message) => {
  try {
    if (message.kind === 'crosstab-book') {
      const bytes = await crosstabWorkbook(message.title, /** @type {never} */ (message.tables), /** @type {never} */ (message.words));
      parentPort?.postMessage({ id: message.id, bytes }, [bytes.buffer]);
    } else if (message.kind === 'crosstab-deck') {
      const bytes = await crosstabDeck(message.title, /** @type {never} */ (message.table), /** @type {never} */ (message.words));
      parentPort?.postMessage({ id: message.id, bytes }, [bytes.buffer]);
    } else {
      await writeDatasetFile(/** @type {never} */ (message.job));
      parentPort?.postMessage({ id: message.id, done: true });
    }
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
