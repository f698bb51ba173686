import { sql, type Kysely, type Transaction } from 'kysely';
import {
  dailyTotalSchema,
  interviewRecordSchema,
  quotaCode,
  type DailyTotal,
  type IngestProblem,
  type IngestResponse,
  type InterviewRecord,
  type Language,
} from '@swat/shared-contracts';
import type { z } from 'zod';
import type { DatabaseSchema, FieldworkSource } from '../../db/schema';
import { bffMessages } from '../../i18n/messages';
import { dayText, fieldDayOf } from './field-day';
import { TallyChanges, type TalliedRecord } from './tallies';

const parseQuota = (quota: Record<string, string> | string): Record<string, string> => (typeof quota === 'string' ? (JSON.parse(quota) as Record<string, string>) : quota);

/** Rows per INSERT: large enough to be fast, small enough for any driver's parameter limit. */
const CHUNK = 250;

export interface FieldworkBatch {
  records: readonly unknown[];
  dailyTotals: readonly unknown[];
  onError: 'reject_batch' | 'keep_valid';
}

/** The whole sample is cell ''; a cell is its level codes by dimension, in key order. */
export const cellKeyOf = (cell: Readonly<Record<string, string | number>>) =>
  Object.keys(cell)
    .sort()
    .map((k) => `${k}=${quotaCode(String(cell[k]))}`)
    .join('|');

const asText = (values: Readonly<Record<string, string | number>>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v).trim()]));

function check<S extends z.ZodType>(schema: S, entries: readonly unknown[], list: IngestProblem['list'], problems: IngestProblem[]): z.output<S>[] {
  const valid: z.output<S>[] = [];
  entries.forEach((entry, index) => {
    const result = schema.safeParse(entry);
    if (result.success) {
      valid.push(result.data);
      return;
    }
    const interviewId = typeof entry === 'object' && entry !== null && 'interviewId' in entry && typeof entry.interviewId === 'string' ? entry.interviewId : null;
    for (const issue of result.error.issues) problems.push({ list, index, interviewId, field: issue.path.join('.') || '(entry)', message: issue.message });
  });
  return valid;
}

/** The last entry for each key wins, as if the batch had been posted in turn. */
const lastOf = <T>(entries: readonly T[], key: (entry: T) => string): T[] => [...new Map(entries.map((e) => [key(e), e])).values()];

/** Writes `items` CHUNK at a time; `write` answers how many rows of its chunk it changed. */
async function inChunks<T>(items: readonly T[], write: (chunk: readonly T[]) => Promise<number>): Promise<number> {
  let changed = 0;
  for (let at = 0; at < items.length; at += CHUNK) changed += await write(items.slice(at, at + CHUNK));
  return changed;
}

const recordFacts = (r: InterviewRecord): TalliedRecord => ({
  day: fieldDayOf(r.completedAt),
  status: r.status,
  reason: r.reason ?? null,
  durationSeconds: r.durationSeconds ?? null,
  quota: asText(r.quota),
});

function storeRecords(trx: Transaction<DatabaseSchema>, projectId: string, records: readonly InterviewRecord[], source: FieldworkSource): Promise<number> {
  return inChunks(records, async (chunk) => {
    // The versions these records replace, so the tallies can take them away (the batch holds the
    // project's ingest lock, so nobody changes them in between).
    const before = await trx
      .selectFrom('fieldwork_interviews')
      .select(['interview_id', sql<string>`day::text`.as('day'), 'status', 'reason', 'duration_seconds', 'quota'])
      .where('project_id', '=', projectId)
      .where(
        'interview_id',
        'in',
        chunk.map((r) => r.interviewId),
      )
      .execute();
    const previous = new Map(before.map((row) => [row.interview_id, row]));
    const rows = chunk.map((r) => ({
      project_id: projectId,
      interview_id: r.interviewId,
      completed_at: r.completedAt,
      day: fieldDayOf(r.completedAt),
      status: r.status,
      reason: r.reason ?? null,
      duration_seconds: r.durationSeconds ?? null,
      quota: JSON.stringify(asText(r.quota)),
      source,
    }));
    const changed = await trx
      .insertInto('fieldwork_interviews')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['project_id', 'interview_id'])
          .doUpdateSet({
            completed_at: sql`excluded.completed_at`,
            day: sql`excluded.day`,
            status: sql`excluded.status`,
            reason: sql`excluded.reason`,
            duration_seconds: sql`excluded.duration_seconds`,
            quota: sql`excluded.quota`,
            source: sql`excluded.source`,
            received_at: sql`now()`,
          })
          // A repeat that says the same thing is no change: no write, not counted as stored.
          .where(
            sql<boolean>`(fieldwork_interviews.completed_at, fieldwork_interviews.status, fieldwork_interviews.reason, fieldwork_interviews.duration_seconds, fieldwork_interviews.quota)
              is distinct from (excluded.completed_at, excluded.status, excluded.reason, excluded.duration_seconds, excluded.quota)`,
          ),
      )
      .returning('interview_id')
      .execute();
    const incoming = new Map(chunk.map((r) => [r.interviewId, r]));
    const changes = new TallyChanges();
    for (const { interview_id } of changed) {
      const old = previous.get(interview_id);
      if (old) changes.remove({ day: dayText(old.day), status: old.status, reason: old.reason, durationSeconds: old.duration_seconds, quota: parseQuota(old.quota) });
      changes.add(recordFacts(incoming.get(interview_id)!));
    }
    await changes.apply(trx, projectId);
    return changed.length;
  });
}

