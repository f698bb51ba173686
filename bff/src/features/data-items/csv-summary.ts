import type { CsvColumnSummary, CsvColumnType, CsvSummary } from '@swat/shared-contracts';

const NUMBER = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?%?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$|^\d{1,2}\/\d{1,2}\/\d{4}$/;

/** A number from a cell ("1,234.5", "12%", " 7 "), or null when the cell is not one. */
export function toNumber(cell: string): number | null {
  const v = cell.trim();
  if (v === '' || !/\d/.test(v) || !NUMBER.test(v)) return null;
  const n = Number(v.replace(/,/g, '').replace(/%$/, ''));
  return Number.isFinite(n) ? n : null;
}

const isDate = (cell: string) => DATE.test(cell.trim()) && !Number.isNaN(Date.parse(cell.trim().replace(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, '$3-$1-$2')));

export function columnType(values: readonly string[]): CsvColumnType {
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  if (filled.length === 0) return 'text';
  if (filled.every((v) => toNumber(v) !== null)) return 'number';
  if (filled.every(isDate)) return 'date';
  return 'text';
}

const TOP = 10;

export function summariseColumn(name: string, values: readonly string[]): CsvColumnSummary {
  const type = columnType(values);
  const filled = values.map((v) => v.trim()).filter((v) => v !== '');
  const counts = new Map<string, number>();
  for (const v of filled) counts.set(v, (counts.get(v) ?? 0) + 1);
  const summary: CsvColumnSummary = { name, type, count: filled.length, empty: values.length - filled.length, distinct: counts.size, min: null, max: null, mean: null, topValues: [] };
  if (type === 'number' && filled.length > 0) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    for (const v of filled) {
      const n = toNumber(v)!;
      if (n < min) min = n;
      if (n > max) max = n;
      sum += n;
    }
    summary.min = min;
    summary.max = max;
    summary.mean = Math.round((sum / filled.length) * 1e6) / 1e6;
  } else {
    if (type === 'date' && filled.length > 0) {
      const sorted = [...counts.keys()].sort((a, b) => Date.parse(a) - Date.parse(b));
      summary.min = sorted[0]!;
      summary.max = sorted[sorted.length - 1]!;
    }
    summary.topValues = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP)
      .map(([value, count]) => ({ value, count }));
  }
  return summary;
}

export function summariseTable(header: readonly string[], records: readonly string[][]): CsvSummary {
  return {
    rowCount: records.length,
    columns: header.map((name, i) => summariseColumn(name, records.map((r) => r[i] ?? ''))),
  };
}
