import { z } from 'zod';

/** What became of an interview: counted, screened out, or removed by quality control. */
export const INTERVIEW_STATUSES = ['complete', 'screened_out', 'quality_removed'] as const;
export const interviewStatusSchema = z.enum(INTERVIEW_STATUSES);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;

export const MAX_INGEST_RECORDS = 1000;
export const MAX_INGEST_TOTALS = 1000;

const count = z.number().int('Use a whole number.').min(0, 'Cannot be negative.').max(10_000_000, 'Too large.');

/** One interview as a survey platform reports it. The interview id makes a repeat harmless. */
export const interviewRecordSchema = z
  .object({
    interviewId: z.string().trim().min(1, 'Give the interview id.').max(100, 'At most 100 characters.'),
    completedAt: z.iso.datetime({ offset: true, error: 'Use an ISO date-time with a time zone, e.g. 2026-11-27T14:05:00+04:00.' }),
    status: interviewStatusSchema,
    /** Why quality control removed it (speeding, straight-lining, duplicate, …): required for quality_removed. */
    reason: z.string().trim().min(1).max(120, 'At most 120 characters.').optional(),
    durationSeconds: z.number().int('Use whole seconds.').min(0, 'Cannot be negative.').max(86_400, 'At most a day.').optional(),
    /** The quota variables: dimension key → level code. */
    quota: z.record(z.string().max(40), z.union([z.string().max(60), z.number()])).default({}),
  })
  .strict()
  .refine((r) => r.status !== 'quality_removed' || r.reason !== undefined, { path: ['reason'], message: 'Say why the interview was removed.' });
export type InterviewRecord = z.infer<typeof interviewRecordSchema>;
export type InterviewRecordInput = z.input<typeof interviewRecordSchema>;

/** A day's totals, for the whole sample or for one quota cell, for platforms that report counts. */
export const dailyTotalSchema = z
  .object({
    date: z.iso.date({ error: 'Use a date like 2026-11-27.' }),
    /** dimension key → level code; left out for the whole sample. */
    cell: z.record(z.string().max(40), z.union([z.string().max(60), z.number()])).default({}),
    completes: count,
    screenedOut: count.default(0),
    qualityRemoved: count.default(0),
    invitations: count.optional(),
    /** Quality removals by reason; they add up to qualityRemoved. */
    removalReasons: z.record(z.string().trim().min(1).max(120), count).optional(),
  })
  .strict();
export type DailyTotal = z.infer<typeof dailyTotalSchema>;
export type DailyTotalInput = z.input<typeof dailyTotalSchema>;

/**
 * POST /api/ingest/v1/fieldwork, with `Authorization: Bearer <project key>`. Records and totals are
 * checked one by one: with onError 'reject_batch' (the default) one bad entry stores nothing;
 * with 'keep_valid' the good ones are stored and the bad ones named.
 */
export const ingestRequestSchema = z
  .object({
    records: z.array(z.unknown()).max(MAX_INGEST_RECORDS, `At most ${MAX_INGEST_RECORDS} records a request.`).default([]),
    dailyTotals: z.array(z.unknown()).max(MAX_INGEST_TOTALS, `At most ${MAX_INGEST_TOTALS} daily totals a request.`).default([]),
    onError: z.enum(['reject_batch', 'keep_valid']).default('reject_batch'),
  })
  .strict()
  .refine((b) => b.records.length + b.dailyTotals.length > 0, { path: ['records'], message: 'Send at least one record or daily total.' });
export type IngestRequest = z.input<typeof ingestRequestSchema>;

export const ingestProblemSchema = z.object({
  /** Which list and which entry (0-based) of the request. */
  list: z.enum(['records', 'dailyTotals']),
  index: z.number().int(),
  interviewId: z.string().nullable(),
  field: z.string(),
  message: z.string(),
});
export type IngestProblem = z.infer<typeof ingestProblemSchema>;

export const ingestResponseSchema = z.object({
  /** New or changed entries written. */
  stored: z.number().int(),
  /** Entries that were already stored exactly so (a batch posted again). */
  unchanged: z.number().int(),
  rejected: z.array(ingestProblemSchema),
  /** With problems: whether the good entries were kept. */
  batchKept: z.boolean(),
  message: z.string(),
});
export type IngestResponse = z.infer<typeof ingestResponseSchema>;

/** A platform's key for one project's fieldwork. The secret is shown once, at creation. */
export const ingestKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the secret, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type IngestKey = z.infer<typeof ingestKeySchema>;
export const ingestKeyListResponseSchema = z.object({ items: z.array(ingestKeySchema) });
export type IngestKeyListResponse = z.infer<typeof ingestKeyListResponseSchema>;
export const createIngestKeyRequestSchema = z.object({ name: z.string().trim().min(1, 'Name the key (e.g. the platform).').max(80, 'At most 80 characters.') }).strict();
export type CreateIngestKeyInput = z.input<typeof createIngestKeyRequestSchema>;
export const createIngestKeyResponseSchema = z.object({ key: ingestKeySchema, secret: z.string() });
export type CreateIngestKeyResponse = z.infer<typeof createIngestKeyResponseSchema>;

/** POST /api/projects/:id/fieldwork/from-dataset (staff): completes read from an uploaded dataset. */
export const fieldworkFromDatasetRequestSchema = z
  .object({
    dataItemId: z.uuid({ error: 'Choose a dataset.' }),
    idVariable: z.string().min(1, 'Choose the variable that identifies a respondent.').max(200),
    completedAtVariable: z.string().max(200).nullable().default(null),
    durationVariable: z.string().max(200).nullable().default(null),
    /** dimension key → the dataset's variable holding its level codes. */
    dimensions: z.record(z.string().max(40), z.string().min(1).max(200)),
  })
  .strict();
export type FieldworkFromDatasetRequest = z.input<typeof fieldworkFromDatasetRequestSchema>;
