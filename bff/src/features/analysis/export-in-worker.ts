import { Worker } from 'node:worker_threads';
import type { CrosstabResponse } from '@swat/shared-contracts';
import type { DatasetFileJob } from './dataset-file-writer';
import type { WorkbookWords } from './export-xlsx';
import type { DeckWords } from './export-pptx';

type Reply = { id: number; bytes?: Uint8Array; done?: true; error?: string };

let worker: Worker | null = null;
let next = 0;
const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

function start(): Worker {
  const created = new Worker(new URL('./export-worker.mjs', import.meta.url));
  created.on('message', (message: Reply) => {
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (message.error === undefined) job?.resolve(message);
    else job?.reject(new Error(message.error));
  });
  created.on('error', (error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = null;
  });
  // An idle worker must not keep the process alive at shutdown.
  created.unref();
  return created;
}

/** One shared worker thread for every file we write; jobs run in turn. */
function run(
  message:
    | { kind: 'crosstab-book'; title: string; tables: readonly CrosstabResponse[]; words: WorkbookWords }
    | { kind: 'crosstab-deck'; title: string; table: CrosstabResponse; words: DeckWords }
    | { kind: 'dataset-file'; job: DatasetFileJob },
): Promise<Reply> {
  worker ??= start();
  const id = next++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, ...message });
  });
}

/** The crosstab workbook, written off the event loop. */
export async function crosstabWorkbookInWorker(title: string, tables: readonly CrosstabResponse[], words: WorkbookWords): Promise<Uint8Array> {
  const reply = await run({ kind: 'crosstab-book', title, tables, words });
  if (!reply.bytes) throw new Error('The workbook could not be written.');
  return reply.bytes;
}

/** The view as a PowerPoint file (chart and table slides), written off the event loop. */
export async function crosstabDeckInWorker(title: string, table: CrosstabResponse, words: DeckWords): Promise<Uint8Array> {
  const reply = await run({ kind: 'crosstab-deck', title, table, words });
  if (!reply.bytes) throw new Error('The presentation could not be written.');
  return reply.bytes;
}

/** A dataset download (.xlsx or .sav) written to `job.target`, off the event loop. */
export async function datasetFileInWorker(job: DatasetFileJob): Promise<void> {
  await run({ kind: 'dataset-file', job });
}
