/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a
 * carriage return as a formula. Such cells get a leading apostrophe, which spreadsheets show
 * as text. Plain numbers (-12, +3.5) cannot be formulas and stay as they are.
 * (The hardening issue adds a site-wide helper; this one can be folded into it.)
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** The same rule as an SQL expression over a VARCHAR column, for exports the engine writes. */
export function neutraliseSql(column: string): string {
  return `case when regexp_matches(${column}, '^[=+\\-@\\t\\r]') and not regexp_full_match(${column}, '[-+]?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?') then '''' || ${column} else ${column} end`;
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One CSV line of neutralised cells. */
export function safeCsvLine(cells: readonly string[]): string {
  return `${cells.map((c) => quote(neutraliseCell(c))).join(',')}\r\n`;
}
