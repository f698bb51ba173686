import { boundedIsoDateSchema } from '../text/storable';
import { z } from 'zod';

export const PROJECT_STATUSES = ['draft', 'in_field', 'analysis', 'reporting', 'completed', 'on_hold'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  in_field: 'In field',
  analysis: 'Analysis',
  reporting: 'Reporting',
  completed: 'Completed',
  on_hold: 'On hold',
};

/** e.g. SWR-2026-014 */
export const projectCodeSchema = z
  .string({ error: 'Enter a project code.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, 'Use 3–32 letters, digits and dashes, e.g. SWR-2026-014.');

const isoDate = boundedIsoDateSchema;
const count = (label: string) => z.number({ error: `${label} must be a number.` }).int(`${label} must be a whole number.`).min(0, `${label} cannot be negative.`).max(100_000_000);
const longText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const projectClientSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string(), company: z.string().nullable() });

export const projectSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  title: z.string(),
  client: projectClientSchema,
  /** The client company whose people see the project (`client` is its main contact). */
  company: z.object({ id: z.uuid(), name: z.string() }).nullable().default(null),
  status: projectStatusSchema,
  methodology: z.string().nullable(),
  markets: z.array(z.string()),
  targetSampleSize: z.number().int().nullable(),
  completes: z.number().int(),
  fieldworkStart: z.iso.date().nullable(),
  fieldworkEnd: z.iso.date().nullable(),
  budgetUsd: z.number().int().nullable(),
  description: z.string().nullable(),
  objectives: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Project = z.infer<typeof projectSchema>;

const projectFields = {
  code: projectCodeSchema,
  title: z.string({ error: 'Enter a title.' }).trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  clientId: z.uuid({ error: 'Choose a client.' }),
  /** The company; without a clientId its first lead becomes the main contact. */
  companyId: z.uuid({ error: 'Choose a company.' }),
  status: projectStatusSchema,
  methodology: longText(200),
  markets: z.array(z.string().trim().min(2, 'Name a country or its ISO code.').max(60)).max(60, 'At most 60 markets.'),
  targetSampleSize: count('The target sample size').nullable(),
  completes: count('Completes'),
  fieldworkStart: isoDate.nullable(),
  fieldworkEnd: isoDate.nullable(),
  budgetUsd: z.number({ error: 'The budget must be a number.' }).int('Use whole US dollars.').min(0, 'The budget cannot be negative.').max(2_000_000_000).nullable(),
  description: longText(10_000),
  objectives: longText(10_000),
};

const datesInOrder = (v: { fieldworkStart?: string | null | undefined; fieldworkEnd?: string | null | undefined }) =>
  !v.fieldworkStart || !v.fieldworkEnd || v.fieldworkStart <= v.fieldworkEnd;
const datesMessage = { path: ['fieldworkEnd'], message: 'Fieldwork cannot end before it starts.' };

export const createProjectRequestSchema = z
  .object({
    ...projectFields,
    clientId: projectFields.clientId.optional(),
    companyId: projectFields.companyId.optional(),
    status: projectFields.status.default('draft'),
    methodology: projectFields.methodology.optional(),
    markets: projectFields.markets.default([]),
    targetSampleSize: projectFields.targetSampleSize.optional(),
    completes: projectFields.completes.default(0),
    fieldworkStart: projectFields.fieldworkStart.optional(),
    fieldworkEnd: projectFields.fieldworkEnd.optional(),
    budgetUsd: projectFields.budgetUsd.optional(),
    description: projectFields.description.optional(),
    objectives: projectFields.objectives.optional(),
  })
  .strict()
  .refine((v) => v.clientId !== undefined || v.companyId !== undefined, { path: ['companyId'], message: 'Choose a company.' })
  .refine(datesInOrder, datesMessage);
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;
export type CreateProjectInput = z.input<typeof createProjectRequestSchema>;

export const updateProjectRequestSchema = z
  .object(projectFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' })
  .refine(datesInOrder, datesMessage);
export type UpdateProjectRequest = z.infer<typeof updateProjectRequestSchema>;
export type UpdateProjectInput = z.input<typeof updateProjectRequestSchema>;

export const PROJECT_SORT_FIELDS = ['code', 'title', 'status', 'client', 'fieldworkStart', 'createdAt', 'updatedAt'] as const;
export const projectListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    /** One status or several, comma-separated. */
    status: z
      .string()
      .transform((s) => s.split(',').filter(Boolean))
      .pipe(z.array(projectStatusSchema))
      .optional(),
    clientId: z.uuid().optional(),
    companyId: z.uuid().optional(),
    sort: z.enum(PROJECT_SORT_FIELDS).default('updatedAt'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectListResponseSchema = z.object({
  items: z.array(projectSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Counts by status over the search (not the status filter), for the dashboard's tabs. */
  countsByStatus: z.record(projectStatusSchema, z.number().int()),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const statusChangeSchema = z.object({
  id: z.uuid(),
  fromStatus: projectStatusSchema.nullable(),
  toStatus: projectStatusSchema,
  changedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  changedAt: z.iso.datetime({ offset: true }),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;
export const statusHistoryResponseSchema = z.object({ items: z.array(statusChangeSchema) });
export type StatusHistoryResponse = z.infer<typeof statusHistoryResponseSchema>;