function storeTotals(trx: Transaction<DatabaseSchema>, projectId: string, totals: readonly DailyTotal[], source: FieldworkSource): Promise<number> {
  return inChunks(totals, async (chunk) => {
    const rows = chunk.map((t) => ({
      project_id: projectId,
      day: t.date,
      cell: JSON.stringify(asText(t.cell)),
      cell_key: cellKeyOf(t.cell),
      completes: t.completes,
      screened_out: t.screenedOut,
      quality_removed: t.qualityRemoved,
      invitations: t.invitations ?? null,
      removal_reasons: JSON.stringify(t.removalReasons ?? {}),
      source,
    }));
    const changed = await trx
      .insertInto('fieldwork_daily')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['project_id', 'day', 'cell_key'])
          .doUpdateSet({
            cell: sql`excluded.cell`,
            completes: sql`excluded.completes`,
            screened_out: sql`excluded.screened_out`,
            quality_removed: sql`excluded.quality_removed`,
            invitations: sql`excluded.invitations`,
            removal_reasons: sql`excluded.removal_reasons`,
            source: sql`excluded.source`,
            received_at: sql`now()`,
          })
          .where(
            sql<boolean>`(fieldwork_daily.completes, fieldwork_daily.screened_out, fieldwork_daily.quality_removed, fieldwork_daily.invitations, fieldwork_daily.removal_reasons)
              is distinct from (excluded.completes, excluded.screened_out, excluded.quality_removed, excluded.invitations, excluded.removal_reasons)`,
          ),
      )
      .returning('day')
      .execute();
    return changed.length;
  });
}

/** Tells open fieldwork pages, on every instance, that the counts changed. */
export async function bumpFieldworkVersion(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, projectId: string): Promise<void> {
  await db
    .insertInto('fieldwork_versions')
    .values({ project_id: projectId, version: 1 })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ version: sql`fieldwork_versions.version + 1`, updated_at: sql`now()` }))
    .execute();
}

/**
 * Checks a batch entry by entry and stores it in one transaction: an answer means it is committed,
 * so nothing acknowledged is lost to a restart. Entries already stored as sent count as unchanged.
 * The answer's message is in `language`: the staff tools' reader's, English for the ingest API and the seed.
 */
export async function storeFieldworkBatch(db: Kysely<DatabaseSchema>, projectId: string, batch: FieldworkBatch, source: FieldworkSource, language: Language = 'en'): Promise<IngestResponse> {
  const { t } = bffMessages(language);
  const problems: IngestProblem[] = [];
  const records = lastOf(check(interviewRecordSchema, batch.records, 'records', problems), (r) => r.interviewId);
  const totals = lastOf(check(dailyTotalSchema, batch.dailyTotals, 'dailyTotals', problems), (t) => `${t.date}\u0000${cellKeyOf(t.cell)}`);
  const entries = batch.records.length + batch.dailyTotals.length;
  if (problems.length > 0 && batch.onError === 'reject_batch') {
    const bad = new Set(problems.map((p) => `${p.list}:${p.index}`)).size;
    return { stored: 0, unchanged: 0, rejected: problems, batchKept: false, message: t('api.fieldwork.batchRefused', { bad, entries }) };
  }
  const stored = await db.transaction().execute(async (trx) => {
    // One batch at a time per project: a record's earlier version, read before it is replaced, must
    // still be the one replaced when the tallies take it away (PostgreSQL runs batches in parallel).
    await sql`select pg_advisory_xact_lock(hashtextextended(${projectId}, 31))`.execute(trx);
    const n = (await storeRecords(trx, projectId, records, source)) + (await storeTotals(trx, projectId, totals, source));
    if (n > 0) await bumpFieldworkVersion(trx, projectId);
    return n;
  });
  const unchanged = records.length + totals.length - stored;
  if (problems.length === 0) return { stored, unchanged, rejected: [], batchKept: true, message: t('api.fieldwork.batchStored', { stored, unchanged }) };
  const bad = new Set(problems.map((p) => `${p.list}:${p.index}`)).size;
  return { stored, unchanged, rejected: problems, batchKept: true, message: t('api.fieldwork.batchPartly', { bad, entries }) };
}
