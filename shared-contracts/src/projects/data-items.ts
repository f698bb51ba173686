import { z } from 'zod';
import { LANGUAGES } from '../i18n/language';

export const DATA_ITEM_KINDS = ['dataset', 'report', 'questionnaire', 'presentation', 'other'] as const;
export const dataItemKindSchema = z.enum(DATA_ITEM_KINDS);
export type DataItemKind = z.infer<typeof dataItemKindSchema>;

export const DEFAULT_MAX_UPLOAD_MB = 25;

export const csvColumnTypeSchema = z.enum(['number', 'date', 'text']);
export type CsvColumnType = z.infer<typeof csvColumnTypeSchema>;

export const csvColumnSummarySchema = z.object({
  name: z.string(),
  type: csvColumnTypeSchema,
  /** Non-empty values. */
  count: z.number().int(),
  empty: z.number().int(),
  distinct: z.number().int(),
  min: z.union([z.number(), z.string()]).nullable(),
  max: z.union([z.number(), z.string()]).nullable(),
  mean: z.number().nullable(),
  /** Most frequent values, most frequent first (text and date columns). */
  topValues: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type CsvColumnSummary = z.infer<typeof csvColumnSummarySchema>;

export const csvSummarySchema = z.object({
  rowCount: z.number().int(),
  columns: z.array(csvColumnSummarySchema),
});
export type CsvSummary = z.infer<typeof csvSummarySchema>;

export const dataItemSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  title: z.string(),
  kind: dataItemKindSchema,
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  uploadedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** True when the file is a CSV whose rows the API can serve. */
  hasTable: z.boolean(),
  /** null: a draft, seen by staff only. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type DataItem = z.infer<typeof dataItemSchema>;

export const dataItemListResponseSchema = z.object({ items: z.array(dataItemSchema) });
export type DataItemListResponse = z.infer<typeof dataItemListResponseSchema>;

export const dataItemDetailSchema = dataItemSchema.extend({ csvSummary: csvSummarySchema.nullable() });
export type DataItemDetail = z.infer<typeof dataItemDetailSchema>;

/** The text fields of the multipart upload (the file goes in the field `file`). */
export const uploadDataItemFieldsSchema = z
  .object({
    title: z.string({ error: 'Enter a title.' }).trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
    kind: dataItemKindSchema.default('other'),
  })
  .strict();
export type UploadDataItemFields = z.infer<typeof uploadDataItemFieldsSchema>;

export const dataItemRowsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(50),
    /** A column name to sort by. */
    sort: z.string().max(200).optional(),
    dir: z.enum(['asc', 'desc']).default('asc'),
    /** Only rows whose column equals one of the values: `column=value` or `column=a|b`. */
    filter: z.string().max(500).optional(),
  })
  .strict();
export type DataItemRowsQuery = z.infer<typeof dataItemRowsQuerySchema>;

/**
 * The formats a dataset can be downloaded in. A download is written from the analysable copy, so a
 * client's file never holds a column staff hid; the untouched original (`original=1`) is for staff.
 */
export const DATASET_DOWNLOAD_FORMATS = ['csv', 'xlsx', 'sav'] as const;
export type DatasetDownloadFormat = (typeof DATASET_DOWNLOAD_FORMATS)[number];

export const dataItemDownloadQuerySchema = z
  .object({
    /** For a dataset: the format to write (default: the format it was uploaded in). */
    format: z.enum(DATASET_DOWNLOAD_FORMATS).optional(),
    /** Staff only: the file exactly as uploaded. */
    original: z.enum(['0', '1']).optional(),
    /** The reader's language for a dataset's sheet titles and headings (a link has no header; a staff page's path does not say it). */
    lang: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type DataItemDownloadQuery = z.infer<typeof dataItemDownloadQuerySchema>;

export const dataItemRowsResponseSchema = z.object({
  columns: z.array(z.object({ name: z.string(), type: csvColumnTypeSchema })),
  rows: z.array(z.array(z.string())),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DataItemRowsResponse = z.infer<typeof dataItemRowsResponseSchema>;

/** GET …/data-items/:dataId/columns/:name: one column's values, in file order, for a chart. */
export const MAX_COLUMN_VALUES = 10_000;
export const dataItemColumnResponseSchema = z.object({
  name: z.string(),
  type: csvColumnTypeSchema,
  /** Numbers for number columns (null when empty), strings otherwise. */
  values: z.array(z.union([z.number(), z.string(), z.null()])),
  truncated: z.boolean(),
});
export type DataItemColumnResponse = z.infer<typeof dataItemColumnResponseSchema>;
