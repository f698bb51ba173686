import { z } from 'zod';

/**
 * Survey analysis of a dataset data item: variables (what each column means) and the
 * results built from them (frequencies, crosstabs with significance letters).
 */
export const VARIABLE_TYPES = ['single', 'multi', 'numeric', 'id', 'date', 'text', 'weight'] as const;
export const variableTypeSchema = z.enum(VARIABLE_TYPES);
export type VariableType = z.infer<typeof variableTypeSchema>;

export const VARIABLE_TYPE_LABELS: Record<VariableType, string> = {
  single: 'Single choice',
  multi: 'Multi-response (member)',
  numeric: 'Numeric',
  id: 'Identifier',
  date: 'Date',
  text: 'Open text',
  weight: 'Weight',
};

export const valueLabelSchema = z.object({ value: z.string().max(200), label: z.string().max(300) });
export type ValueLabel = z.infer<typeof valueLabelSchema>;

/**
 * A net: several categories of one question counted together ("Top-2 box": Agree or Strongly
 * agree). It is shown, tabulated and tested like any category; a respondent counts once.
 */
export const netSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** Member codes (values), in no particular order. */
  values: z.array(z.string().max(200)).min(1).max(200),
});
export type Net = z.infer<typeof netSchema>;
export const MAX_NETS = 20;

export const variableSchema = z.object({
  /** The column's raw name in the file. */
  name: z.string(),
  /** What a reader sees: the file's label, or the name made readable. */
  label: z.string().max(300),
  type: variableTypeSchema,
  /**
   * Codes and their labels, in the order tables show them (categoricals): the file's code order
   * (.sav), a recognised scale's order (see category-order.ts), or the order staff set.
   */
  valueLabels: z.array(valueLabelSchema).max(500),
  /** Nets staff defined on this question (single choice only); older definitions have none. */
  nets: z.array(netSchema).max(MAX_NETS).default([]),
  /** Codes that count as no answer (besides empty cells). */
  missingValues: z.array(z.string().max(200)).max(50),
  /** Hidden from clients. */
  hidden: z.boolean(),
});
export type Variable = z.infer<typeof variableSchema>;

/** Several 0/1 (or code) columns read as one question: "which of these … (choose all)". */
export const multiResponseSetSchema = z.object({
  name: z.string().min(1).max(200),
  label: z.string().max(300),
  columns: z.array(z.string()).min(2).max(200),
  /** The value that means "chosen". */
  countedValue: z.string().max(50),
});
export type MultiResponseSet = z.infer<typeof multiResponseSetSchema>;

export const datasetVariablesSchema = z.object({
  variables: z.array(variableSchema),
  multiResponseSets: z.array(multiResponseSetSchema),
  /** The variable used when weighting is switched on. */
  weightVariable: z.string().nullable(),
  rowCount: z.number().int(),
});
export type DatasetVariables = z.infer<typeof datasetVariablesSchema>;

/** PUT …/variables (staff): the whole definition at once, checked against the file's columns. */
export const updateDatasetVariablesSchema = datasetVariablesSchema
  .omit({ rowCount: true, variables: true })
  .extend({
    /** A variable sent without `nets` keeps the nets it has (API clients written before nets). */
    variables: z.array(variableSchema.extend({ nets: z.array(netSchema).max(MAX_NETS).optional() })),
  })
  .strict();
export type UpdateDatasetVariables = z.infer<typeof updateDatasetVariablesSchema>;

/** A filter as sent in a query string: `variable=value1|value2` (repeatable, all must hold). */
export interface ResultFilter {
  variable: string;
  values: string[];
}

/**
 * `weight=1` weights the results, `weight=0` does not; without it a dataset with a weight variable
 * is weighted (figures a reader quotes should be the weighted ones) and one without is not.
 */
export const resultQuerySchema = z
  .object({
    weight: z.enum(['0', '1']).optional(),
  })
  .loose();

/** A row of a frequency or crosstab: an answer category (or multi-response member), or a net of categories. */
export const RESULT_ROW_KINDS = ['category', 'net'] as const;
export const resultRowKindSchema = z.enum(RESULT_ROW_KINDS);
export type ResultRowKind = z.infer<typeof resultRowKindSchema>;

