/**
 * A problem with the file's content the uploader can fix: answered with this message, as 415 when
 * the file cannot be read, 413 when it is over one of the import's limits.
 */
export class TableImportError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415 = 415,
  ) {
    super(message);
  }
}

export interface SourceLabels {
  /** Variable labels by column name. */
  variableLabels: Record<string, string>;
  /** Value labels by column name, in the file's order. */
  valueLabels: Record<string, { value: string; label: string }[]>;
  /** Declared missing codes by column name. */
  missingValues: Record<string, string[]>;
  /** The weight variable the file names, if any. */
  weightVariable: string | null;
}

/** Any tabular file (CSV, XLSX, SPSS) reduced to one shape: a header and string records. */
export interface TableSource {
  format: 'csv' | 'xlsx' | 'sav';
  detail: Record<string, string>;
  header: string[];
  labels: SourceLabels | null;
  records(): AsyncIterable<string[]>;
}

/** The kinds of table file a reader exists for. */
export type TableFormat = TableSource['format'];
