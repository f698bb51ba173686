import { LOW_BASE } from '@swat/shared-contracts';

/** Two-sided 95%: |z| above this is significant. */
export const Z_95 = 1.959964;

export interface ColumnSample {
  /** Proportion in the column (weighted when weighting is on), 0–1. */
  p: number;
  /** Effective base: the unweighted base when not weighting, (Σw)²/Σw² when weighting. */
  effectiveBase: number;
  /** Unweighted base, for the small-base rule. */
  base: number;
}

/**
 * Column-proportions z-test with pooled variance, as research tables use it. Returns +1 when
 * column a is significantly higher than b, -1 when lower, 0 otherwise or when a base is too
 * small (< 30) to test.
 */
export function compareColumns(a: ColumnSample, b: ColumnSample, z = Z_95): 1 | -1 | 0 {
  if (a.base < LOW_BASE || b.base < LOW_BASE) return 0;
  const na = a.effectiveBase;
  const nb = b.effectiveBase;
  if (na <= 0 || nb <= 0) return 0;
  const pooled = (a.p * na + b.p * nb) / (na + nb);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
  if (!(se > 0)) return 0;
  const score = (a.p - b.p) / se;
  return score > z ? 1 : score < -z ? -1 : 0;
}

/** A, B, … Z, then AA, AB …: the letters research tables give banner columns. */
export function columnLetter(index: number): string {
  let n = index;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** Kish's effective sample size of a weighted group. */
export const effectiveBase = (sumW: number, sumW2: number) => (sumW2 > 0 ? (sumW * sumW) / sumW2 : 0);

/** An edge step of 1, 2, 2.5 or 5 × 10^k, so histogram bins read 0–10, 10–20 … */
export function roundStep(range: number, bins = 10): number {
  if (!(range > 0)) return 1;
  const raw = range / bins;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return step;
}
