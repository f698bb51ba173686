import { Worker } from 'node:worker_threads';
import type { TableFormat } from './table-import';
import { TableImportError, type SourceLabels } from './table-source';

export interface NormalisedTable {
  /** The column names the copy uses (unique, non-empty). */
  header: string[];
  detail: Record<string, string>;
  labels: SourceLabels | null;
}

type WorkerAnswer = ({ ok: true } & NormalisedTable) | { ok: false; importError: boolean; message: string };

/** Reads the bytes as a table and writes its normalised CSV to `csvPath`, in a worker thread of its own (see import-worker.mjs). */
export async function normaliseTableInWorker(bytes: Uint8Array, format: TableFormat, csvPath: string): Promise<NormalisedTable> {
  const worker = new Worker(new URL('./import-worker.mjs', import.meta.url), { workerData: { bytes, format, csvPath } });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the table import stopped (exit code ${code})`)));
    });
    if (answer.ok) return { header: answer.header, detail: answer.detail, labels: answer.labels };
    throw answer.importError ? new TableImportError(answer.message) : new Error(answer.message);
  } finally {
    await worker.terminate();
  }
}
