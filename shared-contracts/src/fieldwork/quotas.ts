import { z } from 'zod';

export const MAX_QUOTA_DIMENSIONS = 3;
export const MAX_QUOTA_LEVELS = 30;
export const MAX_QUOTA_CELLS = 500;

const count = (label: string) =>
  z.number({ error: `${label} must be a number.` }).int(`${label} must be a whole number.`).min(0, `${label} cannot be negative.`).max(10_000_000, `${label} is too large.`);

// Empty means "none": a form's untouched field, not a label.
const arabicLabel = z
  .string()
  .trim()
  .max(120, 'At most 120 characters.')
  .transform((v) => (v ? v : undefined))
  .optional();

/** A dimension's or level's label in the reader's language (Arabic falls back to the label staff wrote). */
export const quotaLabel = (item: { label: string; labelAr?: string | undefined }, language: 'en' | 'ar'): string => (language === 'ar' && item.labelAr ? item.labelAr : item.label);

export const quotaLevelSchema = z.object({
  /** The value survey platforms send for this level (matched without regard to case or spaces at the ends). */
  code: z.string().trim().min(1, 'Give each level a code.').max(60, 'At most 60 characters.'),
  label: z.string().trim().min(1, 'Give each level a label.').max(120, 'At most 120 characters.'),
  /** What Arabic readers see; the label when absent. */
  labelAr: arabicLabel,
});
export type QuotaLevel = z.infer<typeof quotaLevelSchema>;

export const quotaDimensionSchema = z.object({
  /** The field name records carry in `quota` (e.g. city, gender, age_band). */
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lower-case letters, digits and _ (e.g. age_band).'),
  label: z.string().trim().min(1, 'Give the dimension a label.').max(120, 'At most 120 characters.'),
  labelAr: arabicLabel,
  levels: z.array(quotaLevelSchema).min(1, 'Add at least one level.').max(MAX_QUOTA_LEVELS, `At most ${MAX_QUOTA_LEVELS} levels.`),
});
export type QuotaDimension = z.infer<typeof quotaDimensionSchema>;

export const quotaCellSchema = z.object({
  /** One level code per dimension, in the dimensions' order. */
  levels: z.array(z.string().trim().min(1)).max(MAX_QUOTA_DIMENSIONS),
  target: count('A target'),
});
export type QuotaCell = z.infer<typeof quotaCellSchema>;

const norm = (code: string) => code.trim().toLowerCase();

/** PUT /api/projects/:id/quotas (staff): the whole plan at once; editable while fieldwork runs. */
export const quotaPlanSchema = z
  .object({
    overallTarget: count('The overall target').min(1, 'The overall target must be at least 1.'),
    dimensions: z.array(quotaDimensionSchema).max(MAX_QUOTA_DIMENSIONS, `At most ${MAX_QUOTA_DIMENSIONS} dimensions.`),
    cells: z.array(quotaCellSchema).max(MAX_QUOTA_CELLS, `At most ${MAX_QUOTA_CELLS} cells.`),
  })
  .strict()
  .superRefine((plan, ctx) => {
    const keys = plan.dimensions.map((d) => d.key);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i) ctx.addIssue({ code: 'custom', path: ['dimensions', i, 'key'], message: 'Each dimension needs its own key.' });
    });
    plan.dimensions.forEach((d, di) => {
      const codes = d.levels.map((l) => norm(l.code));
      codes.forEach((code, li) => {
        if (codes.indexOf(code) !== li) ctx.addIssue({ code: 'custom', path: ['dimensions', di, 'levels', li, 'code'], message: 'Each level needs its own code.' });
      });
    });
    const seen = new Set<string>();
    plan.cells.forEach((cell, ci) => {
      if (cell.levels.length !== plan.dimensions.length) {
        ctx.addIssue({ code: 'custom', path: ['cells', ci, 'levels'], message: `A cell names one level of each of the ${plan.dimensions.length} dimensions.` });
        return;
      }
      cell.levels.forEach((code, di) => {
        if (!plan.dimensions[di]!.levels.some((l) => norm(l.code) === norm(code))) {
          ctx.addIssue({ code: 'custom', path: ['cells', ci, 'levels', di], message: `${code} is not a level of ${plan.dimensions[di]!.label}.` });
        }
      });
      const key = cell.levels.map(norm).join('\u0000');
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['cells', ci, 'levels'], message: 'This cell is listed twice.' });
      seen.add(key);
    });
  });
export type QuotaPlan = z.infer<typeof quotaPlanSchema>;
export type QuotaPlanInput = z.input<typeof quotaPlanSchema>;

export const quotaPlanResponseSchema = z.object({
  plan: quotaPlanSchema.nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type QuotaPlanResponse = z.infer<typeof quotaPlanResponseSchema>;

/** The code a platform sent, as plans match it. */
export const quotaCode = norm;

/** A cell's level labels, in the plan's dimension order and the reader's language (the code when a level is unknown). */
export const quotaCellLabels = (dimensions: readonly Pick<QuotaDimension, 'levels'>[], cellLevels: readonly string[], language: 'en' | 'ar'): string[] =>
  cellLevels.map((code, i) => {
    const level = dimensions[i]?.levels.find((l) => norm(l.code) === norm(code));
    return level ? quotaLabel(level, language) : code;
  });
