import { sql, type Transaction } from 'kysely';
import type { InterviewStatus } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';

/** What an interview record adds to the tallies. */
export interface TalliedRecord {
  day: string;
  status: InterviewStatus;
  reason: string | null;
  durationSeconds: number | null;
  quota: Record<string, string>;
}

interface Entry {
  record: TalliedRecord;
  n: 1 | -1;
}

/**
 * The changes one batch makes to a project's tallies: each stored record adds itself, and a record
 * that replaces an earlier version first takes that version away. Applied in the batch's transaction,
 * so the tallies always agree with the records (the view trusts them; a test compares both).
 */
export class TallyChanges {
  private readonly entries: Entry[] = [];

  add(record: TalliedRecord): void {
    this.entries.push({ record, n: 1 });
  }

  remove(record: TalliedRecord): void {
    this.entries.push({ record, n: -1 });
  }

  get size(): number {
    return this.entries.length;
  }

  async apply(trx: Transaction<DatabaseSchema>, projectId: string): Promise<void> {
    if (this.entries.length === 0) return;
    const days = JSON.stringify(this.entries.map((e) => ({ day: e.record.day, status: e.record.status, reason: e.record.reason ?? '', n: e.n })));
    const completes = this.entries.filter((e) => e.record.status === 'complete');
    // Rows are summed in SQL, so one statement never touches the same tally twice, and quota keys are
    // the database's own canonical jsonb text (the same text the migration's backfill used).
    await sql`insert into fieldwork_day_tallies (project_id, day, status, reason, n)
      select ${projectId}::uuid, x.day, x.status, x.reason, sum(x.n)::int
      from jsonb_to_recordset(${days}::jsonb) as x(day date, status text, reason text, n int)
      group by x.day, x.status, x.reason
      on conflict (project_id, day, status, reason) do update set n = fieldwork_day_tallies.n + excluded.n`.execute(trx);
    if (completes.length === 0) return;
    const quotas = JSON.stringify(completes.map((e) => ({ q: e.record.quota, n: e.n })));
    await sql`insert into fieldwork_quota_tallies (project_id, quota_key, quota, n)
      select ${projectId}::uuid, x.q::text, x.q, sum(x.n)::int
      from jsonb_to_recordset(${quotas}::jsonb) as x(q jsonb, n int)
      group by x.q
      on conflict (project_id, quota_key) do update set n = fieldwork_quota_tallies.n + excluded.n`.execute(trx);
    const timed = completes.filter((e) => e.record.durationSeconds !== null);
    if (timed.length === 0) return;
    const durations = JSON.stringify(timed.map((e) => ({ s: e.record.durationSeconds, n: e.n })));
    await sql`insert into fieldwork_duration_tallies (project_id, duration_seconds, n)
      select ${projectId}::uuid, x.s, sum(x.n)::int
      from jsonb_to_recordset(${durations}::jsonb) as x(s int, n int)
      group by x.s
      on conflict (project_id, duration_seconds) do update set n = fieldwork_duration_tallies.n + excluded.n`.execute(trx);
  }
}

/** The median of a distribution given as (value, count) pairs sorted by value, as percentile_cont(0.5) reads it. */
export function medianOf(distribution: readonly { value: number; n: number }[]): number | null {
  const total = distribution.reduce((sum, d) => sum + d.n, 0);
  if (total === 0) return null;
  const at = (position: number) => {
    let seen = 0;
    for (const d of distribution) {
      seen += d.n;
      if (position < seen) return d.value;
    }
    return distribution[distribution.length - 1]!.value;
  };
  const middle = (total - 1) / 2;
  return (at(Math.floor(middle)) + at(Math.ceil(middle))) / 2;
}
