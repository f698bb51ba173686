import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';

const languageSchema = z.enum(LANGUAGES);

export const USER_ROLES = ['client', 'staff', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The one message every failed login gets, so a caller cannot tell which part was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
/** New passwords only (NIST SP 800-63B suggests at least 8; we ask 12). The server also refuses common and easily guessed ones. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** A user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  role: userRoleSchema,
  createdAt: z.iso.datetime({ offset: true }),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  /** A temporary password (set by staff or generated): it must be changed before anything else. */
  mustChangePassword: z.boolean(),
  /** The language of the person's pages and e-mails. */
  language: languageSchema,
  /** Whether a project's move to a new stage is e-mailed to them. */
  stageEmails: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** Rules for a new password. Login itself accepts any length up to the maximum, so old passwords keep working. */
export const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/**
 * `language` (client sign-in only): the language of the sign-in page. Someone who chose the Arabic
 * sign-in page wants Arabic, so the account keeps it for their pages and e-mails (and English from
 * the English page). Absent, as API clients send it: the account's language stays as it was.
 */
export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH, LOGIN_FAILED_MESSAGE),
    language: languageSchema.optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/client/login and /api/admin/login answer with the signed-in user. */
export const loginResponseSchema = publicUserSchema;
export type LoginResponse = PublicUser;

export const logoutResponseSchema = z.object({ ok: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters).`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const nameSchema = z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(120, 'The name is too long (at most 120 characters).');
export const companySchema = optionalText(160, 'The company name');
export const phoneSchema = z
  .string()
  .trim()
  .max(40, 'The phone number is too long.')
  .regex(/^$|^[+()0-9 .-]{5,40}$/, 'Enter a phone number with digits, spaces and + ( ) - only.')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** PATCH /api/me. A new password needs the current one. */
export const updateMeRequestSchema = z
  .object({
    name: nameSchema.optional(),
    company: companySchema,
    phone: phoneSchema,
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    newPassword: newPasswordSchema.optional(),
    language: languageSchema.optional(),
    stageEmails: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.newPassword === undefined || (v.currentPassword !== undefined && v.currentPassword.length > 0), {
    path: ['currentPassword'],
    message: 'Enter your current password to set a new one.',
  });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;
export type UpdateMeInput = z.input<typeof updateMeRequestSchema>;
