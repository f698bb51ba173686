import type { ImportLimits } from '../../config/env';
import { TableImportError } from './table-source';
import { formatNumber } from '@swat/shared-contracts';

export type { ImportLimits };

/** A workbook part may unpack to this many times its packed size; real sheets stay far below (XML of numbers packs some 10:1). */
export const MAX_ZIP_RATIO = 200;

const count = (n: number) => formatNumber(n);
const megabytes = (bytes: number) => `${count(Math.round(bytes / 1024 / 1024))} MB`;
const SPLIT = 'Split it into smaller files and upload them one by one.';

/** Refusals for a file over a limit: 413, with the limit named so the uploader knows what to change. */
export const overLimit = {
  columns: (found: number, max: number) => new TableImportError(`The file has ${count(found)} columns; one dataset can have at most ${count(max)} columns. ${SPLIT}`, 413),
  rows: (max: number) => new TableImportError(`The file has more than ${count(max)} rows, the most one dataset can have. ${SPLIT}`, 413),
  copySize: (max: number) => new TableImportError(`The table is larger than ${megabytes(max)} once read, the most one dataset can be. ${SPLIT}`, 413),
  time: (ms: number) => new TableImportError(`Reading the file took longer than ${count(ms / 1000)} seconds, the limit for one upload. ${SPLIT}`, 413),
  unpacked: (max: number) => new TableImportError(`The Excel workbook unpacks to more than ${megabytes(max)}, the most the server reads from one upload. Save the sheet as CSV UTF-8, or split it, and upload it again.`, 413),
  ratio: (name: string) =>
    new TableImportError(`The Excel workbook expands more than ${MAX_ZIP_RATIO} times when unpacked (its part ${name}), which real spreadsheets never do. Save the sheet as CSV UTF-8 and upload that.`, 413),
};
