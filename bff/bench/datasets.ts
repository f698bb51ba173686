/**
 * npm run bench:datasets — issue 11: reads of a 400k-row, ~25 MB CSV (sort, filter, page) never
 * block the server. Starts the site as `npm start` runs it (the bff and both remotes, each its own
 * process, PGlite in a fresh data folder), uploads a generated CSV through the real API, then
 * measures the reads, GET / while four run at once, and the bff process's RSS (read from /proc,
 * so the CSV and the load driver in this process are not counted against it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { startStack } from '../../scripts/stack';
import { line, machine, percentile, rssMb, signIn, timedGet, underLoad, writeBenchmarkReport } from './harness';

const ROWS = 400_000;
const PASSWORD = 'datasets-bench password 2026';
const STAFF = 'bench-staff@example.com';
const CLIENT = 'bench-client@example.com';
const emirates = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'];
const stores = ['Carrefour', 'Lulu', 'Spinneys', 'Union Coop', 'Waitrose', 'Choithrams'];

/** Deterministic pseudo-random rows (a fixed LCG), so every run measures the same file. */
function generateCsv(): Buffer {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const lines = ['respondent_id,interview_date,emirate,gender,age,weekly_grocery_spend_aed,main_store,satisfaction_0_10'];
  for (let i = 0; i < ROWS; i++) {
    const day = String(1 + Math.floor(rand() * 28)).padStart(2, '0');
    lines.push(`${100000 + i},2026-02-${day},${emirates[Math.floor(rand() * emirates.length)]},${rand() < 0.5 ? 'Female' : 'Male'},${18 + Math.floor(rand() * 60)},${(150 + rand() * 2000).toFixed(2)},"${stores[Math.floor(rand() * stores.length)]}",${Math.floor(rand() * 11)}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** prom-client's event-loop lag p99 in ms; each scrape starts a new window. */
async function loopLagP99(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const match = /^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(text);
  return match ? Number(match[1]) * 1000 : NaN;
}

const csv = generateCsv();
console.log(`generated ${ROWS.toLocaleString('en-US')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-datasets-'));
const port = 18_800;
const metricsPort = port + 3;
const stack = await startStack({
  port,
  marketingPort: port + 1,
  portalPort: port + 2,
  output: process.argv.includes('--verbose') ? 'inherit' : 'ignore',
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '0',
    SEED_STAFF_EMAIL: STAFF,
    SEED_STAFF_PASSWORD: PASSWORD,
    SEED_CLIENT_EMAIL: CLIENT,
    SEED_CLIENT_PASSWORD: PASSWORD,
    MAX_UPLOAD_MB: '40',
    DATASET_READS_PER_MINUTE: '100000',
    ACCESS_TOKEN_MINUTES: '60',
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
  },
});
try {
  const origin = stack.url;
  const bff = stack.processes.find((p) => p.name === 'bff')!.child.pid!;
  const staffCookie = await signIn(origin, '/api/admin/login', STAFF, PASSWORD);
  const clientCookie = await signIn(origin, '/api/client/login', CLIENT, PASSWORD);
  const writeHeaders = { cookie: staffCookie, origin, ...API_REQUEST_HEADERS };
  const clients = (await (await fetch(`${origin}/api/clients?q=${encodeURIComponent(CLIENT)}`, { headers: { cookie: staffCookie } })).json()) as { items: { id: string }[] };
  const projectRes = await fetch(`${origin}/api/projects`, { method: 'POST', headers: { ...writeHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ code: 'BENCH-DATASETS', title: 'Bench', clientId: clients.items[0]!.id }) });
  if (projectRes.status !== 201) throw new Error(`creating the project: ${projectRes.status} ${await projectRes.text()}`);
  const project = (await projectRes.json()) as { id: string };
  const restMb = rssMb(bff);

  let uploadPeakMb = restMb;
  const uploadSampler = setInterval(() => (uploadPeakMb = Math.max(uploadPeakMb, rssMb(bff))), 200);
  let started = performance.now();
  const form = new FormData();
  form.set('title', 'Big CSV');
  form.set('kind', 'dataset');
  form.set('file', new File([csv], 'big.csv', { type: 'text/csv' }));
  const upload = await fetch(`${origin}/api/projects/${project.id}/data-items`, { method: 'POST', headers: writeHeaders, body: form });
  clearInterval(uploadSampler);
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const item = (await upload.json()) as { id: string };
  console.log(`upload through the API (csv-parse, analysable copy, profile): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const base = `/api/projects/${project.id}/data-items/${item.id}`;
  const publish = await fetch(`${origin}${base}/publish`, { method: 'POST', headers: writeHeaders });
  if (publish.status !== 200) throw new Error(`publish: ${publish.status} ${await publish.text()}`);

  const sorts = ['weekly_grocery_spend_aed', 'age', 'emirate', 'interview_date', 'main_store', 'respondent_id'];
  const paths = sorts.flatMap((s, i) => [
    `${base}/rows?sort=${s}&dir=${i % 2 ? 'desc' : 'asc'}&page=${1 + i * 37}&pageSize=50`,
    `${base}/rows?sort=${s}&dir=asc&pageSize=100&filter=${encodeURIComponent(`emirate=${emirates[i % emirates.length]}`)}`,
    `${base}/rows?page=${1000 + i}&pageSize=50`,
  ]);
  let readsPeakMb = rssMb(bff);
  const readsSampler = setInterval(() => (readsPeakMb = Math.max(readsPeakMb, rssMb(bff))), 100);
  // Drop the machine's own file cache from the first figure by reading once.
  await timedGet(origin, paths[0]!, clientCookie);
  const single: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const p of paths) {
      const r = await timedGet(origin, p, clientCookie);
      if (r.status !== 200) throw new Error(`${p}: ${r.status}`);
      single.push(r.ms);
    }
  }
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  await loopLagP99(metricsUrl);
  started = performance.now();
  const load = await underLoad(origin, clientCookie, paths, 4, 15_000);
  const lagMs = await loopLagP99(metricsUrl);
  clearInterval(readsSampler);
  console.log(`under load: ${load.heavy.length} dataset reads and ${load.home.length} GET / in ${((performance.now() - started) / 1000).toFixed(0)} s; statuses ${JSON.stringify(load.statuses)}`);
  console.log('');
  machine();
  const rows: [string, string, string, boolean][] = [
    ['sort / filter / page, one at a time, p95', `${percentile(single, 0.95).toFixed(0)} ms`, '≤ 300 ms', percentile(single, 0.95) <= 300],
    ['sort / filter / page, four at once, p95', `${percentile(load.heavy, 0.95).toFixed(0)} ms`, '(info)', true],
    ['GET / while four run at once, p99', `${percentile(load.home, 0.99).toFixed(0)} ms`, '≤ 100 ms', percentile(load.home, 0.99) <= 100],
    ['bff event loop lag while they run, p99', `${lagMs.toFixed(0)} ms`, '(info)', true],
    ['bff RSS before the upload', `${restMb} MB`, '(info)', true],
    ['bff RSS, peak during the 22 MB upload', `${uploadPeakMb} MB`, '(info)', true],
    ['bff RSS, peak through the reads', `${readsPeakMb} MB`, '≤ 600 MB', readsPeakMb <= 600],
  ];
  const ok = rows.map((r) => line(...r)).every(Boolean);
  await writeBenchmarkReport('datasets', 'npm run bench:datasets', rows);
  console.log(ok ? '\nall targets met' : '\nsome targets NOT met');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
