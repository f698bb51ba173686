import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatList, formatNumber, formatTime, formatUsd } from './format';

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
  it('names the currency in Arabic words, with Latin digits', () => {
    expect(formatUsd(38000, 'ar')).toBe('38,000 دولار أمريكي');
  });
  it('writes lists in running text in each language', () => {
    expect(formatList(['Dubai', 'Sharjah'], 'en')).toBe('Dubai and Sharjah');
    expect(formatList(['دبي', 'الشارقة', 'عجمان'], 'ar')).toBe('دبي والشارقة وعجمان');
  });
  it('gives an empty string for missing or non-numeric input', () => {
    for (const bad of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) expect(formatUsd(bad)).toBe('');
  });
});

describe('one format per language', () => {
  const moment = '2026-11-27T20:31:00Z';
  it('writes Arabic dates and numbers in Arabic with Latin digits, as Gulf business sites do', () => {
    expect(formatDate('2026-11-27', 'ar')).toBe('27 نوفمبر 2026');
    expect(formatNumber(12500.5, 'ar')).toBe('12,500.5');
    expect(formatDateTime(moment, 'ar', { timeZone: 'Asia/Dubai' })).toMatch(/^28 نوفمبر 2026، 12:31 ص$/);
    expect(formatTime(moment, 'ar', { timeZone: 'Asia/Dubai' })).toBe('12:31 ص');
    expect(formatUsd(12500, 'ar')).toContain('12,500');
  });

  it('writes English dates with the spec’s short month, times included', () => {
    expect(formatDateTime(moment, 'en', { timeZone: 'Asia/Dubai' })).toBe('Nov 28, 2026, 12:31 AM');
    expect(formatTime(moment, 'en', { timeZone: 'Asia/Dubai' })).toBe('12:31 AM');
    expect(formatNumber(12500.5)).toBe('12,500.5');
    expect(formatNumber(0.123456, 'en', { maximumFractionDigits: 2 })).toBe('0.12');
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDateTime('nope', 'ar')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatNumber(Number.NaN, 'ar')).toBe('');
    expect(formatNumber(undefined)).toBe('');
  });
});
