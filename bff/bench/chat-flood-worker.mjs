// @ts-check
/**
 * Plain JavaScript: worker threads do not inherit the tsx loader on Node 20.
 * A chat flood from many addresses, in its own thread, so the pages' latency is measured on an
 * event loop the flood does not share: each request a new X-Forwarded-For address.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** @type {{ url: string; connections: number; durationMs: number; headers: Record<string, string>; questions: string[] }} */
const job = workerData;
let n = 0;
/** @type {Record<string, number>} */
const statuses = {};
autocannon(
  {
    url: `${job.url}/api/chat`,
    method: 'POST',
    connections: job.connections,
    duration: job.durationMs / 1000,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
          return {
            ...req,
            method: 'POST',
            headers: { ...req.headers, ...job.headers, 'x-forwarded-for': address },
            body: JSON.stringify({ message: job.questions[i % job.questions.length], sessionId: `flood${String(Math.floor(i / 5)).padStart(16, '0')}` }),
          };
        },
        onResponse: (status) => void (statuses[status] = (statuses[status] ?? 0) + 1),
      },
    ],
  },
  (error) => parentPort?.postMessage(error ? { kind: 'flood-done', error: String(error) } : { kind: 'flood-done', perSecond: Object.values(statuses).reduce((a, b) => a + b, 0) / (job.durationMs / 1000), statuses }),
);
