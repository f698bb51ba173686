import { createHash } from 'node:crypto';
import type { CsvSummary } from '@swat/shared-contracts';
import type { AnalysableStore } from '../analysis/analysable-store';
import { CSV_CONTENT_TYPE } from '../analysis/datasets';
import { decodeText, detectEncoding, looksBinary } from '../analysis/decode-text';
import { notReadableAsText, sniffDelimiter } from '../analysis/read-csv';
import { importTable, type TableMeta } from '../analysis/table-import';
import type { ImportBudget } from '../analysis/import-in-worker';
import { checkZipExpansion } from '../analysis/zip-check';
import { TableImportError, type ImportProblem, type TableFormat } from '../analysis/table-source';
import { detectFileType, type Detected } from './detect-type';
import { safeFilename } from './file-names';

export type PreparedFile =
  | { ok: true; contentType: string; filename: string; sha256: string; summary: CsvSummary | null; tableMeta: TableMeta | null }
  | { ok: false; /** Why, for the route to say in the uploader's language. */ problem: ImportProblem; /** 413 over an import limit; 415 (the default) a file that cannot be read. */ status?: 413 | 415 };

const TABLE_NAME = /\.(csv|tsv|tab)$/i;
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
  if (!detected.ok && !format) return { ok: false, problem: { key: detected.reason === 'executable' ? 'import.file.executable' : isLegacyOffice(bytes) ? 'import.file.legacyOffice' : 'import.file.notAccepted' } };
  if (format === 'csv' && !detected.ok) {
    const problem = notReadableAsText(bytes);
    if (problem) return { ok: false, problem };
  }
  if (format === 'xlsx' && tables) {
    // From the ZIP's directory alone, before any thread starts unpacking it.
    try {
      checkZipExpansion(bytes, tables.budget.limits.maxExpandedBytes);
    } catch (error) {
      if (error instanceof TableImportError && error.status === 413) return { ok: false, problem: error.problem, status: 413 };
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
      if (error.status === 413) return { ok: false, problem: error.problem, status: 413 };
      // A workbook that is not one table is still a fine file to share; a broken CSV or .sav is not.
      if (format === 'csv' && detected.ok && detected.extension === 'txt' && !TABLE_NAME.test(originalName)) {
        contentType = detected.contentType;
        extension = 'txt';
      } else if (format !== 'xlsx') return { ok: false, problem: error.problem };
    }
  }
  return { ok: true, contentType, filename: safeFilename(originalName, extension), sha256, summary, tableMeta };
}
