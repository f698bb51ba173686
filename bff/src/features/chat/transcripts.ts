import { appendFile, readFile, rm } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { CHAT_PROVIDERS, type ChatProviderName, type ChatSessionDetail, type ChatSessionListResponse, type ChatTurn } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/outage';
import type { Logger } from '../../http/logger';
import { iso } from '../users/users';
import type { ChatHistoryTurn } from './provider';

type Db = Kysely<DatabaseSchema>;

export interface ExchangeRecord {
  sessionId: string;
  question: string;
  answer: string;
  askedAt: Date;
  answeredAt: Date;
  provider: ChatProviderName;
  latencyMs: number;
  ipHash: string | null;
}

/** Both turns of one exchange, always written in the same statement: a transcript never holds a question without its answer. */
const turnsOf = (record: ExchangeRecord) => [
  { session_id: record.sessionId, role: 'user' as const, text: record.question, created_at: record.askedAt, provider: record.provider, latency_ms: null, ip_hash: record.ipHash },
  { session_id: record.sessionId, role: 'assistant' as const, text: record.answer, created_at: record.answeredAt, provider: record.provider, latency_ms: record.latencyMs, ip_hash: record.ipHash },
];

const safeJson = (line: string): unknown => {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return null;
  }
};

/** An exchange as the spool keeps it (dates as ISO strings). */
const spooledExchangeSchema = z.object({
  sessionId: z.string(),
  question: z.string(),
  answer: z.string(),
  askedAt: z.coerce.date(),
  answeredAt: z.coerce.date(),
  provider: z.enum(CHAT_PROVIDERS),
  latencyMs: z.number(),
  ipHash: z.string().nullable(),
});

/** Exchanges per statement at most; a statement's parameters stay well under PostgreSQL's limit. */
const MAX_BATCH = 200;

export interface TranscriptWriterOptions {
  log: Logger;
  /** Exchanges kept in memory while the database is down; past it the oldest go (and are counted in the log). */
  maxHeld?: number;
  /** How often a held backlog tries the database again. */
  retryMs?: number;
  /**
   * A local file the backlog is also appended to, so a restart during the outage loses nothing:
   * a new writer loads it and stores it. Deleted once the backlog is written. At least once: a
   * crash between the insert and the deletion stores those exchanges twice.
   */
  spoolPath?: string | null;
}

export interface TranscriptWriter {
  /** Resolves once the exchange is stored, or held for the database's return ('held'); rejects only on a fault that is not an outage. */
  store(record: ExchangeRecord): Promise<'stored' | 'held'>;
  /** Exchanges waiting for the database. */
  readonly held: number;
  /** The spool (if any) has been read back into the backlog. */
  readonly loaded: Promise<void>;
  /** Stops retrying (shutdown, tests); what is held stays in the spool. */
  stop(): void;
}

/**
 * Stores exchanges as a group commit: every exchange that arrives while one statement is being
 * written goes into the next one. On PGlite (one connection, one commit at a time) a commit per
 * answer capped the assistant at the database's commit rate, and under load answers queued behind
 * each other for seconds; grouped, one commit carries them all. Each caller still waits until its
 * own exchange is stored, so a transcript is complete when the answer arrives.
 *
 * While the database is down the chat keeps answering (its limits live in Redis), so what visitors
 * write is held in memory, bounded, and written when the database is back, as the mail outbox
 * keeps mail until SMTP answers. While a backlog is held new exchanges join it without asking the
 * database, so answers do not wait on a dead connection; a timer tries the database again.
 */
export function createTranscriptWriter(db: Db, options: TranscriptWriterOptions): TranscriptWriter {
  const { log } = options;
  const maxHeld = options.maxHeld ?? 20_000;
  const retryMs = options.retryMs ?? 2_000;
  let pending: { record: ExchangeRecord; done: (outcome: 'stored' | 'held') => void; failed: (error: unknown) => void }[] = [];
  let writing = false;
  let held: ExchangeRecord[] = [];
  let dropped = 0;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  const spoolPath = options.spoolPath ?? null;
  // Spool writes run one after another, so a deletion never overtakes an append made before it.
  let spool: Promise<void> = Promise.resolve();
  const onSpool = (what: string, op: () => Promise<void>) => {
    if (!spoolPath) return;
    spool = spool.then(op).catch((error: unknown) => log.error('chat transcript spool not written', { op: what, error }));
  };

  const hold = (records: readonly ExchangeRecord[]) => {
    if (held.length === 0) log.warn('database unavailable: holding chat transcripts until it is back');
    held.push(...records);
    onSpool('append', () => appendFile(spoolPath!, records.map((r) => `${JSON.stringify(r)}\n`).join('')));
    if (held.length > maxHeld) {
      const over = held.length - maxHeld;
      held = held.slice(over);
      dropped += over;
      log.error('chat transcripts dropped: the outage outlasted the backlog', { dropped: over, maxHeld });
    }
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = null;
      void flushHeld();
    }, retryMs);
    // A backlog must not keep a stopping process alive.
    retry.unref();
  };

  /** Writes the backlog oldest first; stops at the first outage error and tries again later. */
  const flushHeld = async () => {
    if (writing) return scheduleRetry();
    writing = true;
    const total = held.length;
    try {
      while (held.length > 0) {
        const batch = held.slice(0, MAX_BATCH);
        try {
          await db.insertInto('chat_turns').values(batch.flatMap(turnsOf)).execute();
        } catch (error) {
          if (isDatabaseUnavailable(error)) return scheduleRetry();
          // Not an outage: these rows would fail for ever, so they go, loudly.
          log.error('held chat transcripts could not be stored', { exchanges: batch.length, error });
        }
        held = held.slice(batch.length);
      }
      log.info('held chat transcripts stored', { exchanges: total, droppedDuringOutage: dropped });
      dropped = 0;
      onSpool('delete', () => rm(spoolPath!, { force: true }));
    } finally {
      writing = false;
      if (pending.length > 0) void writeNext();
    }
  };

  const writeNext = async () => {
    writing = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, MAX_BATCH);
      pending = pending.slice(batch.length);
      if (held.length > 0) {
        // A backlog means the database was down a moment ago: join it, the retry writes both.
        hold(batch.map((item) => item.record));
        for (const item of batch) item.done('held');
        continue;
      }
      try {
        await db.insertInto('chat_turns').values(batch.flatMap((item) => turnsOf(item.record))).execute();
        for (const item of batch) item.done('stored');
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          hold(batch.map((item) => item.record));
          for (const item of batch) item.done('held');
        } else for (const item of batch) item.failed(error);
      }
    }
    writing = false;
  };

  /** What an earlier process held when it stopped: older than anything this one receives. */
  const loaded = (async () => {
    if (!spoolPath) return;
    const text = await readFile(spoolPath, 'utf8').catch(() => '');
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) return;
    const earlier: ExchangeRecord[] = [];
    for (const line of lines.slice(-maxHeld)) {
      // A line cut by a crash mid-append is skipped; the rest are whole.
      const parsed = spooledExchangeSchema.safeParse(safeJson(line));
      if (parsed.success) earlier.push(parsed.data);
    }
    held = [...earlier, ...held].slice(-maxHeld);
    log.info('chat transcripts held by an earlier process loaded', { exchanges: earlier.length });
    scheduleRetry();
  })();

  return {
    store(record) {
      return new Promise((resolve, reject) => {
        pending.push({ record, done: resolve, failed: reject });
        if (!writing) void writeNext();
      });
    },
    get held() {
      return held.length;
    },
    loaded,
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
    },
  };
}

