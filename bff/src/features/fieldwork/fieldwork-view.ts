import { sql, type Kysely } from 'kysely';
import { BEHIND_SHARE, PROJECTION_DAYS, quotaCode, type FieldworkCell, type FieldworkDay, type FieldworkView, type QuotaPlan } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { iso } from '../users/users';
import { addDays, dayText, daysBetween, fieldDayOf } from './field-day';
import { readQuotaPlan } from './quota-plans';
import { medianOf } from './tallies';

/** The longest daily series a view draws (a year and a bit). */
const MAX_SERIES_DAYS = 400;

/** Counts as the database holds them, summed the way the view needs them. */
export interface FieldworkCounts {
  /** Interview records by day and status. */
  recordDays: { day: string; status: string; n: number }[];
  /** Completes by the quota values they carry. */
  recordQuota: { quota: Record<string, string>; n: number }[];
  removalReasons: { reason: string; n: number }[];
  medianDurationSeconds: number | null;
  /** Daily totals as platforms reported them; cell {} is the whole sample. */
  dailyTotals: {
    day: string;
    cell: Record<string, string>;
    completes: number;
    screenedOut: number;
    qualityRemoved: number;
    invitations: number | null;
    removalReasons: Record<string, number>;
  }[];
  lastReceivedAt: string | null;
}

export interface FieldPeriod {
  start: string | null;
  plannedEnd: string | null;
  /** The target when there is no quota plan (the project's target sample). */
  fallbackTarget: number | null;
}

const isWhole = (cell: Record<string, string>) => Object.keys(cell).length === 0;

/** Whether quota values (as sent) fall in a cell of the plan. */
function inCell(plan: QuotaPlan, cellLevels: readonly string[], values: Record<string, string>): boolean {
  return plan.dimensions.every((d, i) => values[d.key] !== undefined && quotaCode(values[d.key]!) === quotaCode(cellLevels[i]!));
}

/**
 * The view from the counts. Rules (stated to the client under the figures):
 * - a day's whole-sample figures are its whole-sample total when a platform sent one, else the
 *   sum of its cell totals; interview records add to both;
 * - expected by today = target × the share of the planned field period gone (today counted);
 *   a cell is behind below 90 % of that while it still needs completes;
 * - projected finish = the latest day with data + what is left ÷ the mean completes a day over
 *   the last 7 days up to it (or the day the target was reached).
 */
