/**
 * npm run bench:deliverables — issue 32's deliverable figure, on the site as `npm start` runs it
 * (the bff and both remotes, each its own process, PGlite in a fresh data folder, files in the
 * database store):
 *
 * 1. Staff upload a 100 MB deliverable (a PDF) while GET / is fetched one after another: the bff's
 *    peak resident memory during the upload, and GET / p99 meanwhile.
 * 2. The client downloads it back: the bytes arrive whole, and the bff's peak memory meanwhile.
 *
 * Prints each figure beside its target and writes them to docs/benchmarks/deliverables.md.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { startStack } from '../../scripts/stack';
import { line, machine, percentile, rssMb, signIn, writeBenchmarkReport } from './harness';

const PASSWORD = 'deliverables-bench password 2026';
const STAFF = 'bench-staff@example.com';
const CLIENT = 'bench-client@example.com';
const SIZE_MB = Number(process.env.BENCH_DELIVERABLE_MB ?? 100);

/** A PDF-shaped file of SIZE_MB on disk (the bff checks the start of the bytes), and its sha256. */
async function writeBigPdf(file: string): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(file);
  const write = (chunk: Buffer) => {
    hash.update(chunk);
    return out.write(chunk) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
  };
  const head = Buffer.from('%PDF-1.4\n% deliverables benchmark\n', 'latin1');
  await write(head);
  const block = Buffer.alloc(1024 * 1024);
  let left = SIZE_MB * 1024 * 1024 - head.length;
  for (let i = 0; left > 0; i++) {
    // Different bytes in every block, so no layer on the way can make light work of it.
    for (let j = 0; j < block.length; j += 4) block.writeUInt32LE((i * 2654435761 + j * 40503) >>> 0, j);
    const chunk = block.subarray(0, Math.min(block.length, left));
    await write(chunk);
    left -= chunk.length;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-deliverables-'));
const bigFile = path.join(dataDir, 'big-report.pdf');
const expectedSha = await writeBigPdf(bigFile);
// Per run, so two benchmarks on one machine do not meet on a port.
const port = 19_300 + (process.pid % 200) * 3;
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
    MAX_DELIVERABLE_MB: String(SIZE_MB + 1),
    ACCESS_TOKEN_MINUTES: '60',
  },
});
try {
  const origin = stack.url;
  const bff = stack.processes.find((p) => p.name === 'bff')!.child.pid!;
  const staffCookie = await signIn(origin, '/api/admin/login', STAFF, PASSWORD);
  const clientCookie = await signIn(origin, '/api/client/login', CLIENT, PASSWORD);
  const write = { cookie: staffCookie, origin, ...API_REQUEST_HEADERS };
  const clients = (await (await fetch(`${origin}/api/clients?q=${encodeURIComponent(CLIENT)}`, { headers: { cookie: staffCookie } })).json()) as { items: { id: string }[] };
  const created = await fetch(`${origin}/api/projects`, { method: 'POST', headers: { ...write, 'content-type': 'application/json' }, body: JSON.stringify({ code: 'BENCH-DELIVER', title: 'Deliverables bench', clientId: clients.items[0]!.id }) });
  if (created.status !== 201) throw new Error(`project: ${created.status} ${await created.text()}`);
  const projectId = ((await created.json()) as { id: string }).id;
  // Warm the home page (its composition is cached per release), as a running site would have it.
  for (let i = 0; i < 20; i++) await (await fetch(`${origin}/`)).arrayBuffer();
  const restMb = rssMb(bff);
  // GET / with nothing else running: what the machine gives today, to read the figure under upload against.
  const quietMs: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    await (await fetch(`${origin}/`)).arrayBuffer();
    quietMs.push(performance.now() - t0);
  }

  /** Runs `work` while sampling the bff's RSS and fetching GET / one after another. */
  const measured = async <T>(work: () => Promise<T>) => {
    let peakMb = rssMb(bff);
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(bff))), 100);
    const homeMs: number[] = [];
    let done = false;
    const home = (async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await fetch(`${origin}/`);
        await res.arrayBuffer();
        homeMs.push(performance.now() - t0);
      }
    })();
    const started = performance.now();
    try {
      const result = await work();
      return { result, seconds: (performance.now() - started) / 1000, peakMb, homeMs };
    } finally {
      done = true;
      clearInterval(sampler);
      await home;
    }
  };

  const upload = await measured(async () => {
    const form = new FormData();
    form.set('title', 'Final report (benchmark)');
    form.set('language', 'en');
    form.set('file', await openAsBlob(bigFile, { type: 'application/pdf' }), 'big-report.pdf');
    const res = await fetch(`${origin}/api/projects/${projectId}/deliverables`, { method: 'POST', headers: write, body: form });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; versions: { id: string; sha256: string; sizeBytes: number }[] };
  });
  const deliverable = upload.result;
  const version = deliverable.versions[0]!;
  console.log(`upload of ${SIZE_MB} MB: ${upload.seconds.toFixed(1)} s, bff RSS ${restMb} MB at rest, ${upload.peakMb} MB at peak; ${upload.homeMs.length} GET / meanwhile`);
  const publish = await fetch(`${origin}/api/projects/${projectId}/deliverables/${deliverable.id}/publish`, { method: 'POST', headers: write });
  if (publish.status !== 200) throw new Error(`publish: ${publish.status} ${await publish.text()}`);

  const download = await measured(async () => {
    const res = await fetch(`${origin}/api/projects/${projectId}/deliverables/${deliverable.id}/versions/${version.id}/download`, { headers: { cookie: clientCookie } });
    if (res.status !== 200 || !res.body) throw new Error(`download: ${res.status}`);
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      bytes += chunk.byteLength;
    }
    return { bytes, sha: hash.digest('hex') };
  });
  const whole = download.result.sha === expectedSha && version.sha256 === expectedSha && download.result.bytes === SIZE_MB * 1024 * 1024;
  console.log(`download by the client: ${download.seconds.toFixed(1)} s, bff RSS peak ${download.peakMb} MB; ${whole ? 'the same bytes' : 'DIFFERENT BYTES'}`);
  console.log('');
  machine();
  const rows: [string, string, string, boolean][] = [
    [`upload of a ${SIZE_MB} MB deliverable, time`, `${upload.seconds.toFixed(1)} s`, '(info)', true],
    ['bff RSS at rest, before the upload', `${restMb} MB`, '(info)', true],
    ['bff RSS peak during the upload', `${upload.peakMb} MB`, '< 600 MB', upload.peakMb < 600],
    ['GET / p99 during the upload', `${percentile(upload.homeMs, 0.99).toFixed(0)} ms`, '≤ 100 ms', percentile(upload.homeMs, 0.99) <= 100],
    ['GET / p50 during the upload', `${percentile(upload.homeMs, 0.5).toFixed(0)} ms`, '(info)', true],
    ['GET / requests answered during the upload', `${upload.homeMs.length}`, '(info)', true],
    ['GET / p50 / p99 with nothing else running, before', `${percentile(quietMs, 0.5).toFixed(0)} / ${percentile(quietMs, 0.99).toFixed(0)} ms`, '(info)', true],
    ['bff RSS peak during the client download', `${download.peakMb} MB`, '< 600 MB', download.peakMb < 600],
    ['the download is the uploaded file, byte for byte', whole ? 'yes' : 'NO', 'yes', whole],
  ];
  const ok = rows.map((r) => line(...r)).every(Boolean);
  await writeBenchmarkReport('deliverables', 'npm run bench:deliverables', rows);
  console.log(ok ? '\nall targets met' : '\nsome targets NOT met');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
