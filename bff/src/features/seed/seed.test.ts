import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { companyPeopleResponseSchema, conversationResponseSchema, dataItemDetailSchema, deliverableListResponseSchema, projectListResponseSchema } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, TEST_SCRYPT_LOG2N } from '../../test/app-harness';
import { createLogger } from '../../http/logger';
import { createPasswordHasher } from '../auth/passwords';
import { seed } from './seed';

const hasher = createPasswordHasher({ log2N: Number(TEST_SCRYPT_LOG2N) });
const silent = createLogger('silent');

describe.each(testDatabases())('seeding on $name', (target) => {
  let dir: string;
  let shared: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'swat-seed-'));
    shared = await target.open();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await shared?.dispose();
  });
  // One database per target (opening one is slow); each test starts from empty tables.
  const emptyDatabase = async () => {
    await sql`truncate users, projects, project_status_history, data_items, data_item_file_chunks, stored_files, refresh_tokens, rate_limits, deliverables cascade`.execute(shared.db);
    return { ...shared, dispose: async () => {} };
  };

  it('creates demo accounts and projects once, prints the passwords once and saves them 0600', async () => {
    const database = await emptyDatabase();
    try {
      const printed: string[] = [];
      const settings = { staff: null, client: null, demoPassword: undefined, demo: true };
      const first = await seed({ db: database.db, hasher, settings, dataDir: dir, log: silent, print: (t) => printed.push(t) });
      expect(first.demo.map((a) => a.email)).toEqual(['staff@demo.swatresearch.ae', 'admin@demo.swatresearch.ae', 'client@demo.swatresearch.ae', 'client2@demo.swatresearch.ae', 'colleague@demo.swatresearch.ae']);
      expect(new Set(first.demo.map((a) => a.password)).size).toBe(5);
      expect(printed).toHaveLength(1);
      for (const a of first.demo) expect(printed[0]).toContain(a.password);
      const file = path.join(dir, 'demo-credentials.txt');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      for (const a of first.demo) expect(await readFile(file, 'utf8')).toContain(`${a.email}\t${a.password}`);

      const again = await seed({ db: database.db, hasher, settings, dataDir: dir, log: silent, print: (t) => printed.push(t) });
      expect(again.created).toEqual([]);
      expect(printed).toHaveLength(1);

      // The demo client sees their own projects and the sample dataset; the second client others.
      const t = await createTestApp(database);
      const client = t.agent();
      const login = await client.post('/api/client/login', { email: 'client@demo.swatresearch.ae', password: first.demo[2]!.password });
      expect(login.status).toBe(200);
      const list = projectListResponseSchema.parse(await (await client.get('/api/projects')).json());
      expect(list.items.map((p) => p.code).sort()).toEqual(['SWR-2025-087', 'SWR-2026-014', 'SWR-2026-021']);
      const fieldwork = list.items.find((p) => p.code === 'SWR-2026-014')!;
      const items = (await (await client.get(`/api/projects/${fieldwork.id}/data-items`)).json()).items;
      expect(items).toHaveLength(1);
      const detail = dataItemDetailSchema.parse(await (await client.get(`/api/projects/${fieldwork.id}/data-items/${items[0].id}`)).json());
      expect(detail.csvSummary?.rowCount).toBe(12);
      const history = (await (await client.get(`/api/projects/${fieldwork.id}/status-history`)).json()).items;
      expect(history.map((h: { toStatus: string }) => h.toStatus)).toEqual(['draft', 'in_field']);
      // The in-field project has a conversation in both languages, its last message unread by the client.
      const talk = conversationResponseSchema.parse(await (await client.get(`/api/projects/${fieldwork.id}/conversation`)).json());
      expect(talk.messages.length).toBeGreaterThanOrEqual(4);
      expect(talk.messages.some((m) => /[\u0600-\u06ff]/.test(m.body)) && talk.messages.some((m) => /^[A-Z]/.test(m.body))).toBe(true);
      expect(talk.unreadCount).toBe(1);
      // The delivered project's final report in two versions and its tables, published and readable.
      const delivered = list.items.find((p) => p.code === 'SWR-2025-087')!;
      const deliverables = deliverableListResponseSchema.parse(await (await client.get(`/api/projects/${delivered.id}/deliverables`)).json()).deliverables;
      const report = deliverables.find((d) => d.versions[0]!.format === 'pdf')!;
      expect(report.versions.map((v) => v.version)).toEqual([2, 1]);
      expect(deliverables.find((d) => d.versions[0]!.format === 'xlsx')).toBeDefined();
      for (const v of report.versions) {
        const file = await client.get(`/api/projects/${delivered.id}/deliverables/${report.id}/versions/${v.id}/download`);
        expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
      // The lead's colleague, in the same company, sees only the one project on their list.
      const colleague = t.agent();
      expect((await colleague.post('/api/client/login', { email: 'colleague@demo.swatresearch.ae', password: first.demo[4]!.password })).status).toBe(200);
      const theirs = projectListResponseSchema.parse(await (await colleague.get('/api/projects')).json());
      expect(theirs.items.map((p) => p.code)).toEqual(['SWR-2026-014']);
      expect(theirs.items[0]!.company?.name).toBe('Gulf Fresh Foods LLC');
      const people = companyPeopleResponseSchema.parse(await (await client.get('/api/company/people')).json());
      expect(people.people.map((p) => [p.email, p.lead, p.allProjects])).toEqual([
        ['client@demo.swatresearch.ae', true, true],
        ['colleague@demo.swatresearch.ae', false, false],
      ]);
      const staff = t.agent();
      expect((await staff.post('/api/admin/login', { email: 'admin@demo.swatresearch.ae', password: first.demo[1]!.password })).status).toBe(200);
      const all = projectListResponseSchema.parse(await (await staff.get('/api/projects')).json());
      expect(all.total).toBe(5);
      expect(new Set(all.items.map((p) => p.client.email))).toEqual(new Set(['client@demo.swatresearch.ae', 'client2@demo.swatresearch.ae']));
    } finally {
      await database.dispose();
    }
  });

  it('uses DEMO_PASSWORD for every demo account when set', async () => {
    const database = await emptyDatabase();
    try {
      const result = await seed({ db: database.db, hasher, settings: { staff: null, client: null, demoPassword: 'e2e-demo-password', demo: true }, dataDir: 'memory', log: silent, print: () => {} });
      expect(result.demo.every((a) => a.password === 'e2e-demo-password')).toBe(true);
      const t = await createTestApp(database);
      expect((await t.agent().post('/api/client/login', { email: 'client2@demo.swatresearch.ae', password: 'e2e-demo-password' })).status).toBe(200);
    } finally {
      await database.dispose();
    }
  });

  it('creates only the SEED_* accounts when they are set, and never demo data', async () => {
    const database = await emptyDatabase();
    try {
      const settings = { staff: { email: 'ops@swatresearch.ae', password: 'staff password 1' }, client: { email: 'first@client.ae', password: 'client password 1' }, demoPassword: undefined, demo: true };
      const result = await seed({ db: database.db, hasher, settings, dataDir: 'memory', log: silent, print: () => {} });
      expect(result.created).toEqual(['ops@swatresearch.ae', 'first@client.ae']);
      const users = await database.db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
      expect(users).toEqual([
        { email: 'first@client.ae', role: 'client' },
        { email: 'ops@swatresearch.ae', role: 'staff' },
      ]);
      expect(await database.db.selectFrom('projects').select('id').execute()).toEqual([]);
      expect((await seed({ db: database.db, hasher, settings, dataDir: 'memory', log: silent })).created).toEqual([]);
    } finally {
      await database.dispose();
    }
  });
});
