import { open, stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { overLimit, type ImportLimits } from './import-limits';
import { TableImportError, type ImportProblem, type SourceLabels, type TableFormat } from './table-source';

export interface NormalisedTable {
  /** The column names the copy uses (unique, non-empty). */
  header: string[];
  detail: Record<string, string>;
  labels: SourceLabels | null;
}

type WorkerAnswer = ({ ok: true } & NormalisedTable) | { ok: false; importError: true; status: 413 | 415; problem: ImportProblem } | { ok: false; importError: false; message: string };

/** The table's bytes, or where they are on disk (the thread reads them itself: no copy goes across). */
export type TableInput = Uint8Array | { path: string };

/** What one import may spend, and the signal of the request it serves: when that request gives up, so does the import. */
export interface ImportBudget {
  limits: ImportLimits;
  signal?: AbortSignal;
}

/**
 * A CSV parse keeps only a slice of text and a batch of rows alive; the rest is garbage V8 would let
 * grow to a few hundred megabytes before collecting. A heap sized to the file keeps the thread
 * small. Workbooks and SPSS files are read whole, so they get more room, but not V8's default
 * (a quarter of the machine): a file that needs that much is refused, not served.
 */
const heapLimits = (format: TableFormat, bytes: number) => {
  const mb = Math.ceil(bytes / 1048576);
  return format === 'csv' ? { maxOldGenerationSizeMb: 64 + 3 * mb, maxYoungGenerationSizeMb: 16 } : { maxOldGenerationSizeMb: Math.min(4096, 512 + 64 * mb) };
};

let running = 0;
/** Import threads alive now (each is stopped when its import ends, whatever the reason). */
export const runningImports = () => running;

/**
 * Reads the bytes as a table and writes its normalised CSV to `csvPath`, in a worker thread of its
 * own (see import-worker.mjs). The thread is terminated, not asked, when the time budget is spent
 * or the request's signal fires: a reader stuck in a loop never looks at a flag.
 */
export async function normaliseTableInWorker(input: TableInput, format: TableFormat, csvPath: string, budget: ImportBudget): Promise<NormalisedTable> {
  const { limits, signal } = budget;
  signal?.throwIfAborted();
  const size = input instanceof Uint8Array ? input.byteLength : (await stat(input.path)).size;
  const source = input instanceof Uint8Array ? { bytes: input } : { path: input.path };
  const { maxRows, maxColumns, maxExpandedBytes } = limits;
  // Opened here and only written there: a terminated thread closes nothing, and a descriptor it
  // left open would keep a deleted copy's disk space.
  const output = await open(csvPath, 'w');
  let worker: Worker | undefined;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    running++;
    const thread = (worker = new Worker(new URL('./import-worker.mjs', import.meta.url), {
      workerData: { ...source, format, fd: output.fd, limits: { maxRows, maxColumns, maxExpandedBytes } },
      resourceLimits: heapLimits(format, size),
    }));
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', (error: Error & { code?: string }) =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TableImportError({ key: 'import.limit.memory' }, 413) : error),
      );
      thread.once('exit', (code) => reject(new Error(`the table import stopped (exit code ${code})`)));
      timer = setTimeout(() => reject(overLimit.time(limits.timeMs)), limits.timeMs);
      onAbort = () => reject(signal?.reason instanceof Error ? signal.reason : new Error('the request was abandoned'));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    if (answer.ok) return { header: answer.header, detail: answer.detail, labels: answer.labels };
    throw answer.importError ? new TableImportError(answer.problem, answer.status) : new Error(answer.message);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    await worker?.terminate();
    running--;
    await output.close();
  }
}
