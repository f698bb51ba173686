import { useMemo } from 'react';
import type { DataItemColumnResponse } from '@swat/shared-contracts';

export interface Bar {
  label: string;
  count: number;
}

const MAX_CATEGORIES = 12;
const BINS = 10;

function compact(n: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, notation: Math.abs(n) >= 10_000 ? 'compact' : 'standard' }).format(n);
}

/**
 * What to draw for a column: a histogram for numbers, the most frequent values otherwise
 * (dates included: a CSV's dates are usually few distinct days).
 */
export function barsFor(column: Pick<DataItemColumnResponse, 'type' | 'values'>): Bar[] {
  if (column.type === 'number') {
    const nums = column.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (nums.length === 0) return [];
    const min = Math.min(...nums);
    const max = Math.max(...nums);
    if (min === max) return [{ label: compact(min), count: nums.length }];
    const distinct = new Set(nums);
    // Few repeated whole-number values (a 0–10 scale): one bar per value reads better than bins.
    if (distinct.size <= MAX_CATEGORIES && distinct.size * 2 <= nums.length && nums.every(Number.isInteger)) {
      return [...distinct].sort((a, b) => a - b).map((v) => ({ label: compact(v), count: nums.filter((n) => n === v).length }));
    }
    const width = (max - min) / BINS;
    const counts = new Array<number>(BINS).fill(0);
    for (const n of nums) counts[Math.min(BINS - 1, Math.floor((n - min) / width))]! += 1;
    return counts.map((count, i) => ({ label: `${compact(min + i * width)}–${compact(min + (i + 1) * width)}`, count }));
  }
  const tally = new Map<string, number>();
  for (const v of column.values) {
    const key = v === null || v === '' ? '(empty)' : String(v);
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const sorted = [...tally.entries()].sort((a, b) => b[1] - a[1]);
  const top = sorted.slice(0, MAX_CATEGORIES).map(([label, count]) => ({ label, count }));
  const rest = sorted.slice(MAX_CATEGORIES).reduce((sum, [, c]) => sum + c, 0);
  return rest > 0 ? [...top, { label: 'Other', count: rest }] : top;
}

/**
 * A horizontal bar chart in plain SVG. One chart type over at most 13 bars needs no chart
 * library: the smallest maintained ones (uPlot, Chart.js) cost 20–70 KB gzip for features
 * unused here, and SVG text stays readable and selectable.
 */
export function ColumnChart({ column }: { column: DataItemColumnResponse }) {
  const bars = useMemo(() => barsFor(column), [column]);
  if (bars.length === 0) return <p className="pt:text-sm pt:text-muted">This column has no values to chart.</p>;
  const max = Math.max(...bars.map((b) => b.count));
  const rowHeight = 26;
  const labelWidth = 150;
  const chartWidth = 600;
  const barArea = chartWidth - labelWidth - 50;
  const height = bars.length * rowHeight + 10;
  const title = column.type === 'number' ? `Distribution of ${column.name}` : `Most frequent values of ${column.name}`;
  return (
    <figure className="pt:m-0" data-testid="column-chart">
      <svg viewBox={`0 0 ${chartWidth} ${height}`} className="pt:h-auto pt:w-full pt:max-w-3xl" role="img" aria-label={`${title}: ${bars.map((b) => `${b.label} ${b.count}`).join(', ')}`}>
        {bars.map((bar, i) => {
          const y = i * rowHeight + 5;
          const w = max === 0 ? 0 : Math.max(2, (bar.count / max) * barArea);
          return (
            <g key={`${bar.label}-${i}`}>
              <text x={labelWidth - 8} y={y + 15} textAnchor="end" fontSize="12" fill="var(--swat-ink)">
                {bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label}
              </text>
              <rect x={labelWidth} y={y} width={w} height={rowHeight - 8} rx="3" fill="var(--swat-brand)" />
              <text x={labelWidth + w + 6} y={y + 14} fontSize="12" fill="var(--swat-ink)">
                {bar.count}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="pt:mt-2 pt:text-sm pt:text-muted">
        {title}
        {column.truncated ? ' (first 10,000 rows)' : ''}
      </figcaption>
    </figure>
  );
}
