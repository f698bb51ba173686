import { formatNumber, type DatasetVariables, type Language, type ResultFilter, type Variable } from '@swat/shared-contracts';

export interface ResultSpec {
  filters: ResultFilter[];
  weighted: boolean;
}

const search = (params: [string, string][]) => new URLSearchParams(params).toString();

/** Weighting is always asked for in so many words: the bff's default (weighted when it can be) never decides a table behind the reader's back. */
function common(spec: ResultSpec): [string, string][] {
  return [...spec.filters.map((f): [string, string] => ['filter', `${f.variable}=${f.values.join('|')}`]), ['weight', spec.weighted ? '1' : '0']];
}

/** Results open weighted whenever the dataset has a weight: the figures a reader quotes should be the weighted ones. */
export const initialSpec = (def: DatasetVariables): ResultSpec => ({ filters: [], weighted: def.weightVariable !== null });

/** The weight variable's label, for "Weighted by …". */
export const weightLabel = (def: DatasetVariables): string | null => (def.weightVariable ? (def.variables.find((v) => v.name === def.weightVariable)?.label ?? def.weightVariable) : null);

export const frequencyUrl = (base: string, variable: string, spec: ResultSpec) => `${base}/results/frequency?${search([['variable', variable], ...common(spec)])}`;

export const crosstabParams = (row: string, banner: readonly string[], spec: ResultSpec): [string, string][] => [['row', row], ...banner.map((b): [string, string] => ['banner', b]), ...common(spec)];

export const crosstabUrl = (base: string, row: string, banner: readonly string[], spec: ResultSpec) => `${base}/results/crosstab?${search(crosstabParams(row, banner, spec))}`;

export const exportUrl = (base: string, kind: 'xlsx' | 'csv' | 'pptx', params: [string, string][]) => `${base}/results/export.${kind}?${search(params)}`;

/** Questions a reader picks from: categorical and numeric variables and multi-response sets, never ids, weights or free text. */
export function questionsOf(def: DatasetVariables): { name: string; label: string; kind: 'single' | 'multi' | 'numeric' }[] {
  return [
    ...def.variables.filter((v) => v.type === 'single' || v.type === 'numeric').map((v) => ({ name: v.name, label: v.label, kind: v.type as 'single' | 'numeric' })),
    ...def.multiResponseSets.map((s) => ({ name: s.name, label: s.label, kind: 'multi' as const })),
  ];
}

/** The question to open with: the first categorical one, else the first numeric; never an id column. */
export function defaultQuestion(def: DatasetVariables): string | null {
  const qs = questionsOf(def);
  return (qs.find((q) => q.kind === 'single') ?? qs[0])?.name ?? null;
}

export const bannerCandidates = (def: DatasetVariables): Variable[] => def.variables.filter((v) => v.type === 'single' && v.valueLabels.length >= 2 && v.valueLabels.length <= 12);

/** Percent with one decimal, as tables print it. */
export const pct = (n: number) => `${n.toFixed(n >= 99.95 || n === 0 ? 0 : 1)}%`;
/** A count as tables print it in `language`: grouped, a weighted one with one decimal. */
export const count = (n: number, language: Language = 'en') => formatNumber(n, language, Number.isInteger(n) ? {} : { maximumFractionDigits: 1 });

/** A histogram bin's edges as printed: every decimal the edges have (0.25–0.5, not 0.3–0.5), thousands grouped. */
export const binLabel = (from: number, to: number, language: Language = 'en') => {
  const edge = (n: number) => formatNumber(n, language, { maximumFractionDigits: 6 });
  return `${edge(from)}–${edge(to)}`;
};
