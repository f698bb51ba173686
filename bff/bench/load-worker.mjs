// @ts-check
/**
 * Plain JavaScript: worker threads do not inherit the tsx loader on Node 20.
 * Runs in a worker thread, so the load it makes and the latencies it measures never share the
 * server's event loop: `concurrency` loops over the heavy paths, and one loop on GET /.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ origin: string; cookie: string; paths: string[]; concurrency: number; durationMs: number }} */
const job = workerData;
/** @type {number[]} */
const heavy = [];
/** @type {number[]} */
const home = [];
/** @type {Map<number, number>} */
const statuses = new Map();
const deadline = Date.now() + job.durationMs;

/** @param {string} path @param {number[]} into @param {boolean} cookie */
async function timed(path, into, cookie) {
  const started = performance.now();
  const res = await fetch(`${job.origin}${path}`, { headers: cookie ? { cookie: job.cookie } : {} });
  await res.arrayBuffer();
  into.push(performance.now() - started);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
}

/** @param {number} offset */
async function heavyLoop(offset) {
  for (let i = offset; Date.now() < deadline; i++) await timed(job.paths[i % job.paths.length], heavy, true);
}

async function homeLoop() {
  while (Date.now() < deadline) {
    await timed('/', home, false);
    await new Promise((r) => setTimeout(r, 20));
  }
}

await Promise.all([...Array.from({ length: job.concurrency }, (_, k) => heavyLoop(k * 7)), homeLoop()]);
parentPort?.postMessage({ heavy, home, statuses: Object.fromEntries(statuses) });
