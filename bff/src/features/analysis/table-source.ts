import type { Language } from '@swat/shared-contracts';
import { bffMessages, type BffMessageKey } from '../../i18n/messages';

/** One of the messages that say why an upload is refused (i18n/messages/import). */
export type ImportMessageKey = Extract<BffMessageKey, `import.${string}`>;

/**
 * Why a file is refused, as a key and its values rather than a sentence: the readers run in an
 * import thread that knows nothing of the request, and structured data crosses to the route,
 * which says it in the uploader's language.
 */
export interface ImportProblem {
  key: ImportMessageKey;
  values?: Record<string, string | number>;
}

/** The problem in one language (English for API clients, whose wording stays as it was). */
export const sayImportProblem = (problem: ImportProblem, language: Language): string => bffMessages(language).t(problem.key, problem.values);

/**
 * A problem with the file's content the uploader can fix: answered with this message, as 415 when
 * the file cannot be read, 413 when it is over one of the import's limits. `message` is the
 * English; `problem` says it in another language.
 */
export class TableImportError extends Error {
  constructor(
    readonly problem: ImportProblem,
    readonly status: 413 | 415 = 415,
  ) {
    super(sayImportProblem(problem, 'en'));
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
