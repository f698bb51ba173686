import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely, Selectable } from 'kysely';
import {
  csvSummarySchema,
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
import type { Auth } from '../auth/auth';
import { idParam, visibleProject } from '../projects/access';
import type { AuditLog } from '../audit/audit-log';
import { dataItemVisibleTo } from './publication';
import { iso } from '../users/users';
import { CsvError, parseCsv, toTable } from './csv';
import { columnType, summariseTable, toNumber } from './csv-summary';
import { detectFileType } from './detect-type';
import { databaseFileStorage, type FileStorage } from './storage';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

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
    hasTable: row.content_type === CSV_CONTENT_TYPE,
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

interface ParsedTable {
  header: string[];
  types: CsvColumnType[];
  records: string[][];
}

/** Parsed CSVs by item id: files never change after upload, so a few can be kept to page through. */
class TableCache {
  private readonly entries = new Map<string, ParsedTable>();
  constructor(private readonly max = 6) {}
  get(id: string) {
    const hit = this.entries.get(id);
    if (hit) {
      this.entries.delete(id);
      this.entries.set(id, hit);
    }
    return hit;
  }
  set(id: string, table: ParsedTable) {
    this.entries.set(id, table);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  delete(id: string) {
    this.entries.delete(id);
  }
}

function tryCsv(text: string, filename: string): { header: string[]; records: string[][]; summary: CsvSummary } | null {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return null;
    throw error;
  }
  if (rows.length === 0) return null;
  const { header, records } = toTable(rows);
  const consistent = rows.slice(1).filter((r) => r.length === header.length).length >= Math.ceil((rows.length - 1) * 0.9);
  // A .csv name, or a table shape the content itself shows.
  if (!/\.csv$/i.test(filename) && !(header.length >= 2 && consistent)) return null;
  return { header, records, summary: summariseTable(header, records) };
}

export type PreparedFile =
  | { ok: true; contentType: string; filename: string; sha256: string; summary: CsvSummary | null }
  | { ok: false; message: string };

/** Checks a file by its bytes and works out what to store: type, safe name, checksum, CSV summary. */
export function prepareFile(bytes: Uint8Array, originalName: string): PreparedFile {
  const detected = detectFileType(bytes);
  if (!detected.ok) {
    return {
      ok: false,
      message:
        detected.reason === 'executable'
          ? 'Programs and scripts cannot be uploaded.'
          : 'This type of file is not accepted. Upload a PDF, an Excel, Word or PowerPoint file, a PNG or JPEG image, or a CSV or text file.',
    };
  }
  let contentType = detected.contentType;
  let extension = detected.extension;
  let summary: CsvSummary | null = null;
  if (detected.extension === 'txt') {
    const csv = tryCsv(new TextDecoder().decode(bytes), originalName);
    if (csv) {
      contentType = CSV_CONTENT_TYPE;
      extension = 'csv';
      summary = csv.summary;
    }
  }
  return { ok: true, contentType, filename: safeFilename(originalName, extension), sha256: createHash('sha256').update(bytes).digest('hex'), summary };
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
  storage?: (db: Kysely<DatabaseSchema>) => FileStorage;
  audit: AuditLog;
}

export function dataItemRoutes(deps: DataItemRouteDeps) {
  const { db, auth, maxUploadBytes, log } = deps;
  const storageFor = deps.storage ?? databaseFileStorage;
  const storage = storageFor(db);
  const tables = new TableCache();
  const app = new Hono();
  const tooLarge = `The file is too large. The limit is ${Math.round((maxUploadBytes / 1024 / 1024) * 10) / 10} MB.`;

  const selectItems = () =>
    db
      .selectFrom('data_items as d')
      .leftJoin('users as u', 'u.id', 'd.uploaded_by')
      .select(['d.id', 'd.project_id', 'd.title', 'd.kind', 'd.filename', 'd.content_type', 'd.size_bytes', 'd.sha256', 'd.csv_summary', 'd.uploaded_by', 'd.created_at', 'd.published_at', 'u.name as uploader_name']);

  const visibleItem = async (c: Context) => {
    const session = await auth.requireUser(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    const itemId = idParam(c.req.param('dataId'), 'data item');
    const row = await selectItems().where('d.id', '=', itemId).where('d.project_id', '=', project.id).where(dataItemVisibleTo(session)).executeTakeFirst();
    if (!row) throw new ApiError(404, 'There is no such data item.');
    return row;
  };

  const tableOf = async (row: ItemRow): Promise<ParsedTable> => {
    if (row.content_type !== CSV_CONTENT_TYPE) throw new ApiError(409, 'This data item is not a table (only CSV datasets have rows).');
    const cached = tables.get(row.id);
    if (cached) return cached;
    const bytes = await storage.get(row.id);
    if (!bytes) throw new ApiError(404, 'The file of this data item is missing.');
    const { header, records } = toTable(parseCsv(new TextDecoder().decode(bytes)));
    const table = { header, records, types: header.map((_, i) => columnType(records.map((r) => r[i] ?? ''))) };
    tables.set(row.id, table);
    return table;
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
    const rows = await selectItems().where('d.project_id', '=', project.id).where(dataItemVisibleTo(session)).orderBy('d.created_at', 'desc').orderBy('d.id').execute();
    const body: DataItemListResponse = { items: rows.map(toDataItem) };
    return c.json(body);
  });

  app.post('/api/projects/:id/data-items', staffOnly, uploadLimit, async (c) => {
    const session = await auth.requireStaff(c);
    const project = await visibleProject(db, session, c.req.param('id'));
    if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
      throw new ApiError(415, 'Upload the file as multipart/form-data with the fields title, kind and file.');
    }
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new ApiError(400, 'The upload could not be read as a form.');
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw new ApiError(400, 'Choose a file to upload.', { fieldErrors: { file: ['Choose a file to upload.'] } });
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      if (key !== 'file') fields[key] = typeof value === 'string' ? value : '(a file)';
    });
    if (fields.title === undefined || fields.title === '') fields.title = file.name.replace(/\.[^.]*$/, '') || 'Untitled';
    const { title, kind } = parseOrThrow(uploadDataItemFieldsSchema, fields);
    if (file.size > maxUploadBytes) throw new ApiError(413, tooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length === 0) throw new ApiError(400, 'The file is empty.', { fieldErrors: { file: ['The file is empty.'] } });

    const prepared = prepareFile(bytes, file.name);
    if (!prepared.ok) throw new ApiError(415, prepared.message, { fieldErrors: { file: [prepared.message] } });
    const id = await insertDataItem(db, storageFor, { projectId: project.id, title, kind, uploadedBy: session.user.id, bytes, prepared });
    const { contentType } = prepared;
    await deps.audit.record(c, session.user, { action: 'data_item.upload', targetType: 'data_item', targetId: id, projectId: project.id, details: { title, kind, filename: prepared.filename, sizeBytes: bytes.length } });
    log.info('data item uploaded', { requestId: c.get('requestId'), projectId: project.id, dataItemId: id, contentType, sizeBytes: bytes.length });
    const body: DataItemDetail = toDetail((await selectItems().where('d.id', '=', id).executeTakeFirstOrThrow()) as ItemRow);
    return c.json(body, 201, { location: `/api/projects/${project.id}/data-items/${id}` });
  });

  app.get('/api/projects/:id/data-items/:dataId', async (c) => {
    const body: DataItemDetail = toDetail((await visibleItem(c)) as ItemRow);
    return c.json(body);
  });

  app.get('/api/projects/:id/data-items/:dataId/download', async (c) => {
    const row = await visibleItem(c);
    const bytes = await storage.get(row.id);
    if (!bytes) throw new ApiError(404, 'The file of this data item is missing.');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': row.content_type || 'application/octet-stream',
      'content-disposition': contentDisposition(row.filename),
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'x-checksum-sha256': row.sha256,
    });
  });

  app.get('/api/projects/:id/data-items/:dataId/rows', async (c) => {
    const row = await visibleItem(c);
    const query = readQuery(c, dataItemRowsQuerySchema);
    const table = await tableOf(row as ItemRow);
    let records = table.records;
    if (query.sort !== undefined) {
      const index = table.header.indexOf(query.sort);
      if (index < 0) throw new ApiError(400, 'Some query parameters are not valid.', { fieldErrors: { sort: [`There is no column named ${query.sort}.`] } });
      const type = table.types[index];
      const sign = query.dir === 'desc' ? -1 : 1;
      const key = (r: string[]) => r[index] ?? '';
      records = [...records].sort((a, b) => {
        const x = key(a).trim();
        const y = key(b).trim();
        // Empty cells last, whichever the direction.
        if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
        if (type === 'number') return sign * (toNumber(x)! - toNumber(y)!);
        if (type === 'date') return sign * (Date.parse(x) - Date.parse(y));
        return sign * x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' });
      });
    }
    const start = (query.page - 1) * query.pageSize;
    const body: DataItemRowsResponse = {
      columns: table.header.map((name, i) => ({ name, type: table.types[i] ?? 'text' })),
      rows: records.slice(start, start + query.pageSize),
      total: records.length,
      page: query.page,
      pageSize: query.pageSize,
    };
    return c.json(body);
  });

  app.get('/api/projects/:id/data-items/:dataId/columns/:name', async (c) => {
    const row = await visibleItem(c);
    const table = await tableOf(row as ItemRow);
    const name = c.req.param('name');
    const index = table.header.indexOf(name);
    if (index < 0) throw new ApiError(404, `There is no column named ${name}.`);
    const type = table.types[index] ?? 'text';
    const cells = table.records.slice(0, MAX_COLUMN_VALUES).map((r) => r[index] ?? '');
    const body: DataItemColumnResponse = {
      name,
      type,
      values: type === 'number' ? cells.map((v) => toNumber(v)) : cells,
      truncated: table.records.length > MAX_COLUMN_VALUES,
    };
    return c.json(body);
  });

  app.delete('/api/projects/:id/data-items/:dataId', staffOnly, async (c) => {
    const row = await visibleItem(c);
    await db.deleteFrom('data_items').where('id', '=', row.id).execute();
    tables.delete(row.id);
    await deps.audit.record(c, (await auth.requireStaff(c)).user, { action: 'data_item.delete', targetType: 'data_item', targetId: row.id, projectId: row.project_id, details: { title: row.title, filename: row.filename } });
    return c.body(null, 204);
  });

  return app;
}
