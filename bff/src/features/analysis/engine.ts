import os from 'node:os';
import type { DuckDBInstance, DuckDBValue } from '@duckdb/node-api';

export type SqlValue = string | number | boolean | null;
export type Row = Record<string, unknown>;

/**
 * The embedded analytical engine. DuckDB runs each query on its own threads, so a sort or
 * a crosstab over half a million rows never holds Node's event loop; only the small result
 * crosses back. Memory and threads are capped so the bff stays within its budget, and a
 * queue bounds how many queries run at once (the rest wait their turn, they do not pile up).
 */
export interface AnalysisEngine {
  all(sql: string, params?: SqlValue[]): Promise<Row[]>;
  close(): void;
}

/** A cell as a number, read as the upload's summary reads it ("1,234.5", "12%"); NULL otherwise. */
export const NUMBER_PATTERN = String.raw`(?i)[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?%?`;
const MACROS = [
  // The plain cast first: it answers for almost every cell, and the regular expression only for "1,234" or "12%".
  `create or replace macro num(x) as coalesce(case when isfinite(try_cast(x as double)) then try_cast(x as double) end, case when regexp_matches(x, '\\d') and regexp_full_match(x, '${NUMBER_PATTERN}') then try_cast(replace(regexp_replace(x, '%$', ''), ',', '') as double) end)`,
];

export interface EngineOptions {
  threads?: number;
  memoryLimit?: string;
  maxConcurrent?: number;
  tempDirectory?: string;
}

/**
 * The engine's share of the machine: all cores but one, so Node's event loop always has a core
 * and pages keep answering while the engine sorts. A query runs on the thread that asked for it
 * (one of libuv's) plus the instance's `threads - 1` workers, so the cores it may use are the
 * queries let run at once plus those workers; on two cores that is one query at a time.
 */
export function engineShare(cores = os.availableParallelism()): { threads: number; maxConcurrent: number } {
  const budget = Math.max(1, cores - 1);
  const maxConcurrent = Math.max(1, Math.floor(budget / 2));
  return { threads: Math.max(1, budget - maxConcurrent + 1), maxConcurrent };
}

export function createEngine(options: EngineOptions = {}): AnalysisEngine {
  const share = engineShare();
  const threads = options.threads ?? share.threads;
  const max = options.maxConcurrent ?? share.maxConcurrent;
  let instance: Promise<DuckDBInstance> | null = null;
  const open = () =>
    (instance ??= (async () => {
      // The native library is loaded with the first query (some 36 MB a server without datasets never needs).
      const { DuckDBInstance } = await import('@duckdb/node-api');
      const created = await DuckDBInstance.create(':memory:', {
        threads: String(threads),
        memory_limit: options.memoryLimit ?? '256MB',
        // The copies are local files the OS already caches: a second copy in the engine's buffers is memory for nothing.
        enable_external_file_cache: 'false',
        // Memory a query frees in bulk (a sort's or an import's blocks) goes back to the system at once; by default
        // the allocator kept some 100 MB of it after each big import, counted against the bff for good.
        allocator_bulk_deallocation_flush_threshold: '0MB',
        ...(options.tempDirectory ? { temp_directory: options.tempDirectory } : {}),
      });
      const setup = await created.connect();
      try {
        for (const statement of MACROS) await setup.run(statement);
      } finally {
        setup.closeSync();
      }
      return created;
    })());

  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < max) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async all(sql, params = []) {
      await acquire();
      const connection = await (await open()).connect();
      try {
        const reader = await connection.runAndReadAll(sql, params as DuckDBValue[]);
        return reader.getRowObjectsJS() as Row[];
      } finally {
        connection.closeSync();
        release();
      }
    },
    close() {
      void instance?.then((i) => i.closeSync()).catch(() => {});
      instance = null;
    },
  };
}

/** A string literal for DuckDB (for file paths we build ourselves; user values go in parameters). */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
