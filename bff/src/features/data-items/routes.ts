import { readFile, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import {
  type ResultFilter,
  csvSummarySchema,
  dataItemDownloadQuerySchema,
  dataItemRowsQuerySchema,
  MAX_COLUMN_VALUES,
  uploadDataItemFieldsSchema,
  type CsvColumnType,
  type DataItem,
  type DataItemColumnResponse,
  type DataItemDetail,
  type DataItemListResponse,
  type DataItemRowsResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError, errorResponse } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { contentDisposition } from '../../http/content-disposition';
import { parseOrThrow, readQuery } from '../../http/validate';
import { isStaffRole, type Auth, type Session } from '../auth/auth';
import { visibleProject } from '../projects/access';
import type { AuditLog } from '../audit/audit-log';
import { iso } from '../users/users';
import { col as column } from '../analysis/analysable-store';
import { CSV_CONTENT_TYPE, type Datasets } from '../analysis/datasets';
import { literal, type SqlValue } from '../analysis/engine';
import { DATASET_CONTENT_TYPES, writeDatasetDownload } from '../analysis/dataset-export';
import { streamFile } from '../analysis/file-responses';
import { visibleColumns } from '../analysis/visible-columns';
import { sayImportProblem } from '../analysis/table-source';
import { receiveUpload, UploadTooLarge } from './receive-upload';
import type { FileStore } from '../../storage/file-store';
import { deleteRowThenFile } from '../../storage/file-and-row';
import { dataItemFileKey } from '../../storage/legacy-data-item-files';
import { selectVisibleItems } from './visibility';
import { safeFilename } from './file-names';
import { findVisibleItem, insertDataItem, type ItemRow } from './items';
import { prepareFile } from './prepare-file';
import { requestLanguage } from '../../http/request-language';
import { bffMessages } from '../../i18n/messages';

export { CSV_CONTENT_TYPE };

/** A cell as a number ("1,234.5", "12%", " 7 "), or null when it is not one. */
export function toNumber(cell: string): number | null {
  const v = cell.trim();
  if (v === '' || !/\d/.test(v) || !/^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?%?$/i.test(v)) return null;
  const n = Number(v.replace(/,/g, '').replace(/%$/, ''));
  return Number.isFinite(n) ? n : null;
}

const isTabular = (row: ItemRow) => row.table_meta != null || row.content_type === CSV_CONTENT_TYPE;

function toDataItem(row: ItemRow): DataItem {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    kind: row.kind,
    filename: row.filename,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    uploadedBy: row.uploaded_by && row.uploader_name !== null ? { id: row.uploaded_by, name: row.uploader_name } : null,
    publishedAt: row.published_at ? iso(row.published_at) : null,
    createdAt: iso(row.created_at),
    hasTable: isTabular(row),
  };
}

function toDetail(row: ItemRow): DataItemDetail {
  const raw = typeof row.csv_summary === 'string' ? (JSON.parse(row.csv_summary) as unknown) : row.csv_summary;
  const summary = raw == null ? null : csvSummarySchema.safeParse(raw);
  return { ...toDataItem(row), csvSummary: summary?.success ? summary.data : null };
}

export interface DataItemRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  maxUploadBytes: number;
  log: Logger;
  datasets: Datasets;
  /** Per-user limit on the reads that make the engine work (rows, columns, results, exports). */
  datasetReads: MiddlewareHandler;
  /** Where the originals are. */
  files: FileStore;
  /** Whether an original is downloaded through a redirect to a signed link (when the store has them) rather than streamed by the bff. */
  signedDownloads: boolean;
  audit: AuditLog;
}

const parseFilter = (raw: string | undefined): ResultFilter[] => {
  if (raw === undefined || raw === '') return [];
  const at = raw.indexOf('=');
  if (at <= 0) throw new ApiError(400, 'Some query parameters are not valid.', { fieldErrors: { filter: ['Write a filter as column=value.'] } });
  return [{ variable: raw.slice(0, at), values: raw.slice(at + 1).split('|') }];
};