export function buildFieldworkView(counts: FieldworkCounts, plan: QuotaPlan | null, period: FieldPeriod, today: string): FieldworkView {
  const days = new Map<string, FieldworkDay & { invitations: number | null }>();
  const dayOf = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = { date: day, completes: 0, screenedOut: 0, qualityRemoved: 0, invitations: null }));
    return d;
  };
  for (const r of counts.recordDays) {
    const d = dayOf(r.day);
    if (r.status === 'complete') d.completes += r.n;
    else if (r.status === 'screened_out') d.screenedOut += r.n;
    else if (r.status === 'quality_removed') d.qualityRemoved += r.n;
  }
  const wholeDays = new Set(counts.dailyTotals.filter((t) => isWhole(t.cell)).map((t) => t.day));
  const reasons = new Map(counts.removalReasons.map((r) => [r.reason, r.n]));
  for (const t of counts.dailyTotals) {
    // A day with a whole-sample total takes that; its cell totals only feed the cells.
    if (!isWhole(t.cell) && wholeDays.has(t.day)) continue;
    const d = dayOf(t.day);
    d.completes += t.completes;
    d.screenedOut += t.screenedOut;
    d.qualityRemoved += t.qualityRemoved;
    if (t.invitations !== null) d.invitations = (d.invitations ?? 0) + t.invitations;
    for (const [reason, n] of Object.entries(t.removalReasons)) reasons.set(reason, (reasons.get(reason) ?? 0) + n);
  }

  const dataDays = [...days.keys()].sort();
  const firstDay = dataDays[0] ?? null;
  const lastDay = dataDays.at(-1) ?? null;
  const start = period.start ?? firstDay;
  const target = plan?.overallTarget ?? period.fallbackTarget;
  const all = [...days.values()];
  const sum = (pick: (d: FieldworkDay) => number) => all.reduce((n, d) => n + pick(d), 0);
  const completes = sum((d) => d.completes);
  const screenedOut = sum((d) => d.screenedOut);
  const qualityRemoved = sum((d) => d.qualityRemoved);
  const invitationDays = all.filter((d) => d.invitations !== null);
  const invitations = invitationDays.length > 0 ? invitationDays.reduce((n, d) => n + (d.invitations ?? 0), 0) : null;

  // The series runs over the whole field period: from its start to its planned end (or today), and past it while data arrives.
  const series: FieldworkDay[] = [];
  if (start) {
    const end = [period.plannedEnd ?? today, lastDay ?? start, start].sort().at(-1)!;
    const length = Math.min(daysBetween(start, end) + 1, MAX_SERIES_DAYS);
    for (let i = 0; i < length; i++) {
      const day = addDays(start, i);
      const d = days.get(day);
      series.push({ date: day, completes: d?.completes ?? 0, screenedOut: d?.screenedOut ?? 0, qualityRemoved: d?.qualityRemoved ?? 0 });
    }
  }

  const share = start && period.plannedEnd ? Math.min(1, Math.max(0, (daysBetween(start, today) + 1) / (daysBetween(start, period.plannedEnd) + 1))) : null;
  const expectedOf = (cellTarget: number) => (share === null ? null : Math.round(cellTarget * share * 10) / 10);

  let matched = 0;
  const cells: FieldworkCell[] = (plan?.cells ?? []).map((cell) => {
    let achieved = 0;
    for (const q of counts.recordQuota) if (inCell(plan!, cell.levels, q.quota)) achieved += q.n;
    for (const t of counts.dailyTotals) if (!isWhole(t.cell) && inCell(plan!, cell.levels, t.cell)) achieved += t.completes;
    matched += achieved;
    const expected = expectedOf(cell.target);
    return { levels: cell.levels, target: cell.target, achieved, expected, behind: expected !== null && achieved < cell.target && achieved < BEHIND_SHARE * expected };
  });
  const cellCompletes = counts.recordQuota.reduce((n, q) => n + q.n, 0) + counts.dailyTotals.filter((t) => !isWhole(t.cell)).reduce((n, t) => n + t.completes, 0);

  // Projection over the last PROJECTION_DAYS days up to the latest day with data, within the field period.
  let dailyRate: number | null = null;
  let finish: string | null = null;
  if (lastDay) {
    const from = [addDays(lastDay, -(PROJECTION_DAYS - 1)), start ?? lastDay].sort().at(-1)!;
    const span = daysBetween(from, lastDay) + 1;
    let recent = 0;
    for (const [day, d] of days) if (day >= from && day <= lastDay) recent += d.completes;
    dailyRate = Math.round((recent / span) * 10) / 10;
    if (target !== null && completes >= target) {
      let running = 0;
      for (const day of dataDays) {
        running += days.get(day)!.completes;
        if (running >= target) {
          finish = day;
          break;
        }
      }
    } else if (target !== null && recent > 0) {
      finish = addDays(lastDay, Math.ceil((target - completes) / (recent / span)));
    }
  }
  const expectedNow = target === null ? null : expectedOf(target);
  const behind = (finish !== null && period.plannedEnd !== null && finish > period.plannedEnd) || (expectedNow !== null && target !== null && completes < target && completes < BEHIND_SHARE * expectedNow);

  return {
    updatedAt: counts.lastReceivedAt,
    start,
    plannedEnd: period.plannedEnd,
    today,
    target,
    totals: {
      invitations,
      completes,
      screenedOut,
      qualityRemoved,
      incidence: completes + screenedOut > 0 ? completes / (completes + screenedOut) : null,
      medianDurationSeconds: counts.medianDurationSeconds,
      responseRate: invitations ? Math.min(1, completes / invitations) : null,
    },
    removals: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    daily: series,
    dimensions: plan?.dimensions ?? [],
    cells,
    outsideQuota: plan ? Math.max(0, cellCompletes - matched) : 0,
    projection: { dailyRate, finish, behind },
  };
}

