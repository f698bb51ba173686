// @ts-check
/**
 * Reads one uploaded table (decode, parse) and writes its normalised CSV, in a thread that ends
 * with the job. Parsing 400k rows leaves some hundreds of megabytes of dead strings that V8 would
 * keep in the server's heap until a later collection; here they go when the thread does, and the
 * server's event loop is not held meanwhile. Plain JavaScript that registers tsx itself, because
 * worker threads do not inherit the loader.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readTable } = await import('./table-import.ts');
const { uniqueHeader, writeNormalisedCsv } = await import('./analysable-store.ts');
const { TableImportError } = await import('./table-source.ts');

/** @type {{ bytes?: Uint8Array; path?: string; format: 'csv' | 'xlsx' | 'sav'; csvPath: string }} */
const job = workerData;
try {
  const bytes = job.path ? await readFile(job.path) : job.bytes;
  if (!bytes) throw new Error('the import was given no table');
  const source = await readTable(bytes, job.format);
  const header = uniqueHeader(source.header);
  await writeNormalisedCsv(source.records(), header.length, job.csvPath);
  parentPort?.postMessage({ ok: true, header, detail: source.detail, labels: source.labels });
} catch (error) {
  parentPort?.postMessage({ ok: false, importError: error instanceof TableImportError, message: error instanceof Error ? error.message : String(error) });
}
