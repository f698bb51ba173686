import { Worker } from 'node:worker_threads';
import type { CrosstabResponse } from '@swat/shared-contracts';

let worker: Worker | null = null;
let next = 0;
const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

function start(): Worker {
  const created = new Worker(new URL('./xlsx-worker.mjs', import.meta.url));
  created.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (message.bytes) job?.resolve(message.bytes);
    else job?.reject(new Error(message.error ?? 'The workbook could not be written.'));
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

/** The workbook, written off the event loop (one shared worker thread, jobs in turn). */
export function crosstabWorkbookInWorker(title: string, tables: readonly CrosstabResponse[]): Promise<Uint8Array> {
  worker ??= start();
  const id = next++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, title, tables });
  });
}
