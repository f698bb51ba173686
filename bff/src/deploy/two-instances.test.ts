import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, waitForUrl, type RunningProcess } from '../../../scripts/stack';
import { createScratchDatabase, type ScratchDatabase } from '../../../scripts/scratch-database';
import { startTestSmtpServer, type TestSmtpServer } from '../../../scripts/test-smtp-server';
import { freePort, startLoadBalancer, type RunningLoadBalancer } from '../test/load-balancer';

/**
 * Two real bff processes on one PostgreSQL database and one Redis, behind the repo's nginx
 * configuration (or a small Node proxy where nginx is not installed). Nothing a request needs
 * may live only in one process: this is what proves it.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const STAFF = { email: 'scale-staff@example.com', password: 'two instances, one site' };
const CLIENT = { email: 'scale-client@example.com', password: 'two instances, one client' };
const SESSION_CHECK_SECONDS = 2;

interface Instance {
  port: number;
  metricsPort: number;
  url: string;
  process: RunningProcess;
  dataDir: string;
}

/** A browser stand-in that keeps cookies across whichever instance it talks to. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}
  async request(base: string, pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET') {
      headers.set('origin', this.origin);
      for (const [name, value] of Object.entries(API_REQUEST_HEADERS)) headers.set(name, value);
    }
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${base}${pathname}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  json(base: string, pathname: string, body: unknown, method = 'POST') {
    return this.request(base, pathname, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  }
  copy(only?: (name: string) => boolean): Browser {
    const other = new Browser(this.origin);
    for (const [k, v] of this.cookies) if (!only || only(k)) other.cookies.set(k, v);
    return other;
  }
}

describe.runIf(databaseUrl && redisUrl)('two bff instances behind one load balancer', () => {
  let database: ScratchDatabase;
  let smtp: TestSmtpServer;
  let lb: RunningLoadBalancer;
  const instances: Instance[] = [];
  let env: NodeJS.ProcessEnv;
  let origin: string;

  const startInstance = async (instance: Omit<Instance, 'process'>): Promise<Instance> => {
    const running = startProcess(
      `bff-${instance.port}`,
      ['--import', 'tsx', 'bff/src/main.ts'],
      { ...env, PORT: String(instance.port), METRICS_PORT: String(instance.metricsPort), DATA_DIR: instance.dataDir },
      process.env.SCALE_TEST_VERBOSE ? 'inherit' : 'ignore',
    );
    await waitForUrl(`${instance.url}/api/ready`, 45_000);
    return { ...instance, process: running };
  };

  beforeAll(async () => {
    database = await createScratchDatabase(databaseUrl!, 'swat_scale');
    // One real SMTP server for both instances: it counts what each message's recipient got.
    smtp = await startTestSmtpServer();
    const [lbPort, ...ports] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
    origin = `http://127.0.0.1:${lbPort}`;
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `scale-test-${randomBytes(4).toString('hex')}:`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: '1',
      SESSION_CHECK_SECONDS: String(SESSION_CHECK_SECONDS),
      SCRYPT_LOG2N: '10',
      SEED_DEMO: '0',
      SEED_STAFF_EMAIL: STAFF.email,
      SEED_STAFF_PASSWORD: STAFF.password,
      SEED_CLIENT_EMAIL: CLIENT.email,
      SEED_CLIENT_PASSWORD: CLIENT.password,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      // No remotes run here: the API does not need them.
      MARKETING_REMOTE_URL: `http://127.0.0.1:${ports[0]}/`,
      PORTAL_REMOTE_URL: `http://127.0.0.1:${ports[0]}/`,
    };
    // Started one after the other, as a rolling deploy would: the first migrates and seeds.
    for (const i of [0, 1]) {
      const port = ports[i]!;
      // Each its own DATA_DIR: nothing may depend on files one instance wrote.
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-scale-'));
      instances.push(await startInstance({ port, metricsPort: ports[i + 2]!, url: `http://127.0.0.1:${port}`, dataDir }));
    }
    lb = await startLoadBalancer(lbPort!, instances.map((i) => i.port));
  }, 120_000);

  afterAll(async () => {
    await lb?.stop();
    await Promise.all(instances.map((i) => i.process.stop()));
    await Promise.all(instances.map((i) => rm(i.dataDir, { recursive: true, force: true })));
    await database?.drop();
    await smtp?.close();
  }, 30_000);

  it('spreads requests over both instances through the load balancer', async () => {
    for (let i = 0; i < 10; i++) expect((await fetch(`${lb.url}/api/health`)).status).toBe(200);
    for (const instance of instances) {
      const metrics = await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();
      const served = Number(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)/.exec(metrics)?.[1] ?? 0);
      expect(served, `instance on ${instance.port} (${lb.kind})`).toBeGreaterThanOrEqual(3);
    }
    // Metrics stay on their own port: the public one does not serve them.
    expect(await (await fetch(`${lb.url}/metrics`)).text()).not.toContain('http_requests_total');
  });

  it('signs in through one instance, refreshes and signs out through the other', async () => {
    const [a, b] = [instances[0]!.url, instances[1]!.url];
    const browser = new Browser(origin);
    expect((await browser.json(a, '/api/admin/login', STAFF)).status).toBe(200);
    expect(((await (await browser.request(b, '/api/auth/user')).json()) as { email: string }).email).toBe(STAFF.email);

    // Only the refresh cookie (the access token has expired): B rotates it and issues new cookies.
    const refreshOnly = browser.copy((name) => name.endsWith('refresh'));
    const refreshed = await refreshOnly.request(b, '/api/auth/user');
    expect(refreshed.status).toBe(200);
    expect([...refreshOnly.cookies.keys()].some((name) => name.endsWith('access'))).toBe(true);
    expect((await refreshOnly.request(a, '/api/auth/user')).status).toBe(200);

    // Sign out through B. A refuses the refresh token at once, the access token within SESSION_CHECK_SECONDS.
    const stolen = refreshOnly.copy();
    expect((await refreshOnly.json(b, '/api/admin/logout', {})).status).toBe(200);
    expect((await stolen.copy((name) => name.endsWith('refresh')).request(a, '/api/auth/user')).status).toBe(401);
    const deadline = Date.now() + (SESSION_CHECK_SECONDS + 1) * 1000;
    let status = 0;
    while (Date.now() < deadline && status !== 401) {
      status = (await stolen.copy((name) => name.endsWith('access')).request(a, '/api/auth/user')).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(401);
  });

  it('counts a rate limit across both instances', async () => {
    // Ten sign-in attempts per account per 15 minutes, wherever they land.
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await new Browser(origin).json(instances[i % 2]!.url, '/api/client/login', { email, password: 'not the password' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The same count through the load balancer.
    expect((await new Browser(origin).json(lb.url, '/api/client/login', { email, password: 'not the password' })).status).toBe(429);
  });

  let uploaded: { path: string; bytes: string; staff: Browser; client: Browser; email: string };

  it('serves through one instance a file uploaded through the other', async () => {
    const [a, b] = [instances[0]!.url, instances[1]!.url];
    const staff = new Browser(origin);
    expect((await staff.json(a, '/api/admin/login', STAFF)).status).toBe(200);
    const clients = (await (await staff.request(a, '/api/clients')).json()) as { items: { id: string; email: string }[] };
    const clientId = clients.items.find((c) => c.email === CLIENT.email)!.id;
    const project = await staff.json(a, '/api/projects', { code: 'SWR-2026-900', title: 'Two instances', clientId });
    expect(project.status).toBe(201);
    const projectId = ((await project.json()) as { id: string }).id;

    const bytes = `respondent,score\n${Array.from({ length: 200 }, (_, i) => `${i},${i % 7}`).join('\n')}\n`;
    const form = new FormData();
    form.set('title', 'Wave 1');
    form.set('kind', 'dataset');
    form.set('file', new Blob([bytes], { type: 'text/csv' }), 'wave1.csv');
    const upload = await staff.request(a, `/api/projects/${projectId}/data-items`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    const location = upload.headers.get('location')!;
    // Uploads start as drafts: publishing (through the same instance) makes it the client's.
    expect((await staff.request(a, `${location}/publish`, { method: 'POST' })).status).toBe(200);

    const client = new Browser(origin);
    expect((await client.json(b, '/api/client/login', CLIENT)).status).toBe(200);
    const download = await client.request(b, `${location}/download`);
    expect(download.status).toBe(200);
    // A client's CSV download is the neutralised copy (formula cells defused, CRLF lines): same data.
    expect((await download.text()).replace(/\r\n/g, '\n')).toBe(bytes);
    // The other instance has no analysable copy of its own yet: it builds one from the stored file.
    const rows = await client.request(b, `${location}/rows?sort=score&dir=desc&pageSize=3`);
    expect(rows.status).toBe(200);
    const page = (await rows.json()) as { total: number; rows: string[][] };
    expect(page.total).toBe(200);
    expect(page.rows.map((row) => row[1])).toEqual(['6', '6', '6']);
    uploaded = { path: `${location}/download`, bytes, staff, client, email: CLIENT.email };
  });

  it('loses nothing when one instance restarts, and the load balancer routes around it', async () => {
    const first = instances[0]!;
    const rateLimited = `restart-${randomBytes(4).toString('hex')}@example.com`;
    // Wrong passwords until the instance itself says 429 (ten, unless one was answered otherwise on a busy machine): the counter is full before the restart.
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length < 20) statuses.push((await new Browser(origin).json(first.url, '/api/client/login', { email: rateLimited, password: 'wrong' })).status);
    expect(statuses.at(-1), statuses.join(' ')).toBe(429);

    await first.process.stop();
    // While it is down, every request through the load balancer still gets an answer from the other.
    const whileDown = await Promise.all(Array.from({ length: 10 }, () => fetch(`${lb.url}/api/health`).then((r) => r.status)));
    expect(whileDown).toEqual(Array(10).fill(200));

    instances[0] = await startInstance({ port: first.port, metricsPort: first.metricsPort, url: first.url, dataDir: first.dataDir });
    const restarted = instances[0]!.url;
    // Sessions, files and counters all survived the restart.
    expect(((await (await uploaded.client.request(restarted, '/api/auth/user')).json()) as { email: string }).email).toBe(uploaded.email);
    const again = await uploaded.client.request(restarted, uploaded.path);
    expect((await again.text()).replace(/\r\n/g, '\n')).toBe(uploaded.bytes);
    expect((await new Browser(origin).json(restarted, '/api/client/login', { email: rateLimited, password: 'wrong' })).status).toBe(429);
    expect((await uploaded.staff.request(lb.url, '/api/auth/user')).status).toBe(200);
  }, 60_000);

  it('a queued mail is sent once, whichever instance queued it and however many run the queue', async () => {
    const [a, b] = [instances[0]!.url, instances[1]!.url];
    // A batch queued straight into the shared table (as a burst from either instance would be)…
    const QUEUED = 40;
    const batch = `batch-${randomBytes(3).toString('hex')}`;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `insert into mail_outbox (to_address, subject, text_body, html_body)
         select '${batch}-' || n || '@example.com', 'Queued ' || n, 'Body ' || n, '<p>Body ' || n || '</p>' from generate_series(1, $1::int) as n`,
        [QUEUED],
      );
    } finally {
      await client.end();
    }
    // …and two resets asked for at the same moment, one through each instance: each request wakes
    // its own instance's worker at once, so both work the queue together.
    const [viaA, viaB] = await Promise.all([
      new Browser(origin).json(a, '/api/auth/forgot-password', { email: CLIENT.email }),
      new Browser(origin).json(b, '/api/auth/forgot-password', { email: STAFF.email }),
    ]);
    expect([viaA.status, viaB.status]).toEqual([200, 200]);

    // (The client also got a 'new data' mail from the upload test above: count resets by subject.)
    const expected = [
      ...Array.from({ length: QUEUED }, (_, i) => ({ to: `${batch}-${i + 1}@example.com`, subject: /^Queued / })),
      { to: CLIENT.email, subject: /new password/ },
      { to: STAFF.email, subject: /new password/ },
    ];
    const received = () => expected.map(({ to, subject }) => smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject)).length);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && received().some((n) => n === 0)) await new Promise((r) => setTimeout(r, 200));
    // Long enough for both workers to poll again (every 5 s): a second copy would have come by now.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(received()).toEqual(expected.map(() => 1));
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    try {
      const { rows } = await check.query<{ status: string }>('select distinct status from mail_outbox');
      expect(rows).toEqual([{ status: 'sent' }]);
    } finally {
      await check.end();
    }
  }, 60_000);
});
