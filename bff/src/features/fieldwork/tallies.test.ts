import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewRecordInput } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp } from '../../test/app-harness';
import { readFieldworkCounts } from './fieldwork-view';
import { storeFieldworkBatch } from './ingest-store';
import { medianOf } from './tallies';

describe('medianOf', () => {
  it('reads the median of a distribution as percentile_cont(0.5) does', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([{ value: 7, n: 1 }])).toBe(7);
    // 1 1 2 | 9: the middle two are 1 and 2.
    expect(medianOf([{ value: 1, n: 2 }, { value: 2, n: 1 }, { value: 9, n: 1 }])).toBe(1.5);
    expect(medianOf([{ value: 1, n: 2 }, { value: 2, n: 0 }, { value: 9, n: 3 }])).toBe(9);
  });
});

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const record = (id: number): InterviewRecordInput => {
  const r = rand();
  return {
    interviewId: `T${id}`,
    completedAt: new Date(Date.parse('2026-11-01T06:00:00Z') + Math.floor(rand() * 10) * 86_400_000).toISOString(),
    status: r < 0.7 ? 'complete' : r < 0.9 ? 'screened_out' : 'quality_removed',
    ...(r >= 0.9 ? { reason: pick(['Speeding', 'Straight-lining']) } : {}),
    ...(rand() < 0.9 ? { durationSeconds: 300 + Math.floor(rand() * 600) } : {}),
    quota: { city: pick(['Riyadh', 'Jeddah', 'Dubai']), gender: pick(['f', 'm']) },
  };
};

describe.each(testDatabases())('fieldwork tallies on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let projectId: string;

  beforeAll(async () => {
    database = await target.open();
    const t = await createTestApp(database);
    const client = await t.addUser('client');
    const staff = await t.addUser('staff');
    const row = await database.db
      .insertInto('projects')
      .values({ code: 'SWR-2026-431', title: 'Tallies', client_id: client.id, status: 'in_field', created_by: staff.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    projectId = row.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('agree with the records after repeats, corrections and parallel batches', async () => {
    const store = (records: InterviewRecordInput[]) => storeFieldworkBatch(database.db, projectId, { records, dailyTotals: [], onError: 'reject_batch' }, 'api');
    const first = Array.from({ length: 400 }, (_, i) => record(i));
    for (let at = 0; at < first.length; at += 100) await store(first.slice(at, at + 100));
    // A platform resends some, corrects others (new status, cell, length or day), in parallel batches
    // that overlap: the tallies must end where a fresh count of the records ends.
    const corrections = Array.from({ length: 6 }, () => Array.from({ length: 60 }, () => record(Math.floor(rand() * 500))));
    await Promise.all(corrections.map(store));
    await store(first.slice(0, 50));

    const counts = await readFieldworkCounts(database.db, projectId);
    const q = () => database.db.selectFrom('fieldwork_interviews').where('project_id', '=', projectId);
    const byDay = await q().select([sql<string>`day::text`.as('day'), 'status', (eb) => eb.fn.countAll<string>().as('n')]).groupBy(['day', 'status']).execute();
    expect(new Map(counts.recordDays.map((d) => [`${d.day.slice(0, 10)} ${d.status}`, d.n]))).toEqual(new Map(byDay.map((d) => [`${d.day.slice(0, 10)} ${d.status}`, Number(d.n)])));
    const byQuota = await q().where('status', '=', 'complete').select(['quota', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('quota').execute();
    const text = (quota: Record<string, string>) => JSON.stringify(Object.entries(quota).sort());
    expect(new Map(counts.recordQuota.map((c) => [text(c.quota), c.n]))).toEqual(new Map(byQuota.map((c) => [text(typeof c.quota === 'string' ? JSON.parse(c.quota) : c.quota), Number(c.n)])));
    const reasons = await q().where('status', '=', 'quality_removed').select(['reason', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('reason').execute();
    expect(new Map(counts.removalReasons.map((r) => [r.reason, r.n]))).toEqual(new Map(reasons.map((r) => [r.reason ?? 'Not given', Number(r.n)])));
    const median = await q()
      .select(sql<number | string>`percentile_cont(0.5) within group (order by duration_seconds) filter (where status = 'complete' and duration_seconds is not null)`.as('m'))
      .executeTakeFirstOrThrow();
    expect(counts.medianDurationSeconds).toBe(Number(median.m));
  });
});
