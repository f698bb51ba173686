import { LOW_BASE, type CrosstabCell, type Net, type ResultRowKind, type CrosstabColumn, type CrosstabResponse, type DatasetVariables, type FrequencyResponse, type FrequencyRow, type MultiResponseSet, type NumericStats, type ResultFilter, type Variable } from '@swat/shared-contracts';
import { ApiError } from '../../http/errors';
import { bffMessages } from '../../i18n/messages';
import { col } from './analysable-store';
import { literal, type AnalysisEngine, type SqlValue } from './engine';
import { columnLetter, compareColumns, effectiveBase, roundStep } from './significance';
import { naturalCompare } from './variables';

/** One dataset as the result builders see it: its analysable copy and what its columns mean. */
export interface DatasetHandle {
  file: string;
  header: readonly string[];
  definition: DatasetVariables;
  /** Staff see hidden variables; clients do not. */
  includeHidden: boolean;
}

/** The bff's messages in the reader's language: results' notes and labels are written in it. */
export type ResultWords = ReturnType<typeof bffMessages>['t'];
const english: ResultWords = bffMessages('en').t;
/** An open question lists its most frequent answers only. */
const TOP_ANSWERS = 50;

class Params {
  readonly values: SqlValue[] = [];
  add(value: SqlValue) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const CATEGORICAL = new Set(['single']);
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

function variableOf(ds: DatasetHandle, name: string, t: ResultWords): { variable: Variable; index: number } {
  const index = ds.header.indexOf(name);
  const variable = ds.definition.variables.find((v) => v.name === name);
  if (index < 0 || !variable || (variable.hidden && !ds.includeHidden)) throw new ApiError(400, t('api.results.noVariable', { name }), { fieldErrors: { variable: [t('api.results.noVariable', { name })] } });
  return { variable, index };
}

function setOf(ds: DatasetHandle, name: string): MultiResponseSet | null {
  return ds.definition.multiResponseSets.find((s) => s.name === name) ?? null;
}

/** The SQL condition "this cell holds an answer": not empty and not a declared missing code. */
function validCondition(ds: DatasetHandle, name: string, params: Params, t: ResultWords): string {
  const { variable, index } = variableOf(ds, name, t);
  const c = col(index);
  return variable.missingValues.length > 0 ? `(${c} <> '' and ${c} not in (${variable.missingValues.map((m) => params.add(m)).join(', ')}))` : `${c} <> ''`;
}

function filterCondition(ds: DatasetHandle, filters: readonly ResultFilter[], params: Params, t: ResultWords): string {
  const parts = filters.map((f) => {
    const { index } = variableOf(ds, f.variable, t);
    if (f.values.length === 0) throw new ApiError(400, t('api.results.filterNoValue', { variable: f.variable }));
    return `${col(index)} in (${f.values.map((v) => params.add(v)).join(', ')})`;
  });
  return parts.length > 0 ? parts.join(' and ') : 'true';
}

function weightExpression(ds: DatasetHandle, weighted: boolean): string {
  if (!weighted) return '1.0';
  const name = ds.definition.weightVariable;
  if (!name) throw new ApiError(409, 'This dataset has no weight variable. Staff can mark one in the variable settings.');
  const index = ds.header.indexOf(name);
  if (index < 0) throw new ApiError(409, 'The weight variable is not in the file.');
  // A respondent without a usable weight counts for nothing rather than for one.
  return `coalesce(greatest(num(${col(index)}), 0), 0)`;
}

/** A question's nets over the categories it has, each a respondent counts in once (single choice: categories exclude each other). */
const netsOf = (variable: Variable): Net[] => (variable.type === 'single' ? variable.nets : []);

/** Adds up the counts of a net's member categories. */
function netCount(net: Net, count: (value: string) => { n: number; w: number } | undefined): { n: number; w: number } {
  let n = 0;
  let w = 0;
  for (const value of new Set(net.values)) {
    const c = count(value);
    if (c) {
      n += c.n;
      w += c.w;
    }
  }
  return { n, w };
}

const labelOf = (variable: Variable, value: string) => variable.valueLabels.find((l) => l.value === value)?.label ?? value;

/** Codes in the order the variable defines, then any others in natural order. */
function orderedValues(variable: Variable, present: Iterable<string>): string[] {
  const known = variable.valueLabels.map((l) => l.value);
  const rest = [...new Set(present)].filter((v) => !known.includes(v)).sort(naturalCompare);
  return [...known, ...rest];
}

function describeFilters(ds: DatasetHandle, filters: readonly ResultFilter[], t: ResultWords): string {
  return filters
    .map((f) => {
      const { variable } = variableOf(ds, f.variable, t);
      return `${variable.label} = ${f.values.map((v) => labelOf(variable, v)).join(t('results.or'))}`;
    })
    .join('; ');
}

function commonNotes(ds: DatasetHandle, filters: readonly ResultFilter[], weighted: boolean, t: ResultWords): string[] {
  const notes: string[] = [];
  if (filters.length > 0) notes.push(t('results.note.filtered', { filters: describeFilters(ds, filters, t) }));
  if (weighted) {
    const w = ds.definition.variables.find((v) => v.name === ds.definition.weightVariable);
    notes.push(t('results.note.weighted', { weight: w?.label ?? ds.definition.weightVariable ?? '' }));
  }
  return notes;
}

const from = (ds: DatasetHandle) => `read_parquet(${literal(ds.file)})`;

export async function frequency(engine: AnalysisEngine, ds: DatasetHandle, name: string, filters: readonly ResultFilter[], weighted: boolean, t: ResultWords = english): Promise<FrequencyResponse> {
  const set = setOf(ds, name);
  const notes = commonNotes(ds, filters, weighted, t);
  const params = new Params();
  const where = filterCondition(ds, filters, params, t);
  const w = weightExpression(ds, weighted);
  const base = { variable: name, weighted, weightVariable: weighted ? ds.definition.weightVariable : null, filters: filters.map((f) => ({ variable: f.variable, values: [...f.values] })) };

  if (set) {
    const members = set.columns.map((m) => variableOf(ds, m, t));
    const anyValid = members.map((m) => validCondition(ds, m.variable.name, params, t)).join(' or ');
    const counted = params.add(set.countedValue);
    const parts = members.map((m, k) => `count(*) filter (where ${col(m.index)} = ${counted}) as n${k}, coalesce(sum(${w}) filter (where ${col(m.index)} = ${counted}), 0) as w${k}`);
    const [row] = await engine.all(
      `select count(*) filter (where ${anyValid}) as base, coalesce(sum(${w}) filter (where ${anyValid}), 0) as wbase, count(*) as total, ${parts.join(', ')} from ${from(ds)} where ${where}`,
      params.values,
    );
    const r = row!;
    const wbase = num(r.wbase);
    const rows: FrequencyRow[] = members.map((m, k) => ({ kind: 'category', value: m.variable.name, label: m.variable.label, count: num(r[`n${k}`]), weighted: num(r[`w${k}`]), percent: wbase > 0 ? (num(r[`w${k}`]) / wbase) * 100 : 0 }));
    notes.push(t('results.note.multi'));
    if (num(r.base) < LOW_BASE) notes.push(t('results.note.lowBase', { min: LOW_BASE }));
    return { ...base, label: set.label, type: 'multi', base: num(r.base), weightedBase: wbase, missing: num(r.total) - num(r.base), rows, stats: null, notes };
  }

  const { variable, index } = variableOf(ds, name, t);
  const c = col(index);
  const valid = validCondition(ds, name, params, t);
  if (variable.type === 'numeric' || variable.type === 'weight') {
    const [s] = await engine.all(
      `with x as (select case when ${valid} then num(${c}) end as x, ${w} as w from ${from(ds)} where ${where})
       select count(*) as total, count(x) as n, avg(x) as mean, median(x) as median, stddev_samp(x) as sd, min(x) as min, max(x) as max,
              sum(w) filter (where x is not null) as sw, sum(w * x) as swx, sum(w * x * x) as swxx
       from x`,
      params.values,
    );
    const st = s!;
    const n = num(st.n);
    const total = st.total;
    const sw = num(st.sw);
    const mean = n === 0 ? null : weighted ? (sw > 0 ? num(st.swx) / sw : null) : num(st.mean);
    const sd = n < 2 ? null : weighted ? (sw > 1 ? Math.sqrt(Math.max(0, (num(st.swxx) - num(st.swx) ** 2 / sw) / (sw - 1))) : null) : num(st.sd);
    const min = n === 0 ? null : num(st.min);
    const max = n === 0 ? null : num(st.max);
    let histogram: NumericStats['histogram'] = [];
    if (min !== null && max !== null) {
      const step = roundStep(max - min);
      const start = Math.floor(min / step) * step;
      const bins = await engine.all(
        `select floor((num(${c}) - ${start}) / ${step}) as bin, count(*) as n, sum(${w}) as w from ${from(ds)} where ${where} and ${valid} and num(${c}) is not null group by 1 order by 1`,
        params.values,
      );
      const last = Math.max(0, Math.floor((max - start) / step));
      const byBin = new Map(bins.map((b) => [num(b.bin), weighted ? num(b.w) : num(b.n)]));
      histogram = Array.from({ length: last + 1 }, (_, i) => ({ from: round(start + i * step), to: round(start + (i + 1) * step), count: byBin.get(i) ?? 0 }));
    }
    if (weighted) notes.push(t('results.note.medianUnweighted'));
    if (n < LOW_BASE) notes.push(t('results.note.lowBase', { min: LOW_BASE }));
    return { ...base, label: variable.label, type: variable.type, base: n, weightedBase: sw, missing: num(total) - n, rows: [], stats: { mean, median: n === 0 ? null : num(st.median), stdDev: sd, min, max, histogram }, notes };
  }

  const counts = await engine.all(`select ${c} as v, ${valid} as ok, count(*) as n, sum(${w}) as w from ${from(ds)} where ${where} group by 1, 2`, params.values);
  const validRows = counts.filter((r) => r.ok === true);
  const baseN = validRows.reduce((s, r) => s + num(r.n), 0);
  const baseW = validRows.reduce((s, r) => s + num(r.w), 0);
  const missing = counts.filter((r) => r.ok !== true).reduce((s, r) => s + num(r.n), 0);
  const byValue = new Map(validRows.map((r) => [String(r.v), r]));
  const rows: FrequencyRow[] = orderedValues(variable, byValue.keys()).map((value) => {
    const r = byValue.get(value);
    const wv = num(r?.w);
    return { kind: 'category', value, label: labelOf(variable, value), count: num(r?.n), weighted: wv, percent: baseW > 0 ? (wv / baseW) * 100 : 0 };
  });
  const nets = netsOf(variable);
  for (const net of nets) {
    const c = netCount(net, (value) => {
      const r = byValue.get(value);
      return r ? { n: num(r.n), w: num(r.w) } : undefined;
    });
    rows.push({ kind: 'net', value: net.name, label: net.name, count: c.n, weighted: c.w, percent: baseW > 0 ? (c.w / baseW) * 100 : 0 });
  }
  if (nets.length > 0) notes.push(t('results.note.nets'));
  if (!CATEGORICAL.has(variable.type) && rows.length > TOP_ANSWERS) {
    rows.sort((a, b) => b.count - a.count);
    rows.length = TOP_ANSWERS;
    notes.push(t('results.note.topAnswers', { count: TOP_ANSWERS }));
  }
  if (baseN < LOW_BASE) notes.push(t('results.note.lowBase', { min: LOW_BASE }));
  return { ...base, label: variable.label, type: variable.type, base: baseN, weightedBase: baseW, missing, rows, stats: null, notes };
}

const round = (n: number) => Math.round(n * 1e9) / 1e9;

interface Group {
  /** -1 for Total, else the banner variable's position. */
  banner: number;
  value: string | null;
  n: number;
  w: number;
  w2: number;
  /** Per row value (or member): count and weighted count. */
  cells: Map<string, { n: number; w: number }>;
}

export async function crosstab(
  engine: AnalysisEngine,
  ds: DatasetHandle,
  rowName: string,
  bannerNames: readonly string[],
  filters: readonly ResultFilter[],
  weighted: boolean,
  t: ResultWords = english,
): Promise<CrosstabResponse> {
  const set = setOf(ds, rowName);
  const banner = bannerNames.map((b) => {
    const found = variableOf(ds, b, t);
    if (found.variable.type !== 'single') throw new ApiError(400, t('api.results.bannerNotSingle', { label: found.variable.label }), { fieldErrors: { banner: [t('api.results.bannerChooseSingle')] } });
    return found;
  });
  const params = new Params();
  const where = filterCondition(ds, filters, params, t);
  const w = weightExpression(ds, weighted);
  const bannerCols = banner.map((b, j) => `case when ${validCondition(ds, b.variable.name, params, t)} then ${col(b.index)} end as b${j}`);
  const sets = ['()', ...banner.map((_, j) => `(b${j})`)];
  const groupingCols = banner.map((_, j) => `b${j}, grouping(b${j}) as g${j}`);
  const groups: Group[] = [];

  let rowVariable: { label: string; type: CrosstabResponse['row']['type'] };
  let rowKeys: { kind: ResultRowKind; value: string; label: string; members: readonly string[] }[];

  const toGroups = (records: Record<string, unknown>[], cellsOf: (r: Record<string, unknown>) => [string, { n: number; w: number }][]) => {
    for (const r of records) {
      const j = banner.findIndex((_, k) => num(r[`g${k}`]) === 0);
      const value = j < 0 ? null : r[`b${j}`];
      if (j >= 0 && (value === null || value === undefined)) continue; // no answer to that banner question
      let g = groups.find((x) => x.banner === j && x.value === (value === null ? null : String(value)));
      if (!g) {
        g = { banner: j, value: value === null ? null : String(value), n: 0, w: 0, w2: 0, cells: new Map() };
        groups.push(g);
      }
      g.n += num(r.n);
      g.w += num(r.w);
      g.w2 += num(r.ww);
      for (const [key, cell] of cellsOf(r)) {
        const prev = g.cells.get(key) ?? { n: 0, w: 0 };
        g.cells.set(key, { n: prev.n + cell.n, w: prev.w + cell.w });
      }
    }
  };

  if (set) {
    const members = set.columns.map((m) => variableOf(ds, m, t));
    const anyValid = members.map((m) => validCondition(ds, m.variable.name, params, t)).join(' or ');
    const counted = params.add(set.countedValue);
    const memberCols = members.map((m, k) => `${col(m.index)} = ${counted} as m${k}`);
    const parts = members.map((_, k) => `count(*) filter (where m${k}) as mn${k}, coalesce(sum(w) filter (where m${k}), 0) as mw${k}`);
    const records = await engine.all(
      `with x as (select ${[...bannerCols, ...memberCols].join(', ')}, ${w} as w from ${from(ds)} where ${where} and (${anyValid}))
       select ${[...groupingCols, 'count(*) as n', 'sum(w) as w', 'sum(w * w) as ww', ...parts].join(', ')} from x group by grouping sets (${sets.join(', ')})`,
      params.values,
    );
    toGroups(records, (r) => members.map((m, k) => [m.variable.name, { n: num(r[`mn${k}`]), w: num(r[`mw${k}`]) }]));
    rowVariable = { label: set.label, type: 'multi' };
    rowKeys = members.map((m) => ({ kind: 'category', value: m.variable.name, label: m.variable.label, members: [m.variable.name] }));
  } else {
    const { variable, index } = variableOf(ds, rowName, t);
    if (variable.type !== 'single') throw new ApiError(400, t('api.results.rowNotCategorical', { label: variable.label }), { fieldErrors: { row: [t('api.results.rowChooseCategorical')] } });
    const valid = validCondition(ds, rowName, params, t);
    const records = await engine.all(
      `with x as (select ${[...bannerCols, `${col(index)} as r`].join(', ')}, ${w} as w from ${from(ds)} where ${where} and ${valid})
       select ${[...groupingCols, 'r', 'count(*) as n', 'sum(w) as w', 'sum(w * w) as ww'].join(', ')} from x group by grouping sets (${sets.map((s) => (s === '()' ? '(r)' : `(${s.slice(1, -1)}, r)`)).join(', ')})`,
      params.values,
    );
    toGroups(records, (r) => [[String(r.r), { n: num(r.n), w: num(r.w) }]]);
    rowVariable = { label: variable.label, type: variable.type };
    const present = new Set(groups.flatMap((g) => [...g.cells.keys()]));
    rowKeys = [
      ...orderedValues(variable, present).map((value) => ({ kind: 'category' as const, value, label: labelOf(variable, value), members: [value] })),
      ...netsOf(variable).map((net) => ({ kind: 'net' as const, value: net.name, label: net.name, members: net.values })),
    ];
  }

  // Columns: Total, then each banner variable's categories in its own order, lettered A, B, C …
  const total = groups.find((g) => g.banner === -1) ?? { banner: -1, value: null, n: 0, w: 0, w2: 0, cells: new Map() };
  const ordered: Group[] = [total];
  banner.forEach((b, j) => {
    const mine = groups.filter((g) => g.banner === j);
    for (const value of orderedValues(b.variable, mine.map((g) => g.value!))) {
      ordered.push(mine.find((g) => g.value === value) ?? { banner: j, value, n: 0, w: 0, w2: 0, cells: new Map() });
    }
  });
  let letter = 0;
  const columns: CrosstabColumn[] = ordered.map((g) => {
    const v = g.banner >= 0 ? banner[g.banner]!.variable : null;
    return {
      variable: v?.name ?? null,
      variableLabel: v?.label ?? t('results.total'),
      value: g.value,
      label: v ? labelOf(v, g.value!) : t('results.total'),
      letter: v ? columnLetter(letter++) : null,
      base: g.n,
      weightedBase: g.w,
      effectiveBase: weighted ? effectiveBase(g.w, g.w2) : g.n,
      lowBase: g.n < LOW_BASE,
    };
  });
  const rows = rowKeys.map((key) => {
    const cells: CrosstabCell[] = ordered.map((g) => {
      const cell = key.kind === 'net' ? netCount({ name: key.value, values: [...key.members] }, (value) => g.cells.get(value)) : (g.cells.get(key.value) ?? { n: 0, w: 0 });
      return { count: cell.n, weighted: cell.w, percent: g.w > 0 ? (cell.w / g.w) * 100 : 0, higherThan: [] };
    });
    // Each column against the others of the same banner variable.
    ordered.forEach((g, a) => {
      if (g.banner < 0) return;
      ordered.forEach((h, b) => {
        if (b === a || h.banner !== g.banner) return;
        const sample = (k: number) => ({ p: cells[k]!.percent / 100, effectiveBase: columns[k]!.effectiveBase, base: columns[k]!.base });
        if (compareColumns(sample(a), sample(b)) === 1) cells[a]!.higherThan.push(columns[b]!.letter!);
      });
    });
    return { kind: key.kind, value: key.value, label: key.label, cells };
  });

  const notes = commonNotes(ds, filters, weighted, t);
  if (set) notes.push(t('results.note.multi'));
  if (rowKeys.some((k) => k.kind === 'net')) notes.push(t('results.note.nets'));
  notes.push(t('results.note.significance', { weighted: weighted ? 'yes' : 'no', min: LOW_BASE }));
  if (columns.some((c) => c.lowBase)) notes.push(t('results.note.lowBaseColumns', { min: LOW_BASE }));
  return {
    row: { variable: rowName, label: rowVariable.label, type: rowVariable.type },
    banner: [...bannerNames],
    weighted,
    weightVariable: weighted ? ds.definition.weightVariable : null,
    filters: filters.map((f) => ({ variable: f.variable, values: [...f.values] })),
    columns,
    rows,
    notes,
  };
}
