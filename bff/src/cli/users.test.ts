import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../../scripts/scratch-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_CODE, TEMPORARY_PASSWORD_EXPIRED_MESSAGE } from '@swat/shared-contracts';
import { openDatabase } from '../db/database';
import { createTestApp, TEST_SCRYPT_LOG2N } from '../test/app-harness';

const bffDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(env: Record<string, string>, args: string[], input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/users.ts', ...args], {
      cwd: bffDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SCRYPT_LOG2N: TEST_SCRYPT_LOG2N, LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

interface Target {
  name: string;
  setup(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'pglite',
    async setup() {
      const dir = await mkdtemp(path.join(tmpdir(), 'swat-cli-'));
      return { env: { DATA_DIR: dir }, cleanup: () => rm(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.DATABASE_URL) {
  const serverUrl = process.env.DATABASE_URL;
  targets.push({
    name: 'postgres',
    async setup() {
      const scratch = await createScratchDatabase(serverUrl, 'swat_cli');
      return { env: { DATABASE_URL: scratch.url }, cleanup: scratch.drop };
    },
  });
}

describe.each(targets)('users CLI on $name', (target) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ env, cleanup } = await target.setup());
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it('creates, lists, disables, enables and resets passwords', { timeout: 300_000 }, async () => {
    const created = await cli({ ...env, USER_PASSWORD: 'first password 1' }, ['create', '--role', 'staff', '--email', 'Ops@SwatResearch.ae', '--name', 'Ops Person']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created staff ops@swatresearch\.ae/);

    const duplicate = await cli({ ...env, USER_PASSWORD: 'first password 1' }, ['create', '--role', 'client', '--email', 'ops@swatresearch.ae', '--name', 'Again']);
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toMatch(/already exists/);

    const invalid = await cli({ ...env, USER_PASSWORD: 'short' }, ['create', '--role', 'root', '--email', 'x@y.ae', '--name', 'X']);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/role/);

    // A piped password (no USER_PASSWORD, no terminal).
    const piped = await cli(env, ['create', '--role', 'client', '--email', 'client@example.ae', '--name', 'A Client', '--company', 'Acme', '--temporary-password'], 'piped password 1\n');
    expect(piped.code).toBe(0);

    const disabled = await cli(env, ['disable', '--email', 'ops@swatresearch.ae']);
    expect(disabled.code).toBe(0);
    const list = await cli(env, ['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/staff\s+ops@swatresearch\.ae\s+Ops Person\s+disabled/);
    expect(list.stdout).toMatch(/client\s+client@example\.ae\s+A Client\s+Acme\s+active/);
    expect(list.stdout).not.toMatch(/scrypt/);

    expect((await cli(env, ['enable', '--email', 'ops@swatresearch.ae'])).code).toBe(0);
    const reset = await cli({ ...env, USER_PASSWORD: 'second password 2' }, ['reset-password', '--email', 'ops@swatresearch.ae']);
    expect(reset.code).toBe(0);
    const missing = await cli({ ...env, USER_PASSWORD: 'second password 2' }, ['reset-password', '--email', 'nobody@example.ae']);
    expect(missing.code).toBe(2);
    expect((await cli(env, ['explode'])).code).toBe(2);

    // The accounts work against the app.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory' });
    try {
      const t = await createTestApp(database);
      expect((await t.agent().post('/api/admin/login', { email: 'ops@swatresearch.ae', password: 'first password 1' })).status).toBe(401);
      expect((await t.agent().post('/api/admin/login', { email: 'ops@swatresearch.ae', password: 'second password 2' })).status).toBe(200);
      expect((await t.agent().post('/api/client/login', { email: 'client@example.ae', password: 'piped password 1' })).status).toBe(200);
    } finally {
      await database.close();
    }
  });

  it('a client password set through the CLI is temporary (change at next sign-in, 7 days) unless --permanent', { timeout: 300_000 }, async () => {
    const created = await cli({ ...env, USER_PASSWORD: 'operator chose this 1' }, ['create', '--role', 'client', '--email', 'temp@example.ae', '--name', 'Temp Client', '--temporary-password']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/temporary: it must be changed at the first sign-in, within 7 days/);
    const demo = await cli({ ...env, USER_PASSWORD: 'demo account pass 1' }, ['create', '--role', 'client', '--email', 'demo@example.ae', '--name', 'Demo Client', '--temporary-password', '--permanent']);
    expect(demo.code).toBe(0);
    expect(demo.stdout).not.toMatch(/temporary/);
    const staff = await cli({ ...env, USER_PASSWORD: 'staff member pass 1' }, ['create', '--role', 'staff', '--email', 'desk@example.ae', '--name', 'Desk Staff']);
    expect(staff.stdout).not.toMatch(/temporary/);

    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory' });
    try {
      const t = await createTestApp(database);
      // Signs in, but may do nothing else until the password is changed.
      const temp = t.agent();
      const signIn = await temp.post('/api/client/login', { email: 'temp@example.ae', password: 'operator chose this 1' });
      expect(signIn.status).toBe(200);
      expect((await signIn.json()).mustChangePassword).toBe(true);
      const gated = await temp.get('/api/projects');
      expect(gated.status).toBe(403);
      expect((await gated.json()).code).toBe(PASSWORD_CHANGE_REQUIRED_CODE);

      // --permanent (demo, seeding): used as it is. Staff created here are not affected.
      const kept = t.agent();
      expect((await kept.post('/api/client/login', { email: 'demo@example.ae', password: 'demo account pass 1' })).status).toBe(200);
      expect((await kept.get('/api/projects')).status).toBe(200);
      const desk = t.agent();
      expect((await desk.post('/api/admin/login', { email: 'desk@example.ae', password: 'staff member pass 1' })).status).toBe(200);
      expect((await desk.get('/api/projects')).status).toBe(200);

      // Eight days later the temporary one no longer signs in.
      t.clock.advance(8 * 86_400_000);
      const late = await t.agent().post('/api/client/login', { email: 'temp@example.ae', password: 'operator chose this 1' });
      expect(late.status).toBe(401);
      expect((await late.json()).message).toBe(TEMPORARY_PASSWORD_EXPIRED_MESSAGE);
    } finally {
      await database.close();
    }

    // reset-password follows the same rule: the demo client's new password is temporary unless --permanent.
    expect((await cli({ ...env, USER_PASSWORD: 'a reset by operator 2' }, ['reset-password', '--email', 'demo@example.ae'])).stdout).toMatch(/temporary/);
    const again = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory' });
    try {
      const row = await again.db.selectFrom('users').select(['must_change_password', 'password_expires_at']).where('email', '=', 'demo@example.ae').executeTakeFirstOrThrow();
      expect(row.must_change_password).toBe(true);
      const days = (new Date(row.password_expires_at!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    } finally {
      await again.close();
    }
    expect((await cli({ ...env, USER_PASSWORD: 'a reset by operator 3' }, ['reset-password', '--email', 'demo@example.ae', '--permanent'])).code).toBe(0);
    const last = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory' });
    try {
      const row = await last.db.selectFrom('users').select(['must_change_password', 'password_expires_at']).where('email', '=', 'demo@example.ae').executeTakeFirstOrThrow();
      expect(row).toEqual({ must_change_password: false, password_expires_at: null });
    } finally {
      await last.close();
    }
  });
});

describe.each(targets.slice(0, 1))('users CLI invitations on $name', (target) => {
  it('a client created without --temporary-password is invited by mail, in their language, and no password is asked for', { timeout: 300_000 }, async () => {
    const { env, cleanup } = await target.setup();
    try {
      // No USER_PASSWORD and nothing piped: an invitation needs no password.
      const created = await cli({ ...env, PUBLIC_ORIGIN: 'https://portal.example' }, ['create', '--role', 'client', '--email', 'invitee@example.ae', '--name', 'Invitee', '--company', 'Invited LLC', '--language', 'ar']);
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(/queued an invitation \(ar\)/);
      expect(created.stdout).not.toMatch(/temporary/);
      expect((await cli(env, ['create', '--role', 'client', '--email', 'x@example.ae', '--name', 'X', '--language', 'fr'])).code).toBe(2);

      const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory' });
      try {
        const mail = await database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'invitee@example.ae').executeTakeFirstOrThrow();
        expect(mail.text_body).toContain('https://portal.example/ar/set-password?token=');
        expect(mail.subject).toContain('Invited LLC');
        const user = await database.db.selectFrom('users').select(['must_change_password', 'language', 'company_lead']).where('email', '=', 'invitee@example.ae').executeTakeFirstOrThrow();
        expect(user).toEqual({ must_change_password: false, language: 'ar', company_lead: true });
      } finally {
        await database.close();
      }
    } finally {
      await cleanup();
    }
  });
});

describe('users CLI usage', () => {
  it('prints its usage for --help (exit 0) and without a command (exit 2)', async () => {
    const help = await cli({}, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/reset-password --email/);
    const none = await cli({}, []);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Usage/);
  });
});
