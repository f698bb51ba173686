import { formatNumber, quotaCode } from '@swat/shared-contracts';
import { ApiError } from '../../http/errors';
import { detectFileType } from '../data-items/detect-type';
import { readTable } from '../analysis/table-import';
import type { ImportLimits } from '../analysis/import-limits';
import { TableImportError, sayImportProblem } from '../analysis/table-source';
import { gulfTime } from './field-day';
import type { FieldworkBatch } from './ingest-store';

/** The most rows a counts file may hold: a large study's interviews, checked and stored in one go. */
export const MAX_COUNTS_FILE_ROWS = 100_000;

const RECORD_COLUMNS = new Set(['interview_id', 'completed_at', 'status', 'reason', 'duration_seconds']);
const TOTAL_COLUMNS = new Set(['date', 'completes', 'screened_out', 'quality_removed', 'invitations']);

/** "Interview ID", "interviewId" and "interview_id" are one column. */
export const columnKey = (name: string) =>
  name
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const numberOr = (cell: string | undefined): number | string | undefined => {
  if (cell === undefined || cell.trim() === '') return undefined;
  const n = Number(cell.replace(/,/g, ''));
  return Number.isFinite(n) ? n : cell;
};

/**
 * A counts file (CSV or Excel) staff upload, read into the same batch the ingest API takes: either
 * interview records (interview_id, completed_at, status, reason, duration_seconds) or daily totals
 * (date, completes, screened_out, quality_removed, invitations), each with the quota columns.
 */
export async function countsFileBatch(bytes: Uint8Array, onError: FieldworkBatch['onError'], limits: Pick<ImportLimits, 'maxExpandedBytes'>): Promise<FieldworkBatch> {
  const detected = detectFileType(bytes);
  const format = detected.ok && detected.extension === 'xlsx' ? 'xlsx' : !detected.ok || detected.extension === 'txt' ? 'csv' : null;
  if (!format) throw new ApiError(415, 'Upload the counts as a CSV or an Excel (.xlsx) file.', { fieldErrors: { file: ['Upload a CSV or an Excel (.xlsx) file.'] } });
  let source;
  try {
    source = await readTable(bytes, format, limits);
  } catch (error) {
    if (error instanceof TableImportError) throw new ApiError(415, error.message, { fieldErrors: { file: [error.message] }, say: (language) => sayImportProblem(error.problem, language) });
    throw error;
  }
  const keys = source.header.map(columnKey);
  const isRecords = keys.includes('interview_id');
  if (!isRecords && !(keys.includes('date') && keys.includes('completes'))) {
    const message = 'The file needs an interview_id column (one row per interview) or date and completes columns (daily totals).';
    throw new ApiError(400, message, { fieldErrors: { file: [message] } });
  }
  const known = isRecords ? RECORD_COLUMNS : TOTAL_COLUMNS;
  const quotaColumns = keys.map((k, i) => ({ k, i })).filter(({ k }) => !known.has(k) && k !== '');
  const batch: FieldworkBatch & { records: unknown[]; dailyTotals: unknown[] } = { records: [], dailyTotals: [], onError };
  const at = (row: string[], name: string) => {
    const i = keys.indexOf(name);
    const v = i < 0 ? undefined : row[i]?.trim();
    return v === '' ? undefined : v;
  };
  for await (const row of source.records()) {
    if (batch.records.length + batch.dailyTotals.length >= MAX_COUNTS_FILE_ROWS) {
      throw new ApiError(413, `The file has more than ${formatNumber(MAX_COUNTS_FILE_ROWS)} rows. Split it, or send the counts through the API.`);
    }
    const quota = Object.fromEntries(quotaColumns.map(({ k, i }) => [k, row[i]?.trim() ?? '']).filter(([, v]) => v !== ''));
    if (isRecords) {
      const status = at(row, 'status');
      batch.records.push({
        interviewId: at(row, 'interview_id'),
        completedAt: gulfTime(at(row, 'completed_at') ?? ''),
        status: status ? quotaCode(status).replace(/[\s-]+/g, '_') : 'complete',
        ...(at(row, 'reason') ? { reason: at(row, 'reason') } : {}),
        ...(at(row, 'duration_seconds') ? { durationSeconds: numberOr(at(row, 'duration_seconds')) } : {}),
        quota,
      });
    } else {
      batch.dailyTotals.push({
        date: at(row, 'date'),
        cell: quota,
        completes: numberOr(at(row, 'completes')) ?? 0,
        screenedOut: numberOr(at(row, 'screened_out')) ?? 0,
        qualityRemoved: numberOr(at(row, 'quality_removed')) ?? 0,
        ...(at(row, 'invitations') ? { invitations: numberOr(at(row, 'invitations')) } : {}),
      });
    }
  }
  return batch;
}
