import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { SeedSettings } from '../../config/env';
import type { DatabaseSchema, UserRole } from '../../db/schema';
import type { Logger } from '../../http/logger';
import type { PasswordHasher } from '../auth/passwords';
import { insertDataItem } from '../data-items/items';
import { prepareFile } from '../data-items/prepare-file';
import type { FileStore } from '../../storage/file-store';
import { createFileStore } from '../../storage/create-file-store';
import { createUser, EmailTakenError, WeakPasswordError, findUserByEmail } from '../users/users';
import { DEMO_ACCOUNTS, DEMO_COLLEAGUE, DEMO_PROJECTS, type DemoAccountKey } from './demo-data';
import { DEMO_FIELD_DAYS_DONE, DEMO_FIELD_DAYS_LEFT, DEMO_QUOTA_PLAN, demoInterviews, demoStages } from './demo-fieldwork';
import { addDays, fieldDayOf } from '../fieldwork/field-day';
import { seedConversation } from './demo-conversation';
import { storeFieldworkBatch } from '../fieldwork/ingest-store';
import { saveQuotaPlan } from '../fieldwork/quota-plans';
import { DEMO_DELIVERABLES_PROJECT, seedDeliverables } from './demo-deliverables';

export interface SeedOptions {
  db: Kysely<DatabaseSchema>;
  hasher: PasswordHasher;
  settings: SeedSettings;
  /** Where demo-credentials.txt goes; 'memory' writes nothing. */
  dataDir: string;
  log: Logger;
  /** The credentials box; stdout by default. */
  print?: (text: string) => void;
  /** Where the demo datasets' files go; the database by default. */
  files?: FileStore;
}

export interface SeedResult {
  created: string[];
  demo: { email: string; role: UserRole; password: string }[];
}

async function ensureUser(options: SeedOptions, user: { email: string; password: string; role: UserRole; name: string; company?: string | null; phone?: string | null; companyId?: string }) {
  const existing = await findUserByEmail(options.db, user.email);
  if (existing) return { row: existing, created: false };
  try {
    return { row: await createUser(options.db, options.hasher, user), created: true };
  } catch (error) {
    // Another instance seeding at the same moment got there first.
    if (error instanceof EmailTakenError) return { row: (await findUserByEmail(options.db, user.email))!, created: false };
    if (error instanceof WeakPasswordError) throw new Error(`The seed password for ${user.email} (SEED_*_PASSWORD or DEMO_PASSWORD) is refused: ${error.reason}`);
    throw error;
  }
}

/** The demo project's stages, and for the study in field its quota plan and three weeks of interviews. */
async function seedFieldwork(db: Kysely<DatabaseSchema>, projectId: string, code: string, staffId: string, today: string) {
  const plan = demoStages(code, today);
  if (!plan) return;
  for (const s of plan.stages) {
    await db
      .insertInto('project_stages')
      .values({ project_id: projectId, stage: s.stage, planned_start: s.plannedStart ?? null, planned_end: s.plannedEnd ?? null, actual_start: s.actualStart ?? null, actual_end: s.actualEnd ?? null, note: s.note ?? null })
      .execute();
  }
  await db.updateTable('projects').set({ stage: plan.current }).where('id', '=', projectId).execute();
  if (plan.current !== 'fieldwork') return;
  await saveQuotaPlan(db, projectId, DEMO_QUOTA_PLAN);
  const records = demoInterviews(today);
  await storeFieldworkBatch(db, projectId, { records, dailyTotals: [], onError: 'reject_batch' }, 'demo');
  const completes = records.filter((r) => r.status === 'complete').length;
  await db
    .updateTable('projects')
    .set({ completes, fieldwork_start: addDays(today, -DEMO_FIELD_DAYS_DONE + 1), fieldwork_end: addDays(today, DEMO_FIELD_DAYS_LEFT), created_by: staffId })
    .where('id', '=', projectId)
    .execute();
}

const generated = () => randomBytes(12).toString('base64url');