export const frequencyRowSchema = z.object({
  kind: resultRowKindSchema,
  /** The code; for a net, its name. */
  value: z.string(),
  label: z.string(),
  count: z.number(),
  /** Weighted count when weighting is on; equals count otherwise. */
  weighted: z.number(),
  percent: z.number(),
});
export type FrequencyRow = z.infer<typeof frequencyRowSchema>;

export const numericStatsSchema = z.object({
  mean: z.number().nullable(),
  median: z.number().nullable(),
  stdDev: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Equal-width bins with round edges: [from, to). */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
});
export type NumericStats = z.infer<typeof numericStatsSchema>;

export const frequencyResponseSchema = z.object({
  variable: z.string(),
  label: z.string(),
  type: variableTypeSchema,
  weighted: z.boolean(),
  /** The variable the figures are weighted by; null when they are not. */
  weightVariable: z.string().nullable(),
  filters: z.array(z.object({ variable: z.string(), values: z.array(z.string()) })),
  /** Respondents with an answer (unweighted), and weighted. */
  base: z.number(),
  weightedBase: z.number(),
  missing: z.number(),
  rows: z.array(frequencyRowSchema),
  stats: numericStatsSchema.nullable(),
  notes: z.array(z.string()),
});
export type FrequencyResponse = z.infer<typeof frequencyResponseSchema>;

export const crosstabColumnSchema = z.object({
  /** null for Total. */
  variable: z.string().nullable(),
  variableLabel: z.string(),
  value: z.string().nullable(),
  label: z.string(),
  /** Column letter for significance (null for Total). */
  letter: z.string().nullable(),
  base: z.number(),
  weightedBase: z.number(),
  effectiveBase: z.number(),
  lowBase: z.boolean(),
});
export type CrosstabColumn = z.infer<typeof crosstabColumnSchema>;

export const crosstabCellSchema = z.object({
  count: z.number(),
  weighted: z.number(),
  percent: z.number(),
  /** Letters of the columns (same banner variable) this one is significantly higher than, at 95%. */
  higherThan: z.array(z.string()),
});
export type CrosstabCell = z.infer<typeof crosstabCellSchema>;

export const crosstabResponseSchema = z.object({
  row: z.object({ variable: z.string(), label: z.string(), type: variableTypeSchema }),
  banner: z.array(z.string()),
  weighted: z.boolean(),
  /** The variable the figures are weighted by; null when they are not. */
  weightVariable: z.string().nullable(),
  filters: z.array(z.object({ variable: z.string(), values: z.array(z.string()) })),
  columns: z.array(crosstabColumnSchema),
  /** Categories (or members) in order, then the question's nets; a net is tested like a category. */
  rows: z.array(z.object({ kind: resultRowKindSchema, value: z.string(), label: z.string(), cells: z.array(crosstabCellSchema) })),
  notes: z.array(z.string()),
});
export type CrosstabResponse = z.infer<typeof crosstabResponseSchema>;

/** Columns with fewer respondents than this get a warning and no significance test. */
export const LOW_BASE = 30;
export const MAX_BANNER_VARIABLES = 5;

/** `weekly_grocery_spend_aed` → 'Weekly grocery spend (AED)'. */
const UNITS: Record<string, string> = { aed: 'AED', usd: 'USD', sar: 'SAR', eur: 'EUR', gbp: 'GBP', pct: '%', km: 'km', kg: 'kg', min: 'minutes', hrs: 'hours', yrs: 'years' };
const ACRONYMS = new Set(['id', 'uae', 'ksa', 'gcc', 'nps', 'csat', 'sku', 'url', 'usd', 'aed', 'uk', 'us', 'tv', 'ai']);
export function humanizeName(raw: string): string {
  const words = raw
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  if (words.length === 0) return raw;
  let unit: string | null = null;
  const last = words[words.length - 1]!.toLowerCase();
  if (words.length > 1 && UNITS[last]) {
    unit = UNITS[last]!;
    words.pop();
  }
  const text = words
    .map((w, i) => {
      const lower = w.toLowerCase();
      if (ACRONYMS.has(lower)) return lower.toUpperCase();
      if (/^[A-Z0-9]+$/.test(w) && w.length <= 4 && /[A-Z]/.test(w)) return w;
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
  return unit ? `${text} (${unit})` : text;
}