const num = (v: unknown) => Number(v ?? 0);

export async function readFieldworkCounts(db: Kysely<DatabaseSchema>, projectId: string): Promise<FieldworkCounts> {
  // Read from the running tallies ingest keeps (a few hundred rows), never by grouping every interview.
  const [byDay, recordQuota, durations, version, dailyTotals] = await Promise.all([
    db.selectFrom('fieldwork_day_tallies').select([sql<string>`day::text`.as('day'), 'status', 'reason', 'n']).where('project_id', '=', projectId).where('n', '>', 0).execute(),
    db.selectFrom('fieldwork_quota_tallies').select(['quota', 'n']).where('project_id', '=', projectId).where('n', '>', 0).execute(),
    db.selectFrom('fieldwork_duration_tallies').select(['duration_seconds', 'n']).where('project_id', '=', projectId).where('n', '>', 0).orderBy('duration_seconds').execute(),
    db.selectFrom('fieldwork_versions').select('updated_at').where('project_id', '=', projectId).executeTakeFirst(),
    db
      .selectFrom('fieldwork_daily')
      .select([sql<string>`day::text`.as('day'), 'cell', 'completes', 'screened_out', 'quality_removed', 'invitations', 'removal_reasons'])
      .where('project_id', '=', projectId)
      .execute(),
  ]);
  const recordDays = new Map<string, { day: string; status: string; n: number }>();
  const removalReasons = new Map<string, number>();
  for (const r of byDay) {
    const day = dayText(r.day);
    const key = `${day}|${r.status}`;
    const entry = recordDays.get(key) ?? { day, status: r.status, n: 0 };
    entry.n += num(r.n);
    recordDays.set(key, entry);
    const reason = r.reason === '' ? 'Not given' : r.reason;
    if (r.status === 'quality_removed') removalReasons.set(reason, (removalReasons.get(reason) ?? 0) + num(r.n));
  }
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    recordDays: [...recordDays.values()],
    recordQuota: recordQuota.map((r) => ({ quota: parse(r.quota), n: num(r.n) })),
    removalReasons: [...removalReasons].map(([reason, n]) => ({ reason, n })),
    medianDurationSeconds: medianOf(durations.map((d) => ({ value: d.duration_seconds, n: num(d.n) }))),
    dailyTotals: dailyTotals.map((t) => ({
      day: dayText(t.day),
      cell: parse(t.cell),
      completes: t.completes,
      screenedOut: t.screened_out,
      qualityRemoved: t.quality_removed,
      invitations: t.invitations,
      removalReasons: parse(t.removal_reasons),
    })),
    // Every write that changes the counts moves the project's version: its time is the last arrival.
    lastReceivedAt: version ? iso(version.updated_at) : null,
  };
}

/** The field period: the fieldwork stage's dates first, then the project's own fieldwork dates. */
export async function readFieldPeriod(db: Kysely<DatabaseSchema>, projectId: string): Promise<FieldPeriod> {
  const row = await db
    .selectFrom('projects as p')
    .leftJoin('project_stages as s', (join) => join.onRef('s.project_id', '=', 'p.id').on('s.stage', '=', 'fieldwork'))
    .select([
      sql<string | null>`coalesce(s.actual_start, s.planned_start, p.fieldwork_start)::text`.as('start'),
      sql<string | null>`coalesce(s.planned_end, p.fieldwork_end)::text`.as('planned_end'),
      'p.target_sample_size',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  return { start: row?.start ?? null, plannedEnd: row?.planned_end ?? null, fallbackTarget: row?.target_sample_size ?? null };
}

export async function loadFieldworkView(db: Kysely<DatabaseSchema>, projectId: string, now = Date.now()): Promise<FieldworkView> {
  const [counts, { plan }, period] = await Promise.all([readFieldworkCounts(db, projectId), readQuotaPlan(db, projectId), readFieldPeriod(db, projectId)]);
  return buildFieldworkView(counts, plan, period, fieldDayOf(now));
}
