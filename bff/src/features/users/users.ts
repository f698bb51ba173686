import { sql, type Kysely, type Selectable } from 'kysely';
import type { PublicUser } from '@swat/shared-contracts';
import type { DatabaseSchema, UserRole, UsersTable } from '../../db/schema';
import type { PasswordHasher } from '../auth/passwords';
import { checkNewPassword } from '../auth/password-policy';

export type UserRow = Selectable<UsersTable>;

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company,
    phone: row.phone,
    role: row.role,
    createdAt: iso(row.created_at),
    lastLoginAt: row.last_login_at ? iso(row.last_login_at) : null,
    mustChangePassword: row.must_change_password,
    language: row.language,
    stageEmails: row.stage_emails,
  };
}

export function findUserByEmail(db: Kysely<DatabaseSchema>, email: string) {
  return db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Kysely<DatabaseSchema>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  name: string;
  role: UserRole;
  password: string;
  company?: string | null | undefined;
  phone?: string | null | undefined;
  language?: 'en' | 'ar' | undefined;
  /**
   * Clients: the company they join. Without it a new company is made (named after `company`, or
   * the person) and its first person leads it, as each client login was its own company before.
   */
  companyId?: string | undefined;
  companyLead?: boolean | undefined;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email address already exists.');
  }
}

/** A new password that breaks the password rules; the message says why. */
export class WeakPasswordError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'WeakPasswordError';
  }
}

/** Every way a password gets set goes through here (or checkNewPassword itself): reset links and invitations, the profile page, the users CLI, seeding and staff creating a client. */
export async function assertAcceptablePassword(password: string, related: readonly (string | null | undefined)[]): Promise<void> {
  const verdict = await checkNewPassword(password, related);
  if (!verdict.ok) throw new WeakPasswordError(verdict.reason!);
}

export async function createUser(db: Kysely<DatabaseSchema>, hasher: PasswordHasher, user: NewUser): Promise<UserRow> {
  await assertAcceptablePassword(user.password, [user.email, user.name, user.company]);
  if (await findUserByEmail(db, user.email)) throw new EmailTakenError();
  const password_hash = await hasher.hash(user.password, user.email.trim().toLowerCase());
  try {
    return await db.transaction().execute(async (trx) => {
      let companyId: string | null = null;
      let company = user.company ?? null;
      let lead = false;
      if (user.role === 'client') {
        if (user.companyId) {
          const joined = await trx.selectFrom('companies').select(['id', 'name']).where('id', '=', user.companyId).executeTakeFirstOrThrow();
          companyId = joined.id;
          company = joined.name;
          lead = user.companyLead ?? false;
        } else {
          const made = await trx.insertInto('companies').values({ name: company?.trim() || user.name }).returning(['id']).executeTakeFirstOrThrow();
          companyId = made.id;
          lead = user.companyLead ?? true;
        }
      }
      return await trx
        .insertInto('users')
        .values({
          email: user.email.trim().toLowerCase(),
          name: user.name,
          role: user.role,
          company,
          phone: user.phone ?? null,
          password_hash,
          language: user.language ?? 'en',
          company_id: companyId,
          company_lead: lead,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // The unique index decides when two requests race for one address.
    if (/unique|duplicate/i.test(String((error as Error).message))) throw new EmailTakenError();
    throw error;
  }
}

export async function setPassword(db: Kysely<DatabaseSchema>, hasher: PasswordHasher, userId: string, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  await assertAcceptablePassword(password, [user?.email, user?.name, user?.company]);
  await db.updateTable('users').set({ password_hash: await hasher.hash(password, user?.email ?? userId), updated_at: new Date() }).where('id', '=', userId).execute();
}
