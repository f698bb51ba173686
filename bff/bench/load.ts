/**
 * npm run bench:load — the whole site (bff + both remotes, as `npm start` runs it) under 500
 * concurrent connections of mixed traffic for 60 s, on PGlite and on PostgreSQL:
 *
 *   pages       GET of public page routes (HTML)
 *   health      GET /api/health
 *   auth-user   GET /api/auth/user with a signed-in cookie (many sessions)
 *   chat        POST /api/chat from many client addresses (TRUST_PROXY=1 + X-Forwarded-For)
 *
 * and, first, GET /api/auth/user alone at 200 connections (target: >= 4,000 req/s, p99 <= 100 ms).
 * Prints req/s, p50 and p99 per kind, errors, timeouts, non-2xx answers, and the bff's RSS at rest,
 * at its peak and after. Exits non-zero on any error, timeout or non-2xx answer.
 *
 * Options: --db pglite|postgres|both (default: both when DATABASE_URL is set), --duration 60,
 * --connections 500, --auth-duration 20, --skip-auth, --skip-mixed, --verbose (bff output),
 * --profile DIR (a V8 CPU profile of the bff). Needs a build (npm run build).
 * The load generator shares the machine's cores with the server: say so next to the figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { repoRoot, startStack, type RunningStack } from '../../scripts/stack';
import { createScratchDatabase } from '../../scripts/scratch-database';
import { rssMb, signIn } from './harness';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '500' },
    'auth-duration': { type: 'string', default: '20' },
    'auth-connections': { type: 'string', default: '200' },
    'skip-auth': { type: 'boolean', default: false },
    'skip-mixed': { type: 'boolean', default: false },
    port: { type: 'string', default: '18700' },
    verbose: { type: 'boolean', default: false },
    /** Write a V8 CPU profile of the bff into this folder (open it in Chrome DevTools). */
    profile: { type: 'string' },
    /** Comma-separated subset of the mixed kinds, e.g. --kinds chat (each keeps its share of --connections). */
    kinds: { type: 'string', default: 'pages,health,auth-user,chat' },
    /** Seconds after start at which RSS is read "at rest" (the password thread has gone by 70); less for a quick look at one kind. */
    rest: { type: 'string', default: '70' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const serverUrl = process.env.DATABASE_URL;
const dbChoice = args.db ?? (serverUrl ? 'both' : 'pglite');
const targets = dbChoice === 'both' ? ['pglite', 'postgres'] : [dbChoice];
if (targets.includes('postgres') && !serverUrl) throw new Error('--db postgres needs DATABASE_URL (a server the bench may create a scratch database on)');
if (!existsSync(path.join(repoRoot, 'shell/dist/index.html')) || !existsSync(path.join(repoRoot, 'marketing-remote/dist/assets/route-manifest.json'))) {
  throw new Error('Build first: npm run build');
}

const PASSWORD = 'load-bench password 2026';
const SESSIONS = 40;

/** CPU seconds the process has used (user + system): on a shared machine, cost per request says more than req/s. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface KindResult {
  kind: string;
  connections: number;
  result: Result;
}

function row(r: KindResult) {
  const { result } = r;
  return {
    kind: r.kind,
    conns: r.connections,
    'req/s': Math.round(result.requests.average),
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchOne(target: string): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-load-'));
  const scratch = target === 'postgres' ? await createScratchDatabase(serverUrl!, 'swat_load') : null;
  const port = Number(args.port);
  let stack: RunningStack | undefined;
  let ok = true;
  try {
    stack = await startStack({
      port,
      marketingPort: port + 1,
      portalPort: port + 2,
      output: args.verbose ? 'inherit' : 'ignore',
      ...(args.profile ? { bffArgs: ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile), '--import', 'tsx', 'bff/src/main.ts'] } : {}),
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        TRUST_PROXY: '1',
        SEED_DEMO: '0',
        SEED_STAFF_EMAIL: 'load-staff@example.com',
        SEED_STAFF_PASSWORD: PASSWORD,
        SEED_CLIENT_EMAIL: 'load-client@example.com',
        SEED_CLIENT_PASSWORD: PASSWORD,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        // Sign-in cost is not what this measures; 40 sign-ins at the real cost take minutes on a busy machine.
        SCRYPT_LOG2N: '12',
      },
    });
    const url = stack.url;
    const bff = stack.processes.find((p) => p.name === 'bff')!.child.pid!;
    // Let start-up work (migrations, manifests, JIT) settle before calling memory "at rest".
    await sleep(5_000);
    const startedMb = rssMb(bff);
    // Seeding scored the seed passwords in a thread that ends a minute after its last check (password-strength.ts): at rest is after that.
    await sleep(Math.max(0, Number(args.rest) - 5) * 1000);
    const rest = rssMb(bff);

    // One after the other: a successful sign-in resets its account's attempt counter (10 per 15 minutes).
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      cookies.push(await signIn(url, i % 2 ? '/api/admin/login' : '/api/client/login', i % 2 ? 'load-staff@example.com' : 'load-client@example.com', PASSWORD));
    }
    const runtime = (await (await fetch(`${url}/api/runtime-config`)).json()) as { routes: { path: string }[] };
    const pages = runtime.routes.map((r) => r.path).filter((p) => !p.includes(':') && !p.includes('*')).slice(0, 12);
    if (pages.length === 0) throw new Error('no page routes: are the remotes built?');

    let peak = rest;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(bff))), 500);
    const report: KindResult[] = [];
    console.log(`\n== ${target}: bff pid ${bff}, RSS 5 s after start ${startedMb} MB, at rest (${args.rest} s) ${rest} MB; ${pages.length} page routes, ${SESSIONS} sessions`);

    if (!args['skip-auth']) {
      const authConnections = Number(args['auth-connections']);
      let i = 0;
      const cpuBefore = cpuSeconds(bff);
      const result = await run({
        url: `${url}/api/auth/user`,
        connections: authConnections,
        duration: Number(args['auth-duration']),
        requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[i++ % cookies.length]! } }) }],
      });
      const r = row({ kind: 'auth-user alone', connections: authConnections, result });
      console.table([r]);
      const met = r['req/s'] >= 4000 && r['p99 ms'] <= 100;
      const cpu = cpuSeconds(bff) - cpuBefore;
      console.log(`GET /api/auth/user alone: ${r['req/s']} req/s, p99 ${r['p99 ms']} ms — target >= 4000 req/s, p99 <= 100 ms: ${met ? 'met' : 'NOT met'}`);
      console.log(`  bff CPU: ${cpu.toFixed(1)} s for ${result.requests.total} requests = ${((cpu / result.requests.total) * 1e6).toFixed(0)} µs per request, i.e. ${Math.round(result.requests.total / cpu)} req/s per fully available core`);
      if (result.errors + result.timeouts + result.non2xx > 0) ok = false;
      await sleep(2_000);
    }

    if (!args['skip-mixed']) {
      // 30% pages, 10% health, 40% signed-in, 20% chat.
      const split = { pages: Math.round(connections * 0.3), health: Math.round(connections * 0.1), auth: Math.round(connections * 0.4) };
      const chatConnections = connections - split.pages - split.health - split.auth;
      let page = 0;
      let cookie = 0;
      let chat = 0;
      const questions = ['Do you do fieldwork in Saudi Arabia?', 'How much does a survey cost?', 'Tell me about focus groups.', 'Hello', 'What is SWAT Lab?'];
      const kinds: [string, number, autocannon.Options][] = [
        ['pages', split.pages, { url, requests: [{ setupRequest: (req) => ({ ...req, path: pages[page++ % pages.length]! }) }] }],
        ['health', split.health, { url: `${url}/api/health` }],
        ['auth-user', split.auth, { url: `${url}/api/auth/user`, requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: cookies[cookie++ % cookies.length]! } }) }] }],
        [
          'chat',
          chatConnections,
          {
            url: `${url}/api/chat`,
            method: 'POST',
            requests: [
              {
                setupRequest: (req) => {
                  const n = chat++;
                  // A new visitor address every request and a session per five questions: the
                  // per-address and per-session limits (30 and 12 a minute) stay out of the way.
                  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
                  return {
                    ...req,
                    method: 'POST',
                    headers: { ...req.headers, origin: url, 'content-type': 'application/json', ...API_REQUEST_HEADERS, 'x-forwarded-for': address },
                    body: JSON.stringify({ message: questions[n % questions.length], sessionId: `load${String(Math.floor(n / 5)).padStart(17, '0')}` }),
                  };
                },
              },
            ],
          },
        ],
      ];
      const cpuBefore = cpuSeconds(bff);
      const chosen = new Set(args.kinds.split(','));
      const results = await Promise.all(kinds.filter(([kind]) => chosen.has(kind)).map(([kind, conns, options]) => run({ ...options, connections: conns, duration }).then((result) => ({ kind, connections: conns, result }))));
      report.push(...results);
      const total = results.reduce(
        (sum, r) => ({ rps: sum.rps + r.result.requests.average, errors: sum.errors + r.result.errors, timeouts: sum.timeouts + r.result.timeouts, non2xx: sum.non2xx + r.result.non2xx }),
        { rps: 0, errors: 0, timeouts: 0, non2xx: 0 },
      );
      console.table(report.map(row));
      const served = results.reduce((n, r) => n + r.result.requests.total, 0);
      const cpu = cpuSeconds(bff) - cpuBefore;
      console.log(`mixed, ${connections} connections, ${duration} s: ${Math.round(total.rps)} req/s in all; errors ${total.errors}, timeouts ${total.timeouts}, non-2xx ${total.non2xx}`);
      console.log(`  bff CPU: ${cpu.toFixed(1)} s of ${duration} s wall time (${Math.round((cpu / duration) * 100)}% of one core), ${((cpu / served) * 1e6).toFixed(0)} µs per request`);
      if (total.errors + total.timeouts + total.non2xx > 0) ok = false;
    }
    clearInterval(sampler);
    const after = rssMb(bff);
    await sleep(10_000);
    console.log(`RSS (${target}): at rest ${rest} MB, peak ${peak} MB, just after ${after} MB, 10 s later ${rssMb(bff)} MB`);
  } finally {
    await stack?.stop();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return ok;
}

console.log(`bench:load on ${os.cpus().length} cores (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}); server and load generator share them`);
let allOk = true;
for (const target of targets) allOk = (await benchOne(target)) && allOk;
console.log(allOk ? '\nbench:load: no errors, no timeouts, no non-2xx answers' : '\nbench:load: FAILED (errors, timeouts or non-2xx answers above)');
process.exit(allOk ? 0 : 1);
