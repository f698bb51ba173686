import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import {
  directionOf,
  formatList,
  formatNumber,
  MAX_BANNER_VARIABLES,
  updateDatasetVariablesSchema,
  type CrosstabResponse,
  type DatasetVariables,
  type FrequencyResponse,
  type ResultFilter,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError, errorResponse } from '../../http/errors';
import { requestLanguage } from '../../http/request-language';
import { bffMessages } from '../../i18n/messages';
import type { RateLimiter } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { isStaffRole, type Auth, type Session } from '../auth/auth';
import { contentDisposition } from '../../http/content-disposition';
import { safeFilename } from '../data-items/file-names';
import { findVisibleItem } from '../data-items/items';
import { safeCsvLine } from '../data-items/csv-safety';
import type { AuditLog } from '../audit/audit-log';
import type { Datasets } from './datasets';
import { definitionChanges } from './definition-changes';
import { crosstab, frequency, type DatasetHandle } from './results';
import { crosstabDeckInWorker, crosstabWorkbookInWorker } from './export-in-worker';

/** Per-user limit on dataset reads: each one makes the engine work, so one user cannot hog it. */
export function datasetReadLimit(deps: { auth: Auth; limiter: RateLimiter; perMinute: number }): MiddlewareHandler {
  const rule = { name: 'dataset-reads', limit: deps.perMinute, windowMs: 60_000 };
  return async (c, next) => {
    const session = await deps.auth.requireUser(c);
    // No try/catch: like every other limit, an unreachable store refuses the read (503, see
    // failClosed) rather than letting the engine work unlimited.
    const outcome = await deps.limiter.hit(rule, session.user.id);
    if (!outcome.allowed) {
      return errorResponse(c, 429, 'Too many dataset requests. Please wait a moment and try again.', { headers: { 'retry-after': String(outcome.retryAfterSeconds) } });
    }
    return next();
  };
}

/** What a client may see of the definition: no hidden variables, no sets built on them. */
export function visibleDefinition(definition: DatasetVariables, includeHidden: boolean): DatasetVariables {
  if (includeHidden) return definition;
  const hidden = new Set(definition.variables.filter((v) => v.hidden).map((v) => v.name));
  return {
    ...definition,
    variables: definition.variables.filter((v) => !v.hidden),
    multiResponseSets: definition.multiResponseSets.filter((s) => !s.columns.some((m) => hidden.has(m))),
  };
}

function readFilters(c: Context): ResultFilter[] {
  return (c.req.queries('filter') ?? []).map((raw) => {
    const at = raw.indexOf('=');
    if (at <= 0) throw new ApiError(400, 'Some query parameters are not valid.', { fieldErrors: { filter: [bffMessages('en').t('api.results.filterFormat')] } });
    return { variable: raw.slice(0, at), values: raw.slice(at + 1).split('|').filter((v) => v !== '') };
  });
}

function readBanner(c: Context): string[] {
  const banner = (c.req.queries('banner') ?? []).filter((b) => b !== '');
  if (banner.length > MAX_BANNER_VARIABLES) {
    const { t } = bffMessages(requestLanguage(c));
    throw new ApiError(400, t('api.results.bannerMax', { max: MAX_BANNER_VARIABLES }), { fieldErrors: { banner: [t('api.results.bannerMaxField', { max: MAX_BANNER_VARIABLES })] } });
  }
  return banner;
}

/**
 * `weight=1` or `weight=0` as asked; without it, weighted whenever the dataset has a weight, so a
 * reader who does not look for the switch quotes the weighted figures, never the raw ones.
 */
function readWeight(c: Context, ds: DatasetHandle): boolean {
  const asked = c.req.query('weight');
  return asked === undefined || asked === '' ? ds.definition.weightVariable !== null : asked === '1';
}

/** Results are written in the language of the page that asks (notes, Total, export labels). */
const wordsOf = (c: Context) => bffMessages(requestLanguage(c)).t;

function required(c: Context, name: string): string {
  const value = c.req.query(name);
  if (!value) throw new ApiError(400, 'Some query parameters are not valid.', { fieldErrors: { [name]: [`Choose a ${name === 'row' ? 'row variable' : 'variable'}.`] } });
  return value;
}

/** Every question a banner book tabulates: single-choice variables and multi-response sets. */
function bookRows(ds: DatasetHandle): string[] {
  const def = visibleDefinition(ds.definition, ds.includeHidden);
  return [...def.variables.filter((v) => v.type === 'single').map((v) => v.name), ...def.multiResponseSets.map((s) => s.name)];
}

