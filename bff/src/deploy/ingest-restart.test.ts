import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REQUEST_HEADERS, ingestResponseSchema } from '@swat/shared-contracts';
import { startProcess, waitForUrl, type RunningProcess } from '../../../scripts/stack';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/scratch-database';
import { freePort } from '../test/load-balancer';

/**
 * A survey platform keeps posting while the bff is killed (SIGKILL, no shutdown) and started again:
 * every batch the bff answered 200 to must be there afterwards. Runs on PostgreSQL when
 * DATABASE_URL is set (a scratch database of its own), else on the embedded database in a folder.
 */
const databaseUrl = process.env.DATABASE_URL;
const STAFF = { email: 'restart-staff@example.com', password: 'a platform keeps posting' };
const CLIENT = { email: 'restart-client@example.com', password: 'a client waits for counts' };

describe('a bff restart during ingest', () => {
  let scratch: ScratchDatabase | null = null;
  let dataDir: string;
  let port: number;
  let origin: string;
  let env: NodeJS.ProcessEnv;
  let bff: RunningProcess | null = null;

  const start = async () => {
    bff = startProcess('bff', ['--import', 'tsx', 'bff/src/main.ts'], env, process.env.SCALE_TEST_VERBOSE ? 'inherit' : 'ignore');
    await waitForUrl(`${origin}/api/ready`, 60_000);
  };

  beforeAll(async () => {
    scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'swat_restart') : null;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-restart-'));
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const remotes = `http://127.0.0.1:${await freePort()}/`;
    env = {
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? '',
      REDIS_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SCRYPT_LOG2N: '10',
      SEED_DEMO: '0',
      SEED_STAFF_EMAIL: STAFF.email,
      SEED_STAFF_PASSWORD: STAFF.password,
      SEED_CLIENT_EMAIL: CLIENT.email,
      SEED_CLIENT_PASSWORD: CLIENT.password,
      LOG_LEVEL: 'warn',
      // Four platforms on one key, then every acknowledged batch again at once: this is about
      // durability, and the per-second limit would answer the replay with 429s (fieldwork.test.ts tests it).
      INGEST_REQUESTS_PER_SECOND: '100000',
      MARKETING_REMOTE_URL: remotes,
      PORTAL_REMOTE_URL: remotes,
    };
    await start();
  }, 90_000);

  afterAll(async () => {
    await bff?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }, 30_000);

  it('loses no batch it acknowledged', async () => {
    const login = await fetch(`${origin}/api/admin/login`, { method: 'POST', headers: { origin, 'content-type': 'application/json', ...API_REQUEST_HEADERS }, body: JSON.stringify(STAFF) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const write = { cookie, origin, 'content-type': 'application/json', ...API_REQUEST_HEADERS };
    const clients = (await (await fetch(`${origin}/api/clients`, { headers: { cookie } })).json()) as { items: { id: string }[] };
    const project = (await (await fetch(`${origin}/api/projects`, { method: 'POST', headers: write, body: JSON.stringify({ code: 'RESTART-1', title: 'Restart', clientId: clients.items[0]!.id }) })).json()) as { id: string };
    const { secret } = (await (await fetch(`${origin}/api/projects/${project.id}/ingest-keys`, { method: 'POST', headers: write, body: JSON.stringify({ name: 'platform' }) })).json()) as { secret: string };
    // The same batch, byte for byte, whenever it is sent: a repeat must find it stored as it was.
    const startedAt = Date.now();
    const batch = (n: number) => ({
      records: Array.from({ length: 50 }, (_, i) => ({ interviewId: `B${n}-${i}`, completedAt: new Date(startedAt + n * 1000).toISOString(), status: 'complete', quota: {} })),
    });
    const post = (body: unknown) => fetch(`${origin}/api/ingest/v1/fieldwork`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    // Four platforms post in turn until the bff is killed under them.
    const acknowledged: number[] = [];
    let next = 0;
    let killed = false;
    const platform = async () => {
      while (!killed) {
        const n = next++;
        try {
          const res = await post(batch(n));
          if (res.status === 200) acknowledged.push(n);
        } catch {
          // The connection died with the process: not acknowledged, the platform would retry.
        }
      }
    };
    const posting = Promise.all([platform(), platform(), platform(), platform()]);
    // Kill once some batches are in, whatever the machine's speed.
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
    bff!.child.kill('SIGKILL');
    killed = true;
    await posting;
    await bff!.stop();
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    await start();
    // Every acknowledged batch, sent again, is found exactly as it was stored.
    for (const n of acknowledged) {
      const again = ingestResponseSchema.parse(await (await post(batch(n))).json());
      expect(again, `batch ${n}`).toMatchObject({ stored: 0, unchanged: 50 });
    }
  }, 180_000);
});
