import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { TableImportError, type SourceLabels, type TableFormat } from './table-source';

export interface NormalisedTable {
  /** The column names the copy uses (unique, non-empty). */
  header: string[];
  detail: Record<string, string>;
  labels: SourceLabels | null;
}

type WorkerAnswer = ({ ok: true } & NormalisedTable) | { ok: false; importError: boolean; message: string };

/** The table's bytes, or where they are on disk (the thread reads them itself: no copy goes across). */
export type TableInput = Uint8Array | { path: string };

/**
 * A CSV parse keeps only a slice of text and a batch of rows alive; the rest is garbage V8 would let
 * grow to a few hundred megabytes before collecting. A heap sized to the file keeps the thread
 * small. Workbooks and SPSS files are read whole, so they keep V8's defaults.
 */
const csvHeapLimits = (bytes: number) => ({ maxOldGenerationSizeMb: 64 + Math.ceil((3 * bytes) / 1048576), maxYoungGenerationSizeMb: 16 });

/** Reads the bytes as a table and writes its normalised CSV to `csvPath`, in a worker thread of its own (see import-worker.mjs). */
export async function normaliseTableInWorker(input: TableInput, format: TableFormat, csvPath: string): Promise<NormalisedTable> {
  const size = input instanceof Uint8Array ? input.byteLength : (await stat(input.path)).size;
  const source = input instanceof Uint8Array ? { bytes: input } : { path: input.path };
  const worker = new Worker(new URL('./import-worker.mjs', import.meta.url), { workerData: { ...source, format, csvPath }, resourceLimits: format === 'csv' ? csvHeapLimits(size) : undefined });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', (error: Error & { code?: string }) =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TableImportError('The table needs more memory to read than the server gives one upload. Split it into smaller files, or save it as CSV.') : error),
      );
      worker.once('exit', (code) => reject(new Error(`the table import stopped (exit code ${code})`)));
    });
    if (answer.ok) return { header: answer.header, detail: answer.detail, labels: answer.labels };
    throw answer.importError ? new TableImportError(answer.message) : new Error(answer.message);
  } finally {
    await worker.terminate();
  }
}
