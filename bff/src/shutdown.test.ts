import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyResponseSchema } from '@swat/shared-contracts';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free port in the range this project may use (9280-9289). */
async function freePort(): Promise<number> {
  for (let port = 9280; port <= 9289; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 9280-9289');
}

function waitFor(child: ChildProcessWithoutNullStreams, pattern: RegExp, output: { text: string }, ms = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${output.text}`)), ms);
    const check = () => {
      if (pattern.test(output.text)) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', () => reject(new Error(`server exited early:\n${output.text}`)));
    check();
  });
}

describe('the real server', () => {
  let dir: string;
  let child: ChildProcessWithoutNullStreams;
  let port: number;
  const output = { text: '' };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'swat-shutdown-'));
    port = await freePort();
    const unused = `http://127.0.0.1:${port === 9289 ? 9288 : 9289}/`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: bffDir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        DATA_DIR: dir,
        SEED_DEMO: '0',
        SCRYPT_LOG2N: '10',
        MARKETING_REMOTE_URL: unused,
        PORTAL_REMOTE_URL: unused,
      },
    });
    child.stdout.on('data', (d) => (output.text += String(d)));
    child.stderr.on('data', (d) => (output.text += String(d)));
    await waitFor(child, /bff listening/, output);
  }, 90_000);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('is ready, then finishes an in-flight request after SIGTERM and exits 0', { timeout: 60_000 }, async () => {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    expect(readyResponseSchema.parse(await ready.json())).toEqual({ status: 'ready', database: true, limits: true });

    // A login whose body arrives slowly: the request is in flight when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/client/login', headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, 'x-requested-with': 'swat-web', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += String(d)));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"email":"someone@example.com",');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end('"password":"not the password"}'), 700);
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const { status, body } = await response;
    expect(status).toBe(401);
    expect(JSON.parse(body)).toMatchObject({ message: 'Invalid email or password.' });
    expect(await exited).toBe(0);
    expect(output.text).toMatch(/"msg":"shutting down","signal":"SIGTERM"/);
    // Nothing listens any more.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
