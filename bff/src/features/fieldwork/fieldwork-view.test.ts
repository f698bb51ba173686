import { describe, expect, it } from 'vitest';
import type { QuotaPlan } from '@swat/shared-contracts';
import { buildFieldworkView, type FieldworkCounts } from './fieldwork-view';

/**
 * A study of 100 interviews over 1–10 November, read on the 5th (half the field period gone, so
 * the plan expects 50 overall and 12.5 in each of four cells of 25). Every figure below is worked
 * out by hand in its comment.
 */
const plan: QuotaPlan = {
  overallTarget: 100,
  dimensions: [
    { key: 'city', label: 'City', levels: [{ code: 'dubai', label: 'Dubai' }, { code: 'jeddah', label: 'Jeddah' }] },
    { key: 'gender', label: 'Gender', levels: [{ code: 'F', label: 'Women' }, { code: 'M', label: 'Men' }] },
  ],
  cells: [
    { levels: ['dubai', 'F'], target: 25 },
    { levels: ['dubai', 'M'], target: 25 },
    { levels: ['jeddah', 'F'], target: 25 },
    { levels: ['jeddah', 'M'], target: 25 },
  ],
};

const counts: FieldworkCounts = {
  // Completes 10, 8, 12, 6, 4 = 40; 20 screen-outs on the 2nd; 3 removals on the 3rd.
  recordDays: [
    { day: '2026-11-01', status: 'complete', n: 10 },
    { day: '2026-11-02', status: 'complete', n: 8 },
    { day: '2026-11-02', status: 'screened_out', n: 20 },
    { day: '2026-11-03', status: 'complete', n: 12 },
    { day: '2026-11-03', status: 'quality_removed', n: 3 },
    { day: '2026-11-04', status: 'complete', n: 6 },
    { day: '2026-11-05', status: 'complete', n: 4 },
  ],
  // 15 + 12 + 5 + 7 = 39 in cells (codes matched without regard to case), 1 from Abu Dhabi outside them.
  recordQuota: [
    { quota: { city: 'Dubai', gender: 'f' }, n: 15 },
    { quota: { city: 'dubai', gender: 'M' }, n: 12 },
    { quota: { city: 'Jeddah', gender: 'F', age: '35+' }, n: 5 },
    { quota: { city: 'JEDDAH', gender: 'm' }, n: 7 },
    { quota: { city: 'Abu Dhabi', gender: 'F' }, n: 1 },
  ],
  removalReasons: [
    { reason: 'Speeding', n: 2 },
    { reason: 'Duplicate', n: 1 },
  ],
  medianDurationSeconds: 754,
  dailyTotals: [],
  lastReceivedAt: '2026-11-05T10:00:00.000Z',
};

const period = { start: '2026-11-01', plannedEnd: '2026-11-10', fallbackTarget: null };

