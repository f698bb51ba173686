import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely, Selectable } from 'kysely';
import {
  type ResultFilter,
  csvSummarySchema,
  dataItemDownloadQuerySchema,
  dataItemRowsQuerySchema,
  MAX_COLUMN_VALUES,
  uploadDataItemFieldsSchema,
  type CsvColumnType,
  type CsvSummary,
  type DataItem,
  type DataItemColumnResponse,
  type DataItemDetail,
  type DataItemListResponse,
  type DataItemRowsResponse,
} from '@swat/shared-contracts';
import type { DatabaseSchema, DataItemKind, DataItemsTable } from '../../db/schema';
import { ApiError, errorResponse } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { parseOrThrow, readQuery } from '../../http/validate';
import { isStaffRole, type Auth, type Session } from '../auth/auth';
import { idParam, visibleProject } from '../projects/access';
import type { AuditLog } from '../audit/audit-log';
import { dataItemVisibleTo } from './publication';
import { iso } from '../users/users';
import { col as column, type AnalysableStore } from '../analysis/analysable-store';
import { CSV_CONTENT_TYPE, type Datasets } from '../analysis/datasets';
import { decodeText, detectEncoding, looksBinary } from '../analysis/decode-text';
import { literal, type SqlValue } from '../analysis/engine';
import { DATASET_CONTENT_TYPES, writeDatasetDownload } from '../analysis/dataset-export';
import { streamFile } from '../analysis/file-responses';
import { notReadableAsText, sniffDelimiter } from '../analysis/read-csv';
import type { ImportBudget } from '../analysis/import-in-worker';
import { importTable, type TableFormat, type TableMeta } from '../analysis/table-import';
import { checkZipExpansion } from '../analysis/zip-check';
import { TableImportError } from '../analysis/table-source';
import { detectFileType, type Detected } from './detect-type';
import { receiveUpload, UploadTooLarge } from './receive-upload';
import { databaseFileStorage, type FileStorage } from './storage';
import { selectVisibleItems } from './visibility';
import { visibleColumns } from '../analysis/visible-columns';

export { CSV_CONTENT_TYPE };

/** A cell as a number ("1,234.5", "12%", " 7 "), or null when it is not one. */
export function toNumber(cell: string): number | null {
  const v = cell.trim();
  if (v === '' || !/\d/.test(v) || !/^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?%?$/i.test(v)) return null;
  const n = Number(v.replace(/,/g, '').replace(/%$/, ''));
  return Number.isFinite(n) ? n : null;
}

const isTabular = (row: ItemRow) => row.table_meta != null || row.content_type === CSV_CONTENT_TYPE;

type ItemRow = Selectable<DataItemsTable> & { uploader_name: string | null };

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

/** A name safe in a header and on any file system, ending in the extension the content has. */
export function safeFilename(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f"*:<>?|\\/;]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120);
  return `${stem || 'file'}.${extension}`;
}

export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export type PreparedFile =
  | { ok: true; contentType: string; filename: string; sha256: string; summary: CsvSummary | null; tableMeta: TableMeta | null }
  | { ok: false; message: string; /** 413 over an import limit; 415 (the default) a file that cannot be read. */ status?: 413 | 415 };

const TABLE_NAME = /\.(csv|tsv|tab)$/i;
const NOT_ACCEPTED = 'This type of file is not accepted. Upload a PDF, an Excel, Word or PowerPoint file, a PNG or JPEG image, an SPSS (.sav) file, or a CSV or text file.';

