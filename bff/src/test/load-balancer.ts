import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, waitForUrl } from '../../../scripts/stack';

export interface RunningLoadBalancer {
  url: string;
  /** 'nginx' when the repo's own nginx configuration runs; 'node' for the fallback proxy. */
  kind: 'nginx' | 'node';
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('which', ['nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/**
 * deploy/nginx/load-balancer.conf with the compose service name swapped for local ports, inside
 * a minimal main configuration that runs unprivileged from a temporary folder.
 */
export async function renderNginxConfig(dir: string, port: number, upstreams: readonly number[]): Promise<string> {
  const site = (await readFile(path.join(repoRoot, 'deploy/nginx/load-balancer.conf'), 'utf8'))
    .split('\n')
    // Docker's resolver does not exist here; the upstreams are plain addresses.
    .filter((line) => !/^\s*resolver\s/.test(line))
    .join('\n')
    .replace(/^\s*server bff:8080[^;]*;/m, upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n'))
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  if (site.includes('bff:8080')) throw new Error('deploy/nginx/load-balancer.conf changed shape: the upstream line was not found');
  const temp = path.join(dir, 'temp');
  await mkdir(temp, { recursive: true });
  // Worker processes may run as another user than the master: let them write their buffers.
  await chmod(dir, 0o755);
  await chmod(temp, 0o777);
  await writeFile(path.join(dir, 'site.conf'), site);
  const main = `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, main);
  return file;
}

async function startNginx(binary: string, port: number, upstreams: readonly number[]): Promise<RunningLoadBalancer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swat-nginx-'));
  const conf = await renderNginxConfig(dir, port, upstreams);
  const child = spawn(binary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForUrl(`${url}/nginx-health`, 15_000),
      exited.then(() => {
        throw new Error(`nginx exited: ${stderr}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    kind: 'nginx',
    async stop() {
      process.off('exit', kill);
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Round robin with one retry on a refused connection, and X-Forwarded-For overwritten, like the nginx configuration. */
async function startNodeProxy(port: number, upstreams: readonly number[]): Promise<RunningLoadBalancer> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    if (req.url === '/nginx-health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++;
      // Each retry goes to the following upstream, never back to the one that just failed.
      const attempt = (tried: number) => {
        const upstream = upstreams[(first + tried) % upstreams.length]!;
        const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
        const out = http.request({ host: '127.0.0.1', port: upstream, method: req.method, path: req.url, headers, agent }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        out.on('error', () => (tried + 1 < upstreams.length ? attempt(tried + 1) : res.writeHead(502).end()));
        out.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    kind: 'node',
    async stop() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The repo's nginx configuration when nginx is installed; otherwise a small Node proxy that behaves the same. */
export async function startLoadBalancer(port: number, upstreams: readonly number[]): Promise<RunningLoadBalancer> {
  const nginx = process.env.SWAT_LB === 'node' ? null : findNginx();
  return nginx ? startNginx(nginx, port, upstreams) : startNodeProxy(port, upstreams);
}
