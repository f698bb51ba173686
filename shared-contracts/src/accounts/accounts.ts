import { z } from 'zod';
import { emailSchema, nameSchema, newPasswordSchema, publicUserSchema } from '../auth/auth';
import { LANGUAGES } from '../i18n/language';

/**
 * The `code` of an API error a client must act on, not just show. A signed-in user whose
 * password is temporary gets this on every call except reading themselves, changing the
 * password and signing out.
 */
export const PASSWORD_CHANGE_REQUIRED_CODE = 'password_change_required';
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Please choose a new password before you continue.';
export const TEMPORARY_PASSWORD_EXPIRED_MESSAGE = "Your temporary password has expired. Use 'Forgot password?' to get a new one.";

/** How long a reset link works, and how long a temporary password does. */
export const RESET_TOKEN_MINUTES = 30;
export const INVITE_TOKEN_DAYS = 7;
export const TEMPORARY_PASSWORD_DAYS = 7;

/**
 * POST /api/auth/forgot-password. The answer is the same whether or not the account exists.
 * `language`: the language of the page the visitor came from; the mail is written in it and the
 * account keeps it for later mails. Absent: the account's language stays as it was.
 */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema, language: z.enum(LANGUAGES).optional() }).strict();
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const FORGOT_PASSWORD_ANSWER = 'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const forgotPasswordResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST /api/auth/reset-password: a reset link's or an invitation's token, and the new password. */
export const resetPasswordRequestSchema = z
  .object({ token: z.string().trim().min(20, 'This link is not valid.').max(200, 'This link is not valid.'), password: newPasswordSchema })
  .strict();
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const RESET_LINK_INVALID_MESSAGE = 'This link has expired or has already been used. Ask for a new one.';
export const resetPasswordResponseSchema = z.object({ ok: z.literal(true), role: z.enum(['client', 'staff', 'admin']) });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

export const STAFF_ROLES = ['staff', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffAccountSchema = publicUserSchema.extend({
  disabled: z.boolean(),
  /** Invited, and the invitation not yet accepted. */
  invited: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffListResponseSchema = z.object({ items: z.array(staffAccountSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** POST /api/staff/invitations (admins only): the person gets a link to choose a password. */
export const inviteStaffRequestSchema = z.object({ email: emailSchema, name: nameSchema, role: staffRoleSchema.default('staff') }).strict();
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;
export type InviteStaffInput = z.input<typeof inviteStaffRequestSchema>;

/** PATCH /api/staff/:id (admins only). */
export const updateStaffRequestSchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: 'Send at least one field to change.' });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;
export const LAST_ADMIN_MESSAGE = 'There must always be at least one active admin. Make someone else an admin first.';

/** An e-mail as staff see it in the outbox. */
export const MAIL_STATUSES = ['pending', 'sent', 'held', 'failed'] as const;
export const mailMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
export const mailOutboxResponseSchema = z.object({ items: z.array(mailMessageSchema), smtpConfigured: z.boolean() });
export type MailOutboxResponse = z.infer<typeof mailOutboxResponseSchema>;

/** One line of the audit log. The address is never shown, only whether it matched others (its hash). */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.uuid().nullable(), email: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  projectId: z.uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
  addressHash: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * A day for the audit filter: a real calendar date the database can hold. Year 0000 and
 * 9999-12-31 (whose next day is year 10000) are valid ISO dates but not timestamps.
 */
const auditDateSchema = z.iso
  .date('Use a date written as YYYY-MM-DD.')
  .refine((day) => day >= '1970-01-01' && day <= '9998-12-31', 'Use a date between 1970-01-01 and 9998-12-31.');

export const auditListQuerySchema = z
  .object({
    action: z.string().trim().max(80).optional(),
    actor: z.string().trim().max(254).optional(),
    targetType: z.string().trim().max(40).optional(),
    projectId: z.uuid().optional(),
    from: auditDateSchema.optional(),
    to: auditDateSchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export const auditListResponseSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** Field changes as the audit log keeps them: each changed field's value before and after. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export const publishDataItemResponseSchema = z.object({ publishedAt: z.iso.datetime({ offset: true }) });
export type PublishDataItemResponse = z.infer<typeof publishDataItemResponseSchema>;

/**
 * POST /api/auth/password-link/status: whether a set-password or reset link still works, so the
 * page can say so before anyone types a password. Nothing about the account is returned.
 */
export const passwordLinkRequestSchema = z.object({ token: z.string().trim().min(1).max(200), language: z.enum(LANGUAGES).optional() }).strict();
export type PasswordLinkRequest = z.infer<typeof passwordLinkRequestSchema>;
export const passwordLinkStatusResponseSchema = z.object({ valid: z.boolean() });
export type PasswordLinkStatusResponse = z.infer<typeof passwordLinkStatusResponseSchema>;
/**
 * POST /api/auth/password-link/renew: an expired or used link asks for a new one. The answer is
 * the same whatever the link was; a mail goes only to the active account the link was made for.
 */
export const passwordLinkRenewResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type PasswordLinkRenewResponse = z.infer<typeof passwordLinkRenewResponseSchema>;