export function analysisRoutes(deps: { db: Kysely<DatabaseSchema>; auth: Auth; datasets: Datasets; datasetReads: MiddlewareHandler; audit: AuditLog }) {
  const { db, auth, datasets, datasetReads } = deps;
  const { engine } = datasets;
  const app = new Hono();
  const base = '/api/projects/:id/data-items/:dataId';

  const open = async (c: Context): Promise<{ ds: Awaited<ReturnType<Datasets['open']>>; session: Session; title: string; filename: string; id: string }> => {
    const { row, session } = await findVisibleItem(db, auth, c);
    if (row.table_meta == null && row.content_type !== 'text/csv; charset=utf-8') throw new ApiError(409, 'This data item is not a table (only CSV, Excel and SPSS datasets have results).');
    const ds = await datasets.open(row, { includeHidden: isStaffRole(session.user.role) });
    return { ds, session, title: row.title, filename: row.filename, id: row.id };
  };

  app.get(`${base}/variables`, datasetReads, async (c) => {
    const { ds } = await open(c);
    return c.json(visibleDefinition(ds.definition, ds.includeHidden));
  });

  app.put(`${base}/variables`, async (c) => {
    const session = await auth.requireStaff(c);
    const sent = await readJson(c, updateDatasetVariablesSchema);
    const { ds, id } = await open(c);
    const before = new Map(ds.definition.variables.map((v) => [v.name, v]));
    const body = { ...sent, variables: sent.variables.map((v) => ({ ...v, nets: v.nets ?? before.get(v.name)?.nets ?? [] })) };
    const names = new Set(ds.header);
    const problems: Record<string, string[]> = {};
    const given = body.variables.map((v) => v.name);
    if (given.length !== ds.header.length || given.some((n) => !names.has(n)) || new Set(given).size !== given.length) problems.variables = ['List every column of the file exactly once.'];
    if (body.weightVariable !== null) {
      const w = body.variables.find((v) => v.name === body.weightVariable);
      if (!w || !(w.type === 'weight' || w.type === 'numeric')) problems.weightVariable = ['The weight must be a numeric variable of this file.'];
    }
    for (const set of body.multiResponseSets) {
      if (set.columns.some((m) => !names.has(m))) (problems.multiResponseSets ??= []).push(`${set.name}: every column of the set must be in the file.`);
      if (names.has(set.name)) (problems.multiResponseSets ??= []).push(`${set.name}: a set needs a name that is not a column's.`);
    }
    for (const v of body.variables) {
      if (v.nets.length === 0) continue;
      const say = (problem: string) => (problems.nets ??= []).push(`${v.name}: ${problem}`);
      if (v.type !== 'single') say('nets are for single-choice questions.');
      if (new Set(v.nets.map((n) => n.name.toLowerCase())).size !== v.nets.length) say('give each net its own name.');
      const categories = new Set(v.valueLabels.map((l) => l.value).filter((value) => !v.missingValues.includes(value)));
      if (categories.size > 0 && v.nets.some((n) => n.values.some((value) => !categories.has(value)))) say('a net can only group answer categories of the question.');
    }
    if (Object.keys(problems).length > 0) throw new ApiError(400, 'Some fields need attention.', { fieldErrors: problems });
    const definition: DatasetVariables = { ...body, rowCount: ds.definition.rowCount };
    await datasets.saveDefinition(id, ds.meta, definition);
    const changes = definitionChanges(ds.definition, definition);
    if (changes) await deps.audit.record(c, session.user, { action: 'data_item.variables_update', targetType: 'data_item', targetId: id, projectId: c.req.param('id'), details: changes });
    return c.json(definition);
  });

  app.get(`${base}/results/frequency`, datasetReads, async (c) => {
    const { ds } = await open(c);
    const body: FrequencyResponse = await frequency(engine, ds, required(c, 'variable'), readFilters(c), readWeight(c, ds), wordsOf(c));
    return c.json(body);
  });

  app.get(`${base}/results/crosstab`, datasetReads, async (c) => {
    const { ds } = await open(c);
    const body: CrosstabResponse = await crosstab(engine, ds, required(c, 'row'), readBanner(c), readFilters(c), readWeight(c, ds), wordsOf(c));
    return c.json(body);
  });

  /** The current table, or with book=1 every question against the banner, as a formatted workbook. */
  app.get(`${base}/results/export.xlsx`, datasetReads, async (c) => {
    const { ds, title, filename } = await open(c);
    const banner = readBanner(c);
    const filters = readFilters(c);
    const weighted = readWeight(c, ds);
    const book = c.req.query('book') === '1';
    const rows = book ? bookRows(ds) : [required(c, 'row')];
    const language = requestLanguage(c);
    const { t } = bffMessages(language);
    const tables = await Promise.all(rows.map((r) => crosstab(engine, ds, r, banner, filters, weighted, t)));
    const bannerLabels = [...new Set(tables[0]?.columns.filter((col) => col.variable).map((col) => col.variableLabel))];
    const bytes = await crosstabWorkbookInWorker(title, tables, {
      base: t('results.book.base'),
      unweightedBase: t('results.book.unweightedBase'),
      weightedBase: t('results.book.weightedBase'),
      effectiveBase: t('results.book.effectiveBase'),
      count: t('results.book.count'),
      higherThan: t('results.book.higherThan'),
      contents: t('results.book.contents'),
      bannerLine: t('results.book.banner', { variables: bannerLabels.length > 0 ? formatList(bannerLabels, language) : t('results.book.totalOnly') }),
      table: t('results.book.table'),
      rightToLeft: directionOf(language) === 'rtl',
    });
    const name = safeFilename(`${filename.replace(/\.[^.]*$/, '')} ${book ? t('results.book.fileName') : tables[0]!.row.label}`, 'xlsx');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': contentDisposition(name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  /**
   * The current view (a question alone, or against a banner) as PowerPoint: a native chart slide
   * and a native table slide, each with its base, filter, weight and significance notes.
   */
  app.get(`${base}/results/export.pptx`, datasetReads, async (c) => {
    const { ds, title, filename } = await open(c);
    const language = requestLanguage(c);
    const { t } = bffMessages(language);
    const table = await crosstab(engine, ds, required(c, 'row'), readBanner(c), readFilters(c), readWeight(c, ds), t);
    const bannerLabels = [...new Set(table.columns.filter((col) => col.variable).map((col) => col.variableLabel))];
    const banner = bannerLabels.length > 0 ? formatList(bannerLabels, language) : null;
    const total = table.columns[0]!;
    const count = (n: number) => formatNumber(Math.round(n * 10) / 10, language, { maximumFractionDigits: 1 });
    const bytes = await crosstabDeckInWorker(title, table, {
      language,
      rightToLeft: directionOf(language) === 'rtl',
      chartSubtitle: banner ? t('results.pptx.chartSubtitle', { banner }) : t('results.pptx.chartSubtitleTotal'),
      tableSubtitle: banner ? t('results.pptx.tableSubtitle', { banner }) : t('results.pptx.tableSubtitleTotal'),
      base: t('results.book.base'),
      unweightedBase: t('results.book.unweightedBase'),
      weightedBase: t('results.book.weightedBase'),
      effectiveBase: t('results.book.effectiveBase'),
      baseNote: table.weighted ? t('results.pptx.baseWeighted', { base: count(total.base), weightedBase: count(total.weightedBase) }) : t('results.pptx.base', { base: count(total.base) }),
      lettersOnTable: banner ? t('results.pptx.lettersOnTable') : null,
    });
    const name = safeFilename(`${filename.replace(/\.[^.]*$/, '')} ${t('results.pptx.fileName', { question: table.row.label })}`, 'pptx');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'content-disposition': contentDisposition(name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  /** The current crosstab as CSV (percentages, counts and bases), formula cells neutralised. */
  app.get(`${base}/results/export.csv`, datasetReads, async (c) => {
    const { ds, filename } = await open(c);
    const t = wordsOf(c);
    const table = await crosstab(engine, ds, required(c, 'row'), readBanner(c), readFilters(c), readWeight(c, ds), t);
    const lines = [
      safeCsvLine([table.row.label, ...table.columns.map((col) => (col.letter ? `${col.variableLabel}: ${col.label} (${col.letter})` : col.label))]),
      safeCsvLine([t(table.weighted ? 'results.book.unweightedBase' : 'results.book.base'), ...table.columns.map((col) => String(col.base))]),
      ...(table.weighted ? [safeCsvLine([t('results.book.weightedBase'), ...table.columns.map((col) => String(Math.round(col.weightedBase * 10) / 10))])] : []),
      ...table.rows.flatMap((r) => [
        safeCsvLine([t('results.csv.percent', { label: r.label }), ...r.cells.map((cell) => cell.percent.toFixed(1))]),
        safeCsvLine([t('results.csv.count', { label: r.label }), ...r.cells.map((cell) => String(Math.round(cell.weighted * 10) / 10))]),
        safeCsvLine([t('results.csv.higherThan', { label: r.label }), ...r.cells.map((cell) => cell.higherThan.join(''))]),
      ]),
      ...table.notes.map((n) => safeCsvLine([n])),
    ];
    return c.body(`\ufeff${lines.join('')}`, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition(safeFilename(`${filename.replace(/\.[^.]*$/, '')} ${table.row.label}`, 'csv')),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