/** The session's latest turns, oldest first, for the upstream model's context. */
export async function recentTurns(db: Db, sessionId: string, limit: number): Promise<ChatHistoryTurn[]> {
  const rows = await db
    .selectFrom('chat_turns')
    .select(['role', 'text'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at', 'desc')
    // A user turn and its answer may share a millisecond on a fast machine; the answer is the later one.
    .orderBy(sql`case when role = 'assistant' then 1 else 0 end`, 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({ role: r.role, text: r.text }));
}

export async function listSessions(db: Db, page: number, pageSize: number): Promise<ChatSessionListResponse> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('chat_turns as t')
      .select((eb) => [
        't.session_id',
        eb.fn.min('t.created_at').as('first_at'),
        eb.fn.max('t.created_at').as('last_at'),
        eb.fn.countAll<string>().as('turns'),
        eb
          .selectFrom('chat_turns as q')
          .select('q.text')
          .whereRef('q.session_id', '=', 't.session_id')
          .where('q.role', '=', 'user')
          .orderBy('q.created_at')
          .limit(1)
          .as('first_question'),
      ])
      .groupBy('t.session_id')
      .orderBy('last_at', 'desc')
      .orderBy('t.session_id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('chat_turns')
      .select((eb) => eb.fn.count<string>('session_id').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      sessionId: r.session_id,
      firstAt: iso(r.first_at),
      lastAt: iso(r.last_at),
      turns: Number(r.turns),
      firstQuestion: r.first_question ?? null,
    })),
    total: Number(total.n),
    page,
    pageSize,
  };
}

export async function sessionDetail(db: Db, sessionId: string): Promise<ChatSessionDetail | null> {
  const rows = await db
    .selectFrom('chat_turns')
    .select(['id', 'role', 'text', 'created_at', 'provider', 'latency_ms'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy(sql`case when role = 'assistant' then 1 else 0 end`)
    .execute();
  if (rows.length === 0) return null;
  return {
    sessionId,
    turns: rows.map(
      (r): ChatTurn => ({
        id: r.id,
        role: r.role,
        text: r.text,
        createdAt: iso(r.created_at),
        provider: isProvider(r.provider) ? r.provider : null,
        latencyMs: r.latency_ms,
      }),
    ),
  };
}

const isProvider = (value: string | null): value is ChatProviderName => value === 'builtin' || value === 'upstream' || value === 'fallback';

/**
 * Deletes turns older than the retention period; returns how many went. A conversation that an
 * inquiry was sent from stays as long as the inquiry: staff need it to answer.
 */
export async function purgeOldTurns(db: Db, retentionDays: number, now: number = Date.now()): Promise<number> {
  const cutoff = new Date(now - retentionDays * 86_400_000);
  const result = await db
    .deleteFrom('chat_turns')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('inquiries').select('inquiries.id').whereRef('inquiries.chat_session_id', '=', 'chat_turns.session_id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const DAY_MS = 86_400_000;

/** Purges now and then once a day. The timer is unref'd: it never keeps the process alive. */
export function startRetention(options: { db: Db; retentionDays: number; log: Logger; intervalMs?: number }): { stop(): void; ran: Promise<void> } {
  const run = async () => {
    try {
      const deleted = await purgeOldTurns(options.db, options.retentionDays);
      if (deleted > 0) options.log.info('chat transcripts purged', { deleted, retentionDays: options.retentionDays });
    } catch (error) {
      options.log.warn('chat transcript purge failed', { error });
    }
  };
  const ran = run();
  const timer = setInterval(() => void run(), options.intervalMs ?? DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), ran };
}
