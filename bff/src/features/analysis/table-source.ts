/** A problem with the file's content the uploader can fix: answered as 4xx with this message. */
export class TableImportError extends Error {}

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
