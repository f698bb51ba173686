import type { ImportLimits } from '../../config/env';
import { TableImportError } from './table-source';

export type { ImportLimits };

/** A workbook part may unpack to this many times its packed size; real sheets stay far below (XML of numbers packs some 10:1). */
export const MAX_ZIP_RATIO = 200;

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Refusals for a file over a limit: 413, with the limit named so the uploader knows what to change. */
export const overLimit = {
  columns: (found: number, max: number) => new TableImportError({ key: 'import.limit.columns', values: { found, max } }, 413),
  rows: (max: number) => new TableImportError({ key: 'import.limit.rows', values: { max } }, 413),
  copySize: (max: number) => new TableImportError({ key: 'import.limit.copySize', values: { megabytes: megabytes(max) } }, 413),
  time: (ms: number) => new TableImportError({ key: 'import.limit.time', values: { seconds: ms / 1000 } }, 413),
  unpacked: (max: number) => new TableImportError({ key: 'import.limit.unpacked', values: { megabytes: megabytes(max) } }, 413),
  ratio: (part: string) => new TableImportError({ key: 'import.limit.ratio', values: { ratio: MAX_ZIP_RATIO, part } }, 413),
};
