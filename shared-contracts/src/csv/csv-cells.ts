/**
 * CSV that is safe to open in a spreadsheet (OWASP "CSV injection"): a cell that starts with
 * = + - @, a tab or a carriage return could run as a formula, so it gets a leading apostrophe,
 * which spreadsheets show as text and do not display. Plain numbers such as -12.5 or +3 are
 * left alone: a spreadsheet reads them as numbers, never as formulas, and data stays sortable.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)*|\d*\.\d+)([eE][+-]?\d+)?$/;

/** The cell's text, with a leading apostrophe when a spreadsheet would take it for a formula. */
export function neutraliseCsvCell(value: string): string {
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** One field as RFC 4180 writes it: quoted when it holds the delimiter, a quote or a line break. */
export function quoteCsvField(value: string, delimiter = ','): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export type CsvCell = string | number | boolean | null | undefined | Date;

const cellText = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
};

/** One CSV line (no line ending) with every cell neutralised and quoted as needed. */
export function toSafeCsvLine(cells: readonly CsvCell[], delimiter = ','): string {
  return cells.map((cell) => quoteCsvField(neutraliseCsvCell(cellText(cell)), delimiter)).join(delimiter);
}

/** A whole CSV document, CRLF line endings (RFC 4180), every cell neutralised. */
export function toSafeCsv(rows: readonly (readonly CsvCell[])[], delimiter = ','): string {
  return rows.map((row) => `${toSafeCsvLine(row, delimiter)}\r\n`).join('');
}
