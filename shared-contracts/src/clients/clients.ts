import { z } from 'zod';
import { companySchema, emailSchema, nameSchema, phoneSchema, publicUserSchema } from '../auth/auth';
import { LANGUAGES } from '../i18n/language';

export const clientAccountSchema = publicUserSchema.extend({
  disabled: z.boolean(),
  projectCount: z.number().int(),
  /** The client company the account belongs to (null only for accounts made before companies). */
  companyId: z.uuid().nullable().default(null),
  companyName: z.string().nullable().default(null),
  /** May invite colleagues and choose which of the company's projects they see. */
  lead: z.boolean().default(false),
  /** Sees every project of the company (false: only those on their list). */
  allProjects: z.boolean().default(true),
  /** Invited, and no password chosen yet: staff may send the invitation again. */
  invitationPending: z.boolean().default(false),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

export const clientListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    includeDisabled: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
    companyId: z.uuid().optional(),
  })
  .strict();
export const clientListResponseSchema = z.object({ items: z.array(clientAccountSchema) });
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

/**
 * POST /api/clients. Nobody chooses or sees a password here: the person gets an invitation mail,
 * in `language`, with a link to choose their own. `companyId` adds them to an existing company;
 * without it a new company is made, named `company` (or the person's name), and they lead it.
 */
export const createClientRequestSchema = z
  .object({
    email: emailSchema,
    name: nameSchema,
    company: companySchema,
    companyId: z.uuid().optional(),
    phone: phoneSchema,
    language: z.enum(LANGUAGES).default('en'),
    lead: z.boolean().optional(),
  })
  .strict();
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;
export type CreateClientInput = z.input<typeof createClientRequestSchema>;
export const createClientResponseSchema = z.object({ client: clientAccountSchema, invitationSent: z.literal(true) });
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;

/** PATCH /api/clients/:id. Disabling signs the client out everywhere. */
export const updateClientRequestSchema = z
  .object({
    disabled: z.boolean().optional(),
    name: nameSchema.optional(),
    company: companySchema,
    phone: phoneSchema,
    email: emailSchema.optional(),
    language: z.enum(LANGUAGES).optional(),
    lead: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;
export type UpdateClientInput = z.input<typeof updateClientRequestSchema>;

/**
 * A new invitation link; the one sent before stops working. Staff send it with
 * POST /api/clients/:id/invitation; a company lead, for a colleague of their company who has not
 * chosen a password yet, with POST /api/company/people/:id/invitation.
 */
export const resendInvitationResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponseSchema>;

/**
 * PUT /api/clients/:id/company (staff): the person moves to another client company. Their access
 * follows: they see all of the new company's projects (its leads may narrow that) and none of the
 * old one's. Leading is per company, so a lead of the old company joins the new one as a
 * colleague. The old company's projects they were the contact of pass to another of its people;
 * when nobody else is left there, the move is refused (409). Naming their current company changes
 * nothing. Answers the account as it now is.
 */
export const CHOOSE_COMPANY_MESSAGE = 'Choose a company.';
export const moveClientRequestSchema = z.object({ companyId: z.uuid(CHOOSE_COMPANY_MESSAGE) }).strict();
export type MoveClientRequest = z.infer<typeof moveClientRequestSchema>;

/** GET /api/companies (staff): the client companies, for the clients screen and the project form. */
export const companySummarySchema = z.object({ id: z.uuid(), name: z.string(), userCount: z.number().int(), projectCount: z.number().int() });
export type CompanySummary = z.infer<typeof companySummarySchema>;
export const companyListResponseSchema = z.object({ items: z.array(companySummarySchema) });
export type CompanyListResponse = z.infer<typeof companyListResponseSchema>;

/** A colleague's projects: all of the company's, or a chosen list (at least one). */
const projectAccessFields = {
  allProjects: z.boolean(),
  projectIds: z.array(z.uuid()).max(500).default([]),
};
const listNotEmpty = (v: { allProjects: boolean; projectIds: string[] }) => v.allProjects || v.projectIds.length > 0;
const listNotEmptyIssue = { path: ['projectIds'], message: 'Choose at least one project, or give access to all of them.' };

/** POST /api/company/people (a company lead): invites a colleague, who gets the invitation mail. */
export const inviteColleagueRequestSchema = z
  .object({ name: nameSchema, email: emailSchema, language: z.enum(LANGUAGES).default('en'), ...projectAccessFields })
  .strict()
  .refine(listNotEmpty, listNotEmptyIssue);
export type InviteColleagueRequest = z.infer<typeof inviteColleagueRequestSchema>;
export type InviteColleagueInput = z.input<typeof inviteColleagueRequestSchema>;

/** PATCH /api/company/people/:id (a company lead): which projects the colleague sees. */
export const updateColleagueRequestSchema = z.object(projectAccessFields).strict().refine(listNotEmpty, listNotEmptyIssue);
export type UpdateColleagueRequest = z.infer<typeof updateColleagueRequestSchema>;
export type UpdateColleagueInput = z.input<typeof updateColleagueRequestSchema>;

export const colleagueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  lead: z.boolean(),
  allProjects: z.boolean(),
  projectIds: z.array(z.uuid()),
  invitationPending: z.boolean(),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

/** GET /api/company/people (a company lead): the company's active people and its projects. */
export const companyPeopleResponseSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string() }),
  people: z.array(colleagueSchema),
  projects: z.array(z.object({ id: z.uuid(), code: z.string(), title: z.string() })),
});
export type CompanyPeopleResponse = z.infer<typeof companyPeopleResponseSchema>;
