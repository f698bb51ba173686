// @ts-check
/**
 * Reads one uploaded table (decode, parse) and writes its normalised CSV, in a thread that ends
 * with the job. Parsing 400k rows leaves some hundreds of megabytes of dead strings that V8 would
 * keep in the server's heap until a later collection; here they go when the thread does, and the
 * server's event loop is not held meanwhile. The parent terminates the thread when the import's
 * time is up (import-in-worker.ts); the row, column and size limits are checked here. Plain
 * JavaScript that registers tsx itself, because worker threads do not inherit the loader.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readTable } = await import('./table-import.ts');
const { uniqueHeader, writeNormalisedCsv } = await import('./analysable-store.ts');
const { overLimit } = await import('./import-limits.ts');
const { TableImportError } = await import('./table-source.ts');

const NAMES = { csv: 'CSV file', xlsx: 'Excel workbook', sav: 'SPSS file' };

/** @type {{ bytes?: Uint8Array; path?: string; format: 'csv' | 'xlsx' | 'sav'; fd: number; limits: { maxRows: number; maxColumns: number; maxExpandedBytes: number } }} */
const job = workerData;
try {
  const bytes = job.path ? await readFile(job.path) : job.bytes;
  if (!bytes) throw new Error('the import was given no table');
  const source = await readTable(bytes, job.format, job.limits);
  if (source.header.length > job.limits.maxColumns) throw overLimit.columns(source.header.length, job.limits.maxColumns);
  const header = uniqueHeader(source.header);
  await writeNormalisedCsv(source.records(), header.length, job.fd, { maxRows: job.limits.maxRows, maxBytes: job.limits.maxExpandedBytes });
  parentPort?.postMessage({ ok: true, header, detail: source.detail, labels: source.labels });
} catch (error) {
  // A reader library's own failure (a bare string, a RangeError on a bad offset) is still the file's
  // fault; only the system's (a full disk: an error with an errno code) is the server's.
  const system = typeof error === 'object' && error !== null && 'errno' in error;
  const unreadable = `The ${NAMES[job.format]} could not be read: it may be damaged, or saved in a way the server does not read. Open it, save it again, and upload the new file (a spreadsheet can also be saved as "CSV UTF-8").`;
  parentPort?.postMessage({
    ok: false,
    importError: !system,
    status: error instanceof TableImportError ? error.status : 415,
    message: error instanceof TableImportError ? error.message : system ? String(error) : unreadable,
  });
}
