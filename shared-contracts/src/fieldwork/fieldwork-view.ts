import { z } from 'zod';
import { quotaDimensionSchema } from './quotas';

const rate = z.number().min(0).max(1).nullable();

export const fieldworkCellSchema = z.object({
  /** One level code per dimension, in the plan's order. */
  levels: z.array(z.string()),
  target: z.number().int(),
  achieved: z.number().int(),
  /** Completes the plan expects by today (target × share of the planned field period gone); null without planned dates. */
  expected: z.number().nullable(),
  /** Achieved is below 90 % of expected, with completes still to get. */
  behind: z.boolean(),
});
export type FieldworkCell = z.infer<typeof fieldworkCellSchema>;

export const fieldworkDaySchema = z.object({
  date: z.iso.date(),
  completes: z.number().int(),
  screenedOut: z.number().int(),
  qualityRemoved: z.number().int(),
});
export type FieldworkDay = z.infer<typeof fieldworkDaySchema>;

/** The days a projection averages over. */
export const PROJECTION_DAYS = 7;
/** A cell or project counts as behind below this share of what the plan expects by today. */
export const BEHIND_SHARE = 0.9;

/** GET /api/projects/:id/fieldwork: what the client and staff see while fieldwork runs. */
export const fieldworkViewSchema = z.object({
  /** When counts last arrived. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The field period: fieldwork stage dates, else the project's fieldwork dates. */
  start: z.iso.date().nullable(),
  plannedEnd: z.iso.date().nullable(),
  today: z.iso.date(),
  target: z.number().int().nullable(),
  totals: z.object({
    invitations: z.number().int().nullable(),
    completes: z.number().int(),
    screenedOut: z.number().int(),
    qualityRemoved: z.number().int(),
    /** completes ÷ (completes + screened out). */
    incidence: rate,
    medianDurationSeconds: z.number().nullable(),
    /** completes ÷ invitations, when invitations are reported. */
    responseRate: rate,
  }),
  removals: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  daily: z.array(fieldworkDaySchema),
  dimensions: z.array(quotaDimensionSchema),
  cells: z.array(fieldworkCellSchema),
  /** Completes whose quota values match no cell of the plan. */
  outsideQuota: z.number().int(),
  projection: z.object({
    /** Completes a day over the last PROJECTION_DAYS days up to the latest day with data. */
    dailyRate: z.number().nullable(),
    /** When the overall target is (or was) reached at that rate; null when nothing comes in. */
    finish: z.iso.date().nullable(),
    /** The projected finish is after the planned end, or completes are under 90 % of the plan's expectation. */
    behind: z.boolean(),
  }),
});
export type FieldworkView = z.infer<typeof fieldworkViewSchema>;

/** GET /api/fieldwork/behind (staff): projects in field that are behind plan, for the dashboard. */
export const behindProjectsResponseSchema = z.object({
  items: z.array(
    z.object({
      projectId: z.uuid(),
      code: z.string(),
      title: z.string(),
      completes: z.number().int(),
      target: z.number().int().nullable(),
      expected: z.number().nullable(),
      plannedEnd: z.iso.date().nullable(),
      projectedFinish: z.iso.date().nullable(),
      cellsBehind: z.number().int(),
    }),
  ),
});
export type BehindProjectsResponse = z.infer<typeof behindProjectsResponseSchema>;
