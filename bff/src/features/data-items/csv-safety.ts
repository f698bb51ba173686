import { neutraliseCsvCell, toSafeCsvLine, type CsvCell } from '@swat/shared-contracts';

/*
 * CSV injection (OWASP): the site-wide rule lives in shared-contracts (csv/csv-cells.ts). This
 * module adds what only dataset exports need: the same rule for the analytical engine's SQL, and
 * lines with their CRLF ending.
 */
export const neutraliseCell = neutraliseCsvCell;

/** The shared rule as an SQL expression over a VARCHAR column, for exports the engine writes (same patterns). */
export function neutraliseSql(column: string): string {
  return `case when regexp_matches(${column}, '^[=+\\-@\\t\\r]') and not regexp_full_match(${column}, '[+-]?(\\d+([.,]\\d+)*|\\d*\\.\\d+)([eE][+-]?\\d+)?') then '''' || ${column} else ${column} end`;
}

/** One CSV line of neutralised cells, with its CRLF ending. */
export function safeCsvLine(cells: readonly CsvCell[]): string {
  return `${toSafeCsvLine(cells)}\r\n`;
}