const LEGACY_OFFICE = 'This is an Office 97–2003 file (.xls, .doc or .ppt), which is not accepted. Save it again as .xlsx, .docx or .pptx, or a spreadsheet as "CSV UTF-8".';
/** The compound-file signature of Office 97–2003 documents. */
const isLegacyOffice = (bytes: Uint8Array) => [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((b, i) => bytes[i] === b);

/** Which table reader a file needs, if it is a table at all. */
function tableFormatOf(bytes: Uint8Array, originalName: string, detected: Detected): TableFormat | null {
  if (!detected.ok) {
    if (detected.reason !== 'unrecognised') return null;
    // UTF-16 or Windows-1256 text (as Excel saves CSV on Arabic Windows) is not UTF-8, but is text. A file
    // named .csv goes to the CSV reader even when it is not, so the refusal says what is wrong with it.
    if (TABLE_NAME.test(originalName)) return 'csv';
    // Excel's "Unicode Text" (.txt): UTF-16 with a BOM, tab-separated.
    if (/\.txt$/i.test(originalName) && !looksBinary(bytes) && detectEncoding(bytes).bomLength > 0) {
      return sniffDelimiter(decodeText(bytes.subarray(0, 256 * 1024)).text) ? 'csv' : null;
    }
    return null;
  }
  if (detected.extension === 'sav') return 'sav';
  if (detected.extension === 'xlsx') return 'xlsx';
  if (detected.extension === 'txt') {
    if (TABLE_NAME.test(originalName)) return 'csv';
    // A .txt whose content is a consistent table of two or more columns.
    return sniffDelimiter(decodeText(bytes.subarray(0, 256 * 1024)).text) ? 'csv' : null;
  }
  return null;
}

/**
 * Checks a file by its bytes and works out what to store: type, safe name, checksum and, for
 * tables (CSV, XLSX, SPSS), the analysable copy, the variable definitions and a summary.
 * `savedAt` is where the same bytes are on disk, if they are: the import thread then reads them
 * from there instead of being handed a copy.
 */
export async function prepareFile(bytes: Uint8Array, originalName: string, tables?: { store: AnalysableStore; budget: ImportBudget; savedAt?: string }): Promise<PreparedFile> {
  const detected = detectFileType(bytes);
  const format = tableFormatOf(bytes, originalName, detected);
  if (!detected.ok && !format) return { ok: false, message: detected.reason === 'executable' ? 'Programs and scripts cannot be uploaded.' : isLegacyOffice(bytes) ? LEGACY_OFFICE : NOT_ACCEPTED };
  if (format === 'csv' && !detected.ok) {
    const problem = notReadableAsText(bytes);
    if (problem) return { ok: false, message: problem };
  }
  if (format === 'xlsx' && tables) {
    // From the ZIP's directory alone, before any thread starts unpacking it.
    try {
      checkZipExpansion(bytes, tables.budget.limits.maxExpandedBytes);
    } catch (error) {
      if (error instanceof TableImportError && error.status === 413) return { ok: false, message: error.message, status: 413 };
      // A workbook whose directory cannot be read is refused by the import below, or kept as a plain file.
    }
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let contentType = detected.ok ? detected.contentType : CSV_CONTENT_TYPE;
  let extension = detected.ok ? detected.extension : 'csv';
  if (format === 'csv') {
    contentType = CSV_CONTENT_TYPE;
    extension = 'csv';
  }
  let summary: CsvSummary | null = null;
  let tableMeta: TableMeta | null = null;
  if (format && tables) {
    try {
      ({ meta: tableMeta, summary } = await importTable(tables.store, sha256, tables.savedAt ? { path: tables.savedAt } : bytes, format, tables.budget));
    } catch (error) {
      if (!(error instanceof TableImportError)) throw error;
      // Over a limit is refused whatever the format: the file is hostile or too big to serve.
      if (error.status === 413) return { ok: false, message: error.message, status: 413 };
      // A workbook that is not one table is still a fine file to share; a broken CSV or .sav is not.
      if (format === 'csv' && detected.ok && detected.extension === 'txt' && !TABLE_NAME.test(originalName)) {
        contentType = detected.contentType;
        extension = 'txt';
      } else if (format !== 'xlsx') return { ok: false, message: error.message };
    }
  }
  return { ok: true, contentType, filename: safeFilename(originalName, extension), sha256, summary, tableMeta };
}

/** Metadata and bytes in one transaction: an item never exists without its file. */
export async function insertDataItem(
  db: Kysely<DatabaseSchema>,
  storageFor: (db: Kysely<DatabaseSchema>) => FileStorage,
  item: { projectId: string; title: string; kind: DataItemKind; uploadedBy: string | null; bytes: Uint8Array; prepared: Extract<PreparedFile, { ok: true }>; publishedAt?: Date | null },
): Promise<string> {
  const { prepared } = item;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('data_items')
      .values({
        project_id: item.projectId,
        title: item.title,
        kind: item.kind,
        filename: prepared.filename,
        content_type: prepared.contentType,
        size_bytes: item.bytes.length,
        sha256: prepared.sha256,
        csv_summary: prepared.summary ? JSON.stringify(prepared.summary) : null,
        table_meta: prepared.tableMeta ? JSON.stringify(prepared.tableMeta) : null,
        uploaded_by: item.uploadedBy,
        published_at: item.publishedAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storageFor(trx).put(row.id, item.bytes);
    return row.id;
  });
}

export interface DataItemRouteDeps {
  db: Kysely<DatabaseSchema>;
  auth: Auth;
  maxUploadBytes: number;
  log: Logger;
  datasets: Datasets;
  /** Per-user limit on the reads that make the engine work (rows, columns, results, exports). */
  datasetReads: MiddlewareHandler;
  storage?: (db: Kysely<DatabaseSchema>) => FileStorage;
  audit: AuditLog;
}

/** The item this user may see (selectVisibleItems), or a 404 that says nothing more. */
export async function findVisibleItem(db: Kysely<DatabaseSchema>, auth: Auth, c: Context) {
  const session = await auth.requireUser(c);
  const project = await visibleProject(db, session, c.req.param('id'));
  const itemId = idParam(c.req.param('dataId'), 'data item');
  const row = await selectVisibleItems(db, session, project.id).where('d.id', '=', itemId).executeTakeFirst();
  if (!row) throw new ApiError(404, 'There is no such data item.');
  return { row: row as ItemRow, session };
}

const parseFilter = (raw: string | undefined): ResultFilter[] => {
  if (raw === undefined || raw === '') return [];
  const at = raw.indexOf('=');
  if (at <= 0) throw new ApiError(400, 'Some query parameters are not valid.', { fieldErrors: { filter: ['Write a filter as column=value.'] } });
  return [{ variable: raw.slice(0, at), values: raw.slice(at + 1).split('|') }];
};

export function dataItemRoutes(deps: DataItemRouteDeps) {
  const { db, auth, maxUploadBytes, log, datasets, datasetReads } = deps;
  const storageFor = deps.storage ?? databaseFileStorage;
  const storage = storageFor(db);
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
      if (!prepared.ok) throw new ApiError(prepared.status ?? 415, prepared.message, { fieldErrors: { file: [prepared.message] } });
      const id = await insertDataItem(db, storageFor, { projectId: project.id, title, kind, uploadedBy: session.user.id, bytes, prepared });
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
    let { row, session } = await visibleItem(c);
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
    if (original && !isStaffRole(session.user.role)) throw new ApiError(403, 'Only staff can download the untouched original file.');
    const noStore = { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' };
    if (isTabular(row) && !original) {
      // Written from the analysable copy with only the columns this reader may see: an original
      // would carry every column staff hid from clients.
      const dataset = await tableOf(row, session);
      const format = query.format ?? dataset.meta.format;
      const file = await writeDatasetDownload(engine, dataset, format, store.tempPath('download'), { title: row.title });
      return streamFile(c, file, { ...noStore, 'content-type': DATASET_CONTENT_TYPES[format], 'content-disposition': contentDisposition(safeFilename(row.filename, format)) });
    }
    if (query.format !== undefined) throw new ApiError(400, 'Only datasets can be downloaded in another format.', { fieldErrors: { format: ['This file is not a dataset.'] } });
    const bytes = await storage.get(row.id);
    if (!bytes) throw new ApiError(404, 'The file of this data item is missing.');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...noStore,
      'content-disposition': contentDisposition(row.filename),
      // The original is always an attachment of its stored type; browsers never render or sniff it.
      'content-type': row.content_type || 'application/octet-stream',
      'content-length': String(bytes.length),
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
    await db.deleteFrom('data_items').where('id', '=', row.id).execute();
    await deps.audit.record(c, (await auth.requireStaff(c)).user, { action: 'data_item.delete', targetType: 'data_item', targetId: row.id, projectId: row.project_id, details: { title: row.title, filename: row.filename } });
    return c.body(null, 204);
  });

  return app;
}
