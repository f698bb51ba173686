/**
 * HTML throughput: GET /about from the bff, and the very same bytes from nginx, one process each,
 * 50 connections, one after the other in one run. Target: the bff at >= 40% of nginx's requests
 * per second, with p99 <= 50 ms. Starts nginx itself (Debian's package; says so when it is missing)
 * and expects the site running (npm start).
 *
 *   npm run bench:http                          # http://localhost:8080
 *   npm run bench:http -- http://localhost:9380
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE = '/about';

const base = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string): Promise<Figures> {
  // A short warm-up, so JIT and caches are in the state a running site is in.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startNginx(dir: string, port: number): Promise<ChildProcess> {
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      '  sendfile on; keepalive_requests 100000;',
      `  server { listen 127.0.0.1:${port}; root ${dir}; location = ${PAGE} { default_type text/html; try_files /about.html =404; } }`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginxBinary!, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}${PAGE}`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start (see ${path.join(dir, 'error.log')})`);
}

const row = (name: string, f: Figures) =>
  `${name.padEnd(8)} ${Math.round(f.requestsPerSecond).toString().padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors}   non-2xx ${f.non2xx}`;

const page = await fetch(`${base}${PAGE}`).catch(() => null);
if (!page?.ok) {
  process.stderr.write(`No site at ${base} (GET ${PAGE}: ${page ? page.status : 'no answer'}). Start it with npm start.\n`);
  process.exit(2);
}
const html = await page.text();
process.stdout.write(`bench:http: GET ${PAGE} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB), ${CONNECTIONS} connections, ${DURATION_S} s each, on ${os.cpus().length} cores\n\n`);

const bff = await load(`${base}${PAGE}`);
process.stdout.write(`${row('bff', bff)}\n`);

if (!nginxBinary || spawnSync(nginxBinary, ['-v']).status !== 0) {
  process.stdout.write('\nnginx is not installed (apt-get install -y nginx), so there is no reference to compare with.\n');
  process.exit(bff.p99 <= TARGET_P99_MS && bff.errors === 0 ? 0 : 1);
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'swat-bench-http-'));
const nginxPort = await freePort();
let nginx: ChildProcess | null = null;
let reference: Figures;
try {
  await writeFile(path.join(dir, 'about.html'), html, { mode: 0o644 });
  // nginx's workers drop root to an unprivileged user, who must be able to read the page.
  await chmod(dir, 0o755);
  nginx = await startNginx(dir, nginxPort);
  reference = await load(`http://127.0.0.1:${nginxPort}${PAGE}`);
} finally {
  nginx?.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}
process.stdout.write(`${row('nginx', reference)}\n\n`);

const ratio = bff.requestsPerSecond / reference.requestsPerSecond;
const met = ratio >= TARGET_RATIO && bff.p99 <= TARGET_P99_MS && bff.errors === 0 && bff.non2xx === 0;
process.stdout.write(`bff at ${(ratio * 100).toFixed(0)}% of nginx (target >= ${TARGET_RATIO * 100}%), p99 ${bff.p99} ms (target <= ${TARGET_P99_MS} ms): ${met ? 'target met' : 'TARGET MISSED'}\n`);
process.exit(met ? 0 : 1);
