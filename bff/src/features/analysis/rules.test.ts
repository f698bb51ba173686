import { describe, expect, it } from 'vitest';
import type { ColumnProfile } from './analysable-store';
import { roundStep } from './significance';
import { isIdLike } from './variables';

/** A column's profile as the engine would report it for these cells. */
function profileOf(name: string, cells: string[]): ColumnProfile {
  const filled = cells.filter((c) => c !== '');
  const counts = new Map<string, number>();
  for (const c of filled) counts.set(c, (counts.get(c) ?? 0) + 1);
  const numbers = filled.map(Number).filter((n) => Number.isFinite(n));
  return {
    name,
    filled: filled.length,
    distinct: counts.size,
    numbers: numbers.length,
    integers: filled.filter((c) => /^[-+]?\d+$/.test(c)).length,
    dates: 0,
    min: numbers.length ? Math.min(...numbers) : null,
    max: numbers.length ? Math.max(...numbers) : null,
    mean: numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null,
    values: [...counts].map(([value, count]) => ({ value, count })).slice(0, 10),
  };
}

const range = (from: number, n: number, step = 1) => Array.from({ length: n }, (_, i) => String(from + i * step));

describe('id-like columns (never charted by default)', () => {
  it('finds respondent numbers, record codes and fixed-width panel numbers', () => {
    expect(isIdLike(profileOf('respondent_id', range(1001, 12)), 12)).toBe(true);
    // Consecutive whole numbers under any name.
    expect(isIdLike(profileOf('n', range(1, 40)), 40)).toBe(true);
    // Codes such as R-0001.
    expect(isIdLike(profileOf('ref', range(1, 25).map((n) => `R-${n.padStart(4, '0')}`)), 25)).toBe(true);
    // Six-digit panel numbers, unique but far apart.
    const panel = range(0, 30).map((_, i) => String(104233 + i * 29_717 + (i % 7)));
    expect(isIdLike(profileOf('panelist', panel), 30)).toBe(true);
  });

  it('leaves answers alone: ages, scores, rounded amounts and repeated numbers', () => {
    // Unique ages in a small file are not ids.
    expect(isIdLike(profileOf('age', ['34', '41', '29', '52', '23']), 5)).toBe(false);
    // Unique, rounded five-digit incomes.
    expect(isIdLike(profileOf('monthly_income_aed', range(12000, 30, 2_350)), 30)).toBe(false);
    // Repeated values.
    expect(isIdLike(profileOf('satisfaction_0_10', ['8', '7', '9', '6', '8', '7']), 6)).toBe(false);
    // Many blanks: not a key of the file.
    expect(isIdLike(profileOf('respondent_id', [...range(1, 10), ...Array<string>(10).fill('')]), 20)).toBe(false);
    // Text answers.
    expect(isIdLike(profileOf('main_store', ['Carrefour', 'Lulu', 'Spinneys']), 3)).toBe(false);
  });
});

describe('histogram bins with round edges', () => {
  /** The edges a histogram of values from min to max gets, as the results builder computes them. */
  const edges = (min: number, max: number) => {
    const step = roundStep(max - min);
    const start = Math.floor(min / step) * step;
    const last = Math.floor((max - start) / step);
    return Array.from({ length: last + 2 }, (_, i) => Math.round((start + i * step) * 1e9) / 1e9);
  };

  it('steps by 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(roundStep(1050)).toBe(200);
    expect(roundStep(500)).toBe(50);
    expect(roundStep(10)).toBe(1);
    expect(roundStep(23)).toBe(2.5);
    expect(roundStep(0.7)).toBe(0.1);
    expect(roundStep(0)).toBe(1);
  });

  it('starts on a multiple of the step and covers the largest value', () => {
    // The demo's weekly grocery spend runs from 430 to 1,480 AED.
    expect(edges(430, 1480)).toEqual([400, 600, 800, 1000, 1200, 1400, 1600]);
    expect(edges(3, 497)).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500]);
    expect(edges(0.12, 0.83)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
  });
});