describe('the fieldwork view', () => {
  const view = buildFieldworkView(counts, plan, period, '2026-11-05');

  it('adds up completes, screen-outs, removals and incidence', () => {
    expect(view.totals).toMatchObject({ completes: 40, screenedOut: 20, qualityRemoved: 3, invitations: null, responseRate: null, medianDurationSeconds: 754 });
    // 40 ÷ (40 + 20)
    expect(view.totals.incidence).toBeCloseTo(2 / 3, 10);
    expect(view.removals).toEqual([
      { reason: 'Speeding', count: 2 },
      { reason: 'Duplicate', count: 1 },
    ]);
  });

  it('sets each cell against what the plan expects by today and marks the ones behind', () => {
    // Expected 25 × 5/10 = 12.5; behind below 0.9 × 12.5 = 11.25.
    expect(view.cells).toEqual([
      { levels: ['dubai', 'F'], target: 25, achieved: 15, expected: 12.5, behind: false },
      { levels: ['dubai', 'M'], target: 25, achieved: 12, expected: 12.5, behind: false },
      { levels: ['jeddah', 'F'], target: 25, achieved: 5, expected: 12.5, behind: true },
      { levels: ['jeddah', 'M'], target: 25, achieved: 7, expected: 12.5, behind: true },
    ]);
    expect(view.outsideQuota).toBe(1);
  });

  it('draws every day of the field period, the days to come as zero', () => {
    expect(view.daily.map((d) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`));
    expect(view.daily.map((d) => d.completes)).toEqual([10, 8, 12, 6, 4, 0, 0, 0, 0, 0]);
  });

  it('projects the finish from the recent daily rate and flags a finish after the planned end', () => {
    // 40 completes over the 5 days so far: 8 a day; 60 to go is 7.5, so 8 more days: the 13th.
    expect(view.projection).toEqual({ dailyRate: 8, finish: '2026-11-13', behind: true });
  });

  it('averages over the last seven days only, and gives the day a met target was reached', () => {
    const long: FieldworkCounts = {
      ...counts,
      recordQuota: [],
      recordDays: Array.from({ length: 12 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, status: 'complete', n: i < 5 ? 2 : 10 })),
    };
    // Days 6–12 give 10 each: 10 a day. 5×2 + 7×10 = 80 so far, 20 to go: 2 days after the 12th.
    expect(buildFieldworkView(long, plan, { ...period, plannedEnd: '2026-11-30' }, '2026-11-12').projection).toEqual({ dailyRate: 10, finish: '2026-11-14', behind: false });
    // Reached on the 14th: 80 + 10 + 10 = 100.
    const done = { ...long, recordDays: [...long.recordDays, { day: '2026-11-13', status: 'complete', n: 10 }, { day: '2026-11-14', status: 'complete', n: 10 }, { day: '2026-11-15', status: 'complete', n: 5 }] };
    expect(buildFieldworkView(done, plan, { ...period, plannedEnd: '2026-11-30' }, '2026-11-16').projection.finish).toBe('2026-11-14');
  });

  it("takes a day's whole-sample total over the sum of its cell totals, and counts cell totals in their cells", () => {
    const totals: FieldworkCounts = {
      ...counts,
      recordDays: [],
      recordQuota: [],
      removalReasons: [],
      medianDurationSeconds: null,
      dailyTotals: [
        { day: '2026-11-01', cell: {}, completes: 30, screenedOut: 10, qualityRemoved: 2, invitations: 400, removalReasons: { Speeding: 2 } },
        { day: '2026-11-01', cell: { city: 'dubai', gender: 'f' }, completes: 12, screenedOut: 0, qualityRemoved: 0, invitations: null, removalReasons: {} },
        { day: '2026-11-01', cell: { city: 'jeddah', gender: 'm' }, completes: 14, screenedOut: 0, qualityRemoved: 0, invitations: null, removalReasons: {} },
        // No whole-sample total on the 2nd: its cell totals are the day.
        { day: '2026-11-02', cell: { city: 'dubai', gender: 'm' }, completes: 5, screenedOut: 5, qualityRemoved: 0, invitations: 100, removalReasons: {} },
      ],
    };
    const v = buildFieldworkView(totals, plan, period, '2026-11-02');
    expect(v.totals).toMatchObject({ completes: 35, screenedOut: 15, qualityRemoved: 2, invitations: 500 });
    // 35 completes of 500 invitations.
    expect(v.totals.responseRate).toBeCloseTo(0.07, 10);
    expect(v.cells.map((c) => c.achieved)).toEqual([12, 5, 0, 14]);
    expect(v.removals).toEqual([{ reason: 'Speeding', count: 2 }]);
  });

  it('works without a quota plan or planned dates: no cells, no expectation, the project target', () => {
    const v = buildFieldworkView(counts, null, { start: null, plannedEnd: null, fallbackTarget: 60 }, '2026-11-05');
    expect(v).toMatchObject({ cells: [], dimensions: [], target: 60, start: '2026-11-01', outsideQuota: 0 });
    // 20 to go at 8 a day: 3 days after the 5th; no planned end, 40 ≥ nothing expected: not behind.
    expect(v.projection).toEqual({ dailyRate: 8, finish: '2026-11-08', behind: false });
  });
});