export function dataItemRoutes(deps: DataItemRouteDeps) {
  const { db, auth, maxUploadBytes, log, datasets, datasetReads, files } = deps;
  const { engine, store } = datasets;
  const app = new Hono();
  const tooLarge = `The file is too large. The limit is ${Math.round((maxUploadBytes / 1024 / 1024) * 10) / 10} MB.`;
  const visibleItem = (c: Context) => findVisibleItem(db, auth, c);

  const tableOf = async (row: ItemRow, session: Session) => {
    if (!isTabular(row)) throw new ApiError(409, 'This data item is not a table (only CSV, Excel and SPSS datasets have rows).');
    return datasets.open(row, { includeHidden: isStaffRole(session.user.role) });
  };
  /** Column types as the data table shows them (from the upload summary). */
  const columnTypes = (row: ItemRow, header: readonly string[]): CsvColumnType[] => {
    const summary = toDetail(row).csvSummary;
    return header.map((name) => summary?.columns.find((col) => col.name === name)?.type ?? 'text');
  };

  const staffOnly: MiddlewareHandler = async (c, next) => {
    await auth.requireStaff(c);
    await next();
  };
  // Multipart skips the app's 64 KB JSON limit; this one allows the file plus the form's own overhead.
  const uploadLimit = bodyLimit({ maxSize: maxUploadBytes + 64 * 1024, onError: (c) => errorResponse(c, 413, tooLarge) });

  app.get('/api/projects/:id/data-items', async (c) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const rows = await selectVisibleItems(db, session, project.id).orderBy('d.created_at', 'desc').orderBy('d.id').execute();
    const body: DataItemListResponse = { items: rows.map((r) => toDataItem(r as ItemRow)) };
    return c.json(body);
  });

  app.post('/api/projects/:id/data-items', staffOnly, uploadLimit, async (c) => {
    const session = await auth.requireStaff(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
      throw new ApiError(415, 'Upload the file as multipart/form-data with the fields title, kind and file.');
    }
    await store.ready();
    const upload = await receiveUpload(c.req.raw, { maxFileBytes: maxUploadBytes, filePath: store.tempPath('upload') }).catch((error: unknown) => {
      throw error instanceof UploadTooLarge ? new ApiError(413, tooLarge) : error;
    });
    try {
      const { file } = upload;
      if (!file) throw new ApiError(400, 'Choose a file to upload.', { fieldErrors: { file: ['Choose a file to upload.'] } });
      const fields: Record<string, unknown> = { ...upload.fields };
      if (fields.title === undefined || fields.title === '') fields.title = file.name.replace(/\.[^.]*$/, '') || 'Untitled';
      const { title, kind } = parseOrThrow(uploadDataItemFieldsSchema, fields);
      if (file.size === 0) throw new ApiError(400, 'The file is empty.', { fieldErrors: { file: ['The file is empty.'] } });
      const bytes = await readFile(file.path);
      // The import stops when its budget is spent or the uploader gives up (the connection closes).
      const prepared = await prepareFile(bytes, file.name, { store, savedAt: file.path, budget: { limits: datasets.importLimits, signal: c.req.raw.signal } });
      if (!prepared.ok) {
        const message = sayImportProblem(prepared.problem, requestLanguage(c));
        throw new ApiError(prepared.status ?? 415, message, { fieldErrors: { file: [message] } });
      }
      const id = await insertDataItem(db, files, { projectId: project.id, title, kind, uploadedBy: session.user.id, file: { path: file.path }, prepared }, log);
      const { contentType } = prepared;
      await deps.audit.record(c, session.user, { action: 'data_item.upload', targetType: 'data_item', targetId: id, projectId: project.id, details: { title, kind, filename: prepared.filename, sizeBytes: bytes.length } });
      log.info('data item uploaded', { requestId: c.get('requestId'), projectId: project.id, dataItemId: id, contentType, sizeBytes: bytes.length });
      const body: DataItemDetail = toDetail((await selectVisibleItems(db, session, project.id).where('d.id', '=', id).executeTakeFirstOrThrow()) as ItemRow);
      return c.json(body, 201, { location: `/api/projects/${project.id}/data-items/${id}` });
    } finally {
      if (upload.file) await rm(upload.file.path, { force: true });
    }
  });

  app.get('/api/projects/:id/data-items/:dataId', async (c) => {
    const { row: found, session } = await visibleItem(c);
    let row = found;
    if (isTabular(row) && row.csv_summary == null) {
      // Seeded or older CSVs get their analysable copy and summary on first view.
      await tableOf(row, session);
      ({ row } = await visibleItem(c));
    }
    const body: DataItemDetail = toDetail(row);
    return c.json(body);
  });

  app.get('/api/projects/:id/data-items/:dataId/download', datasetReads, async (c) => {
    const { row, session } = await visibleItem(c);
    const query = readQuery(c, dataItemDownloadQuerySchema);
    const original = query.original === '1';
    if (original && !isStaffRole(session.user.role)) throw new ApiError(403, bffMessages(requestLanguage(c)).t('api.download.staffOnly'));
    const noStore = { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' };
    if (isTabular(row) && !original) {
      // Written from the analysable copy with only the columns this reader may see: an original
      // would carry every column staff hid from clients.
      const dataset = await tableOf(row, session);
      const format = query.format ?? dataset.meta.format;
      const { t } = bffMessages(requestLanguage(c));
      // The workbook's sheets and headings in the reader's language; the data stays as the file has it.
      const file = await writeDatasetDownload(engine, dataset, format, store.tempPath('download'), {
        title: row.title,
        sheets: { data: t('results.dataset.dataSheet'), variables: t('results.dataset.variablesSheet') },
        variableHeadings: { name: t('results.dataset.variable'), label: t('results.dataset.label'), values: t('results.dataset.values') },
      });
      return streamFile(c, file, { ...noStore, 'content-type': DATASET_CONTENT_TYPES[format], 'content-disposition': contentDisposition(safeFilename(row.filename, format)) });
    }
    if (query.format !== undefined) {
      const { t } = bffMessages(requestLanguage(c));
      throw new ApiError(400, t('api.download.notDataset'), { fieldErrors: { format: [t('api.download.notDatasetField')] } });
    }
    const key = dataItemFileKey(row.id);
    // The original is always an attachment of its stored type; browsers never render or sniff it.
    const contentType = row.content_type || 'application/octet-stream';
    if (deps.signedDownloads) {
      // Asked first so that a missing file is our 404 (and an unreachable store our 503), not the store's.
      if (!(await files.exists(key))) throw new ApiError(404, bffMessages(requestLanguage(c)).t('api.download.missing'));
      const url = await files.signedDownloadUrl(key, { filename: row.filename, contentType });
      if (url) return c.redirect(url, 302);
    }
    const stored = await files.open(key);
    if (!stored) throw new ApiError(404, bffMessages(requestLanguage(c)).t('api.download.missing'));
    return c.body(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, 200, {
      ...noStore,
      'content-disposition': contentDisposition(row.filename),
      'content-type': contentType,
      'content-length': String(stored.sizeBytes),
      'x-checksum-sha256': row.sha256,
    });
  });

  app.get('/api/projects/:id/data-items/:dataId/rows', datasetReads, async (c) => {
    const { row, session } = await visibleItem(c);
    const query = readQuery(c, dataItemRowsQuerySchema);
    const dataset = await tableOf(row, session);
    const types = columnTypes(row, dataset.header);
    const visible = visibleColumns(dataset).map(({ name, index }) => ({ name, i: index, type: types[index] ?? 'text' }));
    const params: SqlValue[] = [];
    let where = 'true';
    for (const f of parseFilter(query.filter)) {
      const target = visible.find((col) => col.name === f.variable);
      if (!target) throw new ApiError(400, 'Some query parameters are not valid.', { fieldErrors: { filter: [`There is no column named ${f.variable}.`] } });
      where = `${column(target.i)} in (${f.values.map((v) => `$${params.push(v)}`).join(', ')})`;
    }
    let order = '_row';
    if (query.sort !== undefined) {
      const target = visible.find((col) => col.name === query.sort);
      if (!target) throw new ApiError(400, 'Some query parameters are not valid.', { fieldErrors: { sort: [`There is no column named ${query.sort}.`] } });
      const c0 = column(target.i);
      const dir = query.dir === 'desc' ? 'desc' : 'asc';
      const key = target.type === 'number' ? `num(${c0})` : target.type === 'date' ? `try_cast(${c0} as timestamp)` : `lower(${c0})`;
      // Empty cells last, whichever the direction.
      order = `${c0} = '', ${key} ${dir} nulls last, ${c0} ${dir}, _row`;
    }
    const from = `read_parquet(${literal(dataset.file)})`;
    const offset = (query.page - 1) * query.pageSize;
    const columnsSql = visible.map((col) => column(col.i)).join(', ');
    /**
     * The page's row numbers first, sorting only the narrow key (or, unsorted and unfiltered, a
     * range of the contiguous row numbers, which Parquet's statistics find without a scan), then
     * the page's cells for just those rows.
     */
    const pageRows = async (): Promise<Record<string, unknown>[]> => {
      if (params.length === 0 && order === '_row') {
        return engine.all(`select ${columnsSql} from ${from} where _row > ${offset} and _row <= ${offset + query.pageSize} order by _row`);
      }
      const keys = await engine.all(`select _row from ${from} where ${where} order by ${order} limit ${query.pageSize} offset ${offset}`, params);
      if (keys.length === 0) return [];
      const wanted = keys.map((k) => Number(k._row));
      const rows = await engine.all(`select _row, ${columnsSql} from ${from} where _row in (${wanted.join(', ')})`);
      const at = new Map(wanted.map((r, i) => [r, i]));
      return rows.sort((a, b) => at.get(Number(a._row))! - at.get(Number(b._row))!);
    };
    // Without a filter the total is known from the import: one query fewer.
    const [records, [count]] = await Promise.all([
      pageRows(),
      params.length === 0 ? Promise.resolve([{ n: dataset.definition.rowCount }]) : engine.all(`select count(*) as n from ${from} where ${where}`, params),
    ]);
    const body: DataItemRowsResponse = {
      columns: visible.map((col) => ({ name: col.name, type: col.type })),
      rows: records.map((r) => visible.map((col) => String(r[column(col.i)] ?? ''))),
      total: Number(count?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
    return c.json(body);
  });

  app.get('/api/projects/:id/data-items/:dataId/columns/:name', datasetReads, async (c) => {
    const { row, session } = await visibleItem(c);
    const dataset = await tableOf(row, session);
    const name = c.req.param('name');
    const index = visibleColumns(dataset).find((col) => col.name === name)?.index;
    if (index === undefined) throw new ApiError(404, `There is no column named ${name}.`);
    const type = columnTypes(row, dataset.header)[index] ?? 'text';
    const from = `read_parquet(${literal(dataset.file)})`;
    const records = await engine.all(`select ${column(index)} as v from ${from} order by _row limit ${MAX_COLUMN_VALUES + 1}`);
    const cells = records.slice(0, MAX_COLUMN_VALUES).map((r) => String(r.v ?? ''));
    const body: DataItemColumnResponse = {
      name,
      type,
      values: type === 'number' ? cells.map((v) => toNumber(v)) : cells,
      truncated: records.length > MAX_COLUMN_VALUES,
    };
    return c.json(body);
  });

  app.delete('/api/projects/:id/data-items/:dataId', staffOnly, async (c) => {
    const { row } = await visibleItem(c);
    await deleteRowThenFile(files, dataItemFileKey(row.id), () => db.deleteFrom('data_items').where('id', '=', row.id).execute(), log);
    await deps.audit.record(c, (await auth.requireStaff(c)).user, { action: 'data_item.delete', targetType: 'data_item', targetId: row.id, projectId: row.project_id, details: { title: row.title, filename: row.filename } });
    return c.body(null, 204);
  });

  return app;
}
