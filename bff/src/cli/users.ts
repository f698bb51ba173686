/**
 * Manage accounts from a shell, against the same database the bff uses (DATABASE_URL, or PGlite
 * under DATA_DIR: stop the bff first, PGlite allows one process at a time).
 *
 *   npm run users -- create --role client --email a@b.ae --name "Full Name" [--company X] [--language ar]
 *   npm run users -- create --role client ... --temporary-password [--permanent]   (fallback, see docs/operations.md)
 *   npm run users -- create --role staff --email a@b.ae --name "Full Name"
 *   npm run users -- list
 *   npm run users -- disable --email a@b.ae        (and enable)
 *   npm run users -- reset-password --email a@b.ae [--permanent]
 *
 * A client is invited: the invitation mail (through the outbox; the running bff sends it) carries
 * a link to choose their own password, and nobody types one here. --temporary-password is the
 * fallback for a client who cannot receive mail: the operator sets a password (USER_PASSWORD, or
 * asked for without echo) that must be changed at the next sign-in and stops working after 7
 * days; --permanent keeps it as it is (demo and seeding only). Staff passwords are set here.
 */
import { parseArgs } from 'node:util';
import { emailSchema, INVITE_TOKEN_DAYS, LANGUAGES, nameSchema, newPasswordSchema, TEMPORARY_PASSWORD_DAYS, userRoleSchema, type UserRole } from '@swat/shared-contracts';
import { z } from 'zod';
import { loadConfig } from '../config/env';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import { createPasswordHasher } from '../features/auth/passwords';
import { createLogger } from '../http/logger';
import { createMailer } from '../features/mail/mailer';
import { createAccountLinks } from '../features/password-reset/account-links';
import { generatePassword } from '../features/password-reset/temporary-password';
import { chosenPassword, temporaryPassword } from '../features/password-reset/temporary-password';
import { createUser, EmailTakenError, WeakPasswordError, findUserByEmail, setPassword } from '../features/users/users';

const USAGE = `Usage: npm run users -- <command> [options]

  create --role client|staff|admin --email <address> --name "<name>" [--company <c>] [--phone <p>]
         [--language en|ar] [--temporary-password [--permanent]]
  list
  disable --email <address>
  enable --email <address>
  reset-password --email <address> [--permanent]

A new client is invited by e-mail (queued in the outbox, in --language) to choose their own
password; the link works once, for ${INVITE_TOKEN_DAYS} days. --temporary-password instead sets a
password typed here (the fallback for a client who cannot receive mail): temporary, the client must
change it at the next sign-in, within ${TEMPORARY_PASSWORD_DAYS} days. --permanent keeps it as set
(demo and seeding only). Other passwords are read from USER_PASSWORD, or asked for (not echoed).`;

class UsageError extends Error {}