export function credentialsBox(accounts: { email: string; role: UserRole; password: string }[], file: string | null): string {
  const lines = [
    'Demo accounts (shown once)',
    '',
    ...accounts.map((a) => `${a.role.padEnd(7)} ${a.email.padEnd(32)} ${a.password}`),
    '',
    'Clients sign in at /client-login, staff at /swatadmin.',
    file ? `Saved to ${file} (readable by you only).` : 'Not saved to a file (no data folder).',
    'Change them with: npm run users -- reset-password --email <address>',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  return ['┌' + '─'.repeat(width + 2) + '┐', ...lines.map((l) => `│ ${l.padEnd(width)} │`), '└' + '─'.repeat(width + 2) + '┘'].join('\n');
}

/**
 * First-run accounts. SEED_STAFF_* / SEED_CLIENT_* create those accounts when missing.
 * With neither set and no users at all, demo accounts and projects are created and their
 * passwords printed once (and kept in DATA_DIR/demo-credentials.txt, mode 0600).
 */
export async function seed(options: SeedOptions): Promise<SeedResult> {
  const { db, settings, log } = options;
  const files = options.files ?? createFileStore({ backend: 'database' }, db);
  const result: SeedResult = { created: [], demo: [] };
  if (settings.staff || settings.client) {
    if (settings.staff) {
      const r = await ensureUser(options, { ...settings.staff, role: 'staff', name: 'SWAT Research staff', company: 'SWAT Research' });
      if (r.created) result.created.push(r.row.email);
    }
    if (settings.client) {
      const r = await ensureUser(options, { ...settings.client, role: 'client', name: 'Client' });
      if (r.created) result.created.push(r.row.email);
    }
    if (result.created.length > 0) log.info('seeded accounts from the environment', { accounts: result.created });
    return result;
  }
  if (!settings.demo) return result;
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone) return result;

  const ids = {} as Record<DemoAccountKey, string>;
  for (const account of DEMO_ACCOUNTS) {
    const password = settings.demoPassword ?? generated();
    const r = await ensureUser(options, { email: account.email, password, role: account.role, name: account.name, company: account.company, phone: account.phone });
    ids[account.key] = r.row.id;
    if (r.created) {
      result.created.push(account.email);
      result.demo.push({ email: account.email, role: account.role, password });
    }
  }
  if (result.demo.length === 0) return result; // someone else seeded
  {
    // The lead's colleague joins the lead's company (createUser makes each other client a company of its own).
    const lead = await db.selectFrom('users').select('company_id').where('id', '=', ids[DEMO_COLLEAGUE.companyOf]).executeTakeFirstOrThrow();
    const password = settings.demoPassword ?? generated();
    const r = await ensureUser(options, { email: DEMO_COLLEAGUE.email, password, role: DEMO_COLLEAGUE.role, name: DEMO_COLLEAGUE.name, phone: DEMO_COLLEAGUE.phone, companyId: lead.company_id ?? undefined });
    ids[DEMO_COLLEAGUE.key] = r.row.id;
    if (r.created) {
      result.created.push(DEMO_COLLEAGUE.email);
      result.demo.push({ email: DEMO_COLLEAGUE.email, role: DEMO_COLLEAGUE.role, password });
    }
  }

  const today = fieldDayOf(Date.now());
  for (const p of DEMO_PROJECTS) {
    const projectId = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('projects')
        .values({
          code: p.code,
          title: p.title,
          client_id: ids[p.client],
          status: p.status,
          methodology: p.methodology,
          markets: JSON.stringify(p.markets),
          target_sample_size: p.targetSampleSize,
          completes: p.completes,
          fieldwork_start: p.fieldworkStart,
          fieldwork_end: p.fieldworkEnd,
          budget_usd: p.budgetUsd,
          description: p.description,
          objectives: p.objectives,
          created_by: ids.staff,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const steps = [...p.history, p.status];
      // Explicit, spaced times: rows inserted in one transaction can share a timestamp, and the
      // history must read in the order the project went through its stages.
      const weekMs = 7 * 24 * 3600 * 1000;
      for (let i = 0; i < steps.length; i++) {
        const changedAt = new Date(Date.now() - (steps.length - 1 - i) * weekMs);
        await trx.insertInto('project_status_history').values({ project_id: row.id, from_status: i === 0 ? null : steps[i - 1]!, to_status: steps[i]!, changed_by: ids.staff, changed_at: changedAt }).execute();
      }
      return row.id;
    });
    await seedFieldwork(db, projectId, p.code, ids.staff, today);
    if (p.status === 'in_field' && p.client === 'client') await seedConversation(db, projectId, { client: ids.client, staff: ids.staff });
    if (p.dataset) {
      const bytes = new TextEncoder().encode(p.dataset.csv);
      // The analysable copy and summary are made on first view (no engine needed to seed).
      const prepared = await prepareFile(bytes, p.dataset.filename);
      if (prepared.ok) await insertDataItem(db, files, { projectId, title: p.dataset.title, kind: 'dataset', uploadedBy: ids.staff, file: { bytes }, prepared, publishedAt: new Date() }, log);
    }
    if (p.code === DEMO_DELIVERABLES_PROJECT) await seedDeliverables(db, files, { projectId, staffId: ids.staff, log });
  }

  // The colleague sees only the projects named for them.
  const listed = await db.selectFrom('projects').select('id').where('code', 'in', [...DEMO_COLLEAGUE.projects]).execute();
  await db.updateTable('users').set({ all_projects: false }).where('id', '=', ids[DEMO_COLLEAGUE.key]).execute();
  if (listed.length > 0) await db.insertInto('project_access').values(listed.map((p) => ({ user_id: ids[DEMO_COLLEAGUE.key], project_id: p.id }))).execute();

  let file: string | null = null;
  if (options.dataDir !== 'memory') {
    file = path.join(options.dataDir, 'demo-credentials.txt');
    await mkdir(options.dataDir, { recursive: true });
    const text = ['# SWAT Research demo accounts, created on first start.', ...result.demo.map((a) => `${a.role}\t${a.email}\t${a.password}`), ''].join('\n');
    await writeFile(file, text, { mode: 0o600 });
  }
  (options.print ?? ((t: string) => process.stdout.write(`${t}\n`)))(credentialsBox(result.demo, file));
  // The log line names the accounts, never the passwords.
  log.info('seeded demo accounts and projects', { accounts: result.demo.map((a) => a.email), projects: DEMO_PROJECTS.length, credentialsFile: file });
  return result;
}
