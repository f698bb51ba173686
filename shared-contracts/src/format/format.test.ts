import { describe, expect, it } from 'vitest';
import { formatDate, formatUsd } from './format';

describe('formatDate', () => {
  it('uses en-US short month, numeric day and year', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('2026-12-31T12:00:00Z')).toMatch(/^Dec 31, 2026$|^Jan 1, 2027$/);
    expect(formatDate(new Date(2026, 0, 9, 12))).toBe('Jan 9, 2026');
  });
  it('keeps a calendar date on its day', () => {
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });
  it('gives an empty string for empty or invalid input', () => {
    for (const bad of ['', null, undefined, 'not a date', '2026-02-31', Number.NaN]) expect(formatDate(bad)).toBe('');
  });
});

describe('formatUsd', () => {
  it('shows whole dollars with grouping', () => {
    expect(formatUsd(12500)).toBe('$12,500');
    expect(formatUsd('48000')).toBe('$48,000');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(99.6)).toBe('$100');
  });
  it('gives an empty string for missing or non-numeric input', () => {
    for (const bad of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) expect(formatUsd(bad)).toBe('');
  });
});