async function readPassword(prompt: string): Promise<string> {
  const fromEnv = process.env.USER_PASSWORD;
  if (fromEnv) return fromEnv;
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    // Piped: the first line is the password.
    let data = '';
    for await (const chunk of stdin) {
      data += String(chunk);
      if (data.includes('\n')) break;
    }
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          reject(new UsageError('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function newPassword(): Promise<string> {
  const password = await readPassword('New password: ');
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new UsageError(checked.error.issues[0]?.message ?? 'Invalid password.');
  if (!process.env.USER_PASSWORD && process.stdin.isTTY) {
    const again = await readPassword('Repeat it: ');
    if (again !== password) throw new UsageError('The two passwords differ.');
  }
  return password;
}

function required(values: Record<string, string | undefined>, name: string): string {
  const v = values[name];
  if (!v) throw new UsageError(`--${name} is required.`);
  return v;
}

function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new UsageError(`${what}: ${r.error.issues[0]?.message}`);
  return r.data;
}

/**
 * A client's password typed in by an operator is someone else's choice, so it is temporary (as
 * in the admin area) unless --permanent says it is a demo or seeding account. Staff and admin
 * passwords set here are the operator's own doing and stay as they were.
 */
async function applyPasswordRule(db: Database['db'], user: { id: string; role: UserRole }, permanent: boolean): Promise<'temporary' | 'permanent' | null> {
  if (user.role !== 'client') return null;
  const columns = permanent ? chosenPassword() : temporaryPassword(new Date());
  await db.updateTable('users').set(columns).where('id', '=', user.id).execute();
  return permanent ? 'permanent' : 'temporary';
}

const TEMPORARY_NOTE = ` The password is temporary: it must be changed at the first sign-in, within ${TEMPORARY_PASSWORD_DAYS} days.`;

interface Flags {
  permanent: boolean;
  temporaryPassword: boolean;
}

async function run(database: Database, command: string | undefined, values: Record<string, string | undefined>, flags: Flags): Promise<void> {
  const { permanent } = flags;
  const config = loadConfig();
  const hasher = createPasswordHasher({ log2N: config.auth.scryptLog2N });
  const db = database.db;
  const userByEmail = async () => {
    const email = parse(emailSchema, required(values, 'email'), 'email');
    const user = await findUserByEmail(db, email);
    if (!user) throw new UsageError(`There is no account for ${email}.`);
    return user;
  };
  switch (command) {
    case 'create': {
      const role = parse(userRoleSchema, required(values, 'role'), 'role');
      const email = parse(emailSchema, required(values, 'email'), 'email');
      const name = parse(nameSchema, required(values, 'name'), 'name');
      const language = parse(z.enum(LANGUAGES), values.language ?? 'en', 'language');
      if (await findUserByEmail(db, email)) throw new UsageError(`An account for ${email} already exists.`);
      const invite = role === 'client' && !flags.temporaryPassword;
      // An invited client's password is random and never shown: the account opens through the link.
      const password = invite ? generatePassword() : await newPassword();
      try {
        const user = await createUser(db, hasher, { email, name, role, password, company: values.company ?? null, phone: values.phone ?? null, language });
        if (invite) {
          const mailer = createMailer({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: createLogger('silent') });
          const links = createAccountLinks({ db, mailer, publicOrigin: config.publicOrigin, now: Date.now });
          const company = user.company_id ? await db.selectFrom('companies').select('name').where('id', '=', user.company_id).executeTakeFirst() : undefined;
          await links.sendClientInvitation(user, 'SWAT Research', company?.name ?? user.name);
          console.log(`Created client ${user.email} (${user.id}) and queued an invitation (${language}); the running bff sends it. The link works for ${INVITE_TOKEN_DAYS} days.`);
          return;
        }
        const rule = await applyPasswordRule(db, user, permanent);
        console.log(`Created ${user.role} ${user.email} (${user.id}).${rule === 'temporary' ? TEMPORARY_NOTE : ''}`);
      } catch (error) {
        if (error instanceof EmailTakenError || error instanceof WeakPasswordError) throw new UsageError(error.message);
        throw error;
      }
      return;
    }
    case 'list': {
      const users = await db.selectFrom('users').select(['email', 'role', 'name', 'company', 'disabled_at', 'last_login_at']).orderBy('role').orderBy('email').execute();
      const rows = users.map((u) => [u.role, u.email, u.name, u.company ?? '', u.disabled_at ? 'disabled' : 'active', u.last_login_at ? new Date(u.last_login_at).toISOString() : 'never']);
      const header = ['ROLE', 'EMAIL', 'NAME', 'COMPANY', 'STATE', 'LAST LOGIN'];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd());
      return;
    }
    case 'disable':
    case 'enable': {
      const user = await userByEmail();
      await db.updateTable('users').set({ disabled_at: command === 'disable' ? (user.disabled_at ?? new Date()) : null, updated_at: new Date() }).where('id', '=', user.id).execute();
      // Signed out everywhere at once.
      if (command === 'disable') await db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
      console.log(`${command === 'disable' ? 'Disabled' : 'Enabled'} ${user.email}.`);
      return;
    }
    case 'reset-password': {
      const user = await userByEmail();
      try {
        await setPassword(db, hasher, user.id, await newPassword());
      } catch (error) {
        if (error instanceof WeakPasswordError) throw new UsageError(error.message);
        throw error;
      }
      const rule = await applyPasswordRule(db, user, permanent);
      await db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
      console.log(`Password changed for ${user.email}; their sessions were signed out.${rule === 'temporary' ? TEMPORARY_NOTE : ''}`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command.');
  }
}

/** Argument mistakes are reported before the (slow) database open. */
function checkArguments(command: string, values: Record<string, string | boolean | undefined>): void {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  if (command === 'create') {
    parse(userRoleSchema, required({ role: text('role') }, 'role'), 'role');
    parse(nameSchema, required({ name: text('name') }, 'name'), 'name');
  }
  if (command !== 'list') parse(emailSchema, required({ email: text('email') }, 'email'), 'email');
}

async function main(): Promise<number> {
  const options = {
    role: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    company: { type: 'string' },
    phone: { type: 'string' },
    language: { type: 'string' },
    permanent: { type: 'boolean' },
    'temporary-password': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  if (!['create', 'list', 'disable', 'enable', 'reset-password'].includes(command)) {
    console.error(`Unknown command: ${command}\n\n${USAGE}`);
    return 2;
  }
  try {
    checkArguments(command, parsed.values);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const { help: _help, permanent, 'temporary-password': temporaryPasswordFlag, ...values } = parsed.values;
    await run(database, command, values, { permanent: permanent === true, temporaryPassword: temporaryPasswordFlag === true });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    console.error(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
