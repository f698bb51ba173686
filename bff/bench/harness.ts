import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../src/test/app-harness';
import { fixedManifests } from '../src/test/shell-fixture';
import { API_REQUEST_HEADER, API_REQUEST_HEADER_VALUE } from '@swat/shared-contracts';

export const percentile = (values: readonly number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

export interface BenchServer {
  t: TestApp;
  origin: string;
  staffCookie: string;
  clientCookie: string;
  clientId: string;
  close(): Promise<void>;
}

/** Signs in through the API and returns the session's cookies as a Cookie header. */
export async function signIn(origin: string, path: string, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin, [API_REQUEST_HEADER]: API_REQUEST_HEADER_VALUE }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Resident memory of another process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/**
 * The real app on a real port, with a signed-in staff member and client. Its database is PGlite in a
 * data folder, as `npm start` runs it (an in-memory PGlite keeps initdb's 400 MB for good, which no
 * server carries).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-bench-'));
  const opened = await openDatabase({ dataDir });
  await migrateToLatest(opened.db);
  const database = { ...opened, dispose: async () => (await opened.close(), await rm(dataDir, { recursive: true, force: true })) };
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const origin = `http://localhost:${port}`;
  const t = await createTestApp(database, { env: { PUBLIC_ORIGIN: origin, LOG_LEVEL: 'silent', DATASET_READS_PER_MINUTE: '100000', ACCESS_TOKEN_MINUTES: '60', ...env }, deps: { manifests: fixedManifests() } });
  let server!: ReturnType<typeof serve>;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () => resolve());
  });
  const staff = await t.addUser('staff');
  const client = await t.addUser('client');
  return {
    t,
    origin,
    staffCookie: await signIn(origin, '/api/admin/login', staff.email),
    clientCookie: await signIn(origin, '/api/client/login', client.email),
    clientId: client.id,
    async close() {
      await new Promise((r) => server.close(r));
      await database.dispose();
    },
  };
}

export async function timedGet(origin: string, path: string, cookie: string): Promise<{ ms: number; status: number; body: ArrayBuffer }> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status, body };
}

/** Heavy requests from `concurrency` loops and GET / from another, all in a worker thread; RSS sampled meanwhile. */
export async function underLoad(origin: string, cookie: string, paths: string[], concurrency: number, durationMs: number) {
  let maxRss = process.memoryUsage.rss();
  // How long the server's event loop was held: what other requests wait for, whatever the machine's load.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, process.memoryUsage.rss())), 100);
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: { origin, cookie, paths, concurrency, durationMs } });
  const result = await new Promise<{ heavy: number[]; home: number[]; statuses: Record<string, number> }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  clearInterval(sampler);
  loopDelay.disable();
  await worker.terminate();
  return { ...result, maxRss, loopDelayP99Ms: loopDelay.percentile(99) / 1e6, loopDelayMaxMs: loopDelay.max / 1e6 };
}

/** The machine's load, printed with the figures: they mean little on an oversubscribed host. */
export function machine() {
  const [one] = os.loadavg();
  console.log(`machine: ${os.availableParallelism()} cores, load average ${one!.toFixed(1)}`);
}

export function line(label: string, value: string, target: string, ok: boolean) {
  console.log(`${label.padEnd(52)} ${value.padStart(12)}   target ${target.padEnd(10)} ${ok ? 'met' : 'NOT MET'}`);
  return ok;
}

/**
 * Writes a benchmark's figures to docs/benchmarks/<name>.md: the date, the machine, the command and
 * each figure beside its target. The docs quote these files; nobody types a figure by hand.
 */
export async function writeBenchmarkReport(name: string, command: string, rows: readonly (readonly [string, string, string, boolean])[]): Promise<void> {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const { fileURLToPath } = await import('node:url');
  const dir = fileURLToPath(new URL('../../docs/benchmarks/', import.meta.url));
  await mkdir(dir, { recursive: true });
  const [load] = os.loadavg();
  const text = [
    `# ${name}`,
    '',
    `Written by \`${command}\` on ${new Date().toISOString()}: ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${load!.toFixed(1)}, Node ${process.version}.`,
    '',
    '| figure | measured | target | met |',
    '|---|---|---|---|',
    ...rows.map(([label, value, target, ok]) => `| ${label} | ${value} | ${target} | ${target === '(info)' ? '—' : ok ? 'yes' : 'no'} |`),
    '',
  ].join('\n');
  await writeFile(`${dir}${name}.md`, text);
}
