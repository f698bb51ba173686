import { humanizeName, scaleOrder, type CsvSummary, type DatasetVariables, type MultiResponseSet, type Variable, type VariableType } from '@swat/shared-contracts';
import { FEW_VALUES, type ColumnProfile, type TableProfile } from './analysable-store';
import type { SourceLabels } from './table-source';

const ID_NAME = /(^|[_\s.-])(id|uuid|respondent|resp|respid|record|serial|case)([_\s.-]?(id|no|number|num))?$/i;
const WEIGHT_NAME = /^(weight|wgt|wt|weighting|final[_\s]?weight|weight[_\s]?final)$/i;
const CODE = /^[A-Za-z]{0,6}[-_]?\d{2,}$/;
const MAX_CATEGORIES = 30;

const allFilled = (p: ColumnProfile, count: number) => p.filled > 0 && count === p.filled;

const digits = (n: number) => String(Math.abs(Math.trunc(n))).length;

/**
 * Unique numbers of one width (five digits or more, e.g. panel numbers 104233 … 987120),
 * in a file big enough that unique values are not chance. Amounts are rounded (they end in 0),
 * numbers that identify people are not.
 */
function isFixedWidthNumber(p: ColumnProfile): boolean {
  if (p.filled < 20 || p.min === null || p.max === null || p.min < 0) return false;
  if (digits(p.min) < 5 || digits(p.min) !== digits(p.max)) return false;
  return !p.values.every((v) => /0$/.test(v.value));
}

/**
 * Unique whole numbers or codes: a respondent or record number. Unique ages in a five-row file
 * are not ids, so the values must also run nearly consecutively unless the name says "id".
 */
export function isIdLike(p: ColumnProfile, rowCount: number): boolean {
  if (p.filled < 3 || p.distinct !== p.filled || p.filled < rowCount * 0.95) return false;
  if (allFilled(p, p.integers) && p.min !== null && p.max !== null) {
    return ID_NAME.test(p.name) || p.max - p.min + 1 <= p.filled * 1.5 || isFixedWidthNumber(p);
  }
  return ID_NAME.test(p.name) || p.values.every((v) => CODE.test(v.value));
}

function detectType(p: ColumnProfile, rowCount: number, labels: SourceLabels | null): VariableType {
  if (p.filled === 0) return 'text';
  if (labels?.weightVariable === p.name || (WEIGHT_NAME.test(p.name) && allFilled(p, p.numbers))) return 'weight';
  if (labels?.valueLabels[p.name]?.length) return 'single';
  if (isIdLike(p, rowCount)) return 'id';
  if (allFilled(p, p.numbers)) return 'numeric';
  if (allFilled(p, p.dates)) return 'date';
  // Few distinct answers, some repeated: a closed question.
  if (p.distinct <= MAX_CATEGORIES && p.distinct < p.filled) return 'single';
  return 'text';
}

/** Groups of 0/1 columns named prefix_1, prefix_2 …: one "choose all that apply" question. */
function detectMultiResponse(columns: readonly ColumnProfile[], labels: SourceLabels | null): MultiResponseSet[] {
  const groups = new Map<string, string[]>();
  for (const p of columns) {
    const m = /^(.+?)[_.](?:r|c)?\d+$/i.exec(p.name);
    const binary = p.filled > 0 && p.values.length <= 2 && p.values.every((v) => v.value === '0' || v.value === '1') && p.distinct <= 2;
    if (!m || !binary) continue;
    const members = groups.get(m[1]!) ?? [];
    members.push(p.name);
    groups.set(m[1]!, members);
  }
  return [...groups]
    .filter(([, members]) => members.length >= 2)
    .map(([prefix, members]) => ({ name: prefix, label: labels?.variableLabels[prefix] ?? humanizeName(prefix), columns: members, countedValue: '1' }));
}

/**
 * A CSV or Excel question's answers in the order a table shows them: a recognised scale's order
 * (agreement, satisfaction, likelihood, frequency, numbered 0–10 …), otherwise natural order, which
 * is code order for codes ("2" before "10") and lets a reader find a name in a list.
 */
function inAnswerOrder(values: readonly string[]): { value: string; label: string }[] {
  const order = scaleOrder(values)?.order ?? [...values].sort(naturalCompare);
  return order.map((value) => ({ value, label: value }));
}

const isCode = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/**
 * A file's value labels (.sav) with the codes that occur unlabelled (a 0–10 scale labels its ends
 * only), all in code order as SPSS lists them, so 1–9 do not trail after 10.
 */
function withUnlabelledCodes(fromFile: readonly { value: string; label: string }[], present: readonly { value: string }[]): { value: string; label: string }[] {
  const known = new Set(fromFile.map((l) => l.value));
  const all = [...fromFile, ...present.filter((v) => !known.has(v.value)).map((v) => ({ value: v.value, label: v.value }))];
  return all.every((l) => isCode(l.value)) ? all.sort((a, b) => Number(a.value) - Number(b.value)) : all;
}

export function detectVariables(header: readonly string[], profile: TableProfile, labels: SourceLabels | null): DatasetVariables {
  const multiResponseSets = detectMultiResponse(profile.columns, labels);
  const inSet = new Set(multiResponseSets.flatMap((s) => s.columns));
  const variables: Variable[] = profile.columns.map((p, i) => {
    const name = header[i]!;
    const type: VariableType = inSet.has(name) ? 'multi' : detectType(p, profile.rowCount, labels);
    const fromFile = labels?.valueLabels[name];
    const few = p.distinct <= FEW_VALUES;
    const valueLabels = fromFile && fromFile.length > 0 ? withUnlabelledCodes(fromFile, few ? p.values : []) : type === 'single' && few ? inAnswerOrder(p.values.map((v) => v.value)) : [];
    return { name, label: labels?.variableLabels[name] ?? humanizeName(name), type, valueLabels, missingValues: labels?.missingValues[name] ?? [], hidden: false, nets: [] };
  });
  const weight = variables.find((v) => v.type === 'weight');
  return { variables, multiResponseSets, weightVariable: weight?.name ?? null, rowCount: profile.rowCount };
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const naturalCompare = (a: string, b: string) => collator.compare(a, b);

/** The upload summary the data view has always shown, now from the engine's profile. */
export function summaryOf(header: readonly string[], profile: TableProfile): CsvSummary {
  return {
    rowCount: profile.rowCount,
    columns: profile.columns.map((p, i) => {
      const type = p.filled > 0 && p.numbers === p.filled ? 'number' : p.filled > 0 && p.dates === p.filled ? 'date' : 'text';
      const top = p.values.slice(0, 10);
      return {
        name: header[i]!,
        type,
        count: p.filled,
        empty: profile.rowCount - p.filled,
        distinct: p.distinct,
        min: type === 'number' ? p.min : type === 'date' ? ([...p.values].map((v) => v.value).sort()[0] ?? null) : null,
        max: type === 'number' ? p.max : type === 'date' ? ([...p.values].map((v) => v.value).sort().at(-1) ?? null) : null,
        mean: type === 'number' && p.mean !== null ? Math.round(p.mean * 1e6) / 1e6 : null,
        topValues: type === 'number' ? [] : top,
      };
    }),
  };
}
