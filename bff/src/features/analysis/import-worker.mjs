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
  // The refusal goes out as its key and values: the route says it in the uploader's language.
  parentPort?.postMessage(
    system
      ? { ok: false, importError: false, message: String(error) }
      : {
          ok: false,
          importError: true,
          status: error instanceof TableImportError ? error.status : 415,
          problem: error instanceof TableImportError ? error.problem : { key: 'import.unreadable', values: { format: job.format } },
        },
  );
}
