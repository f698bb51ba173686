import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGlitePool } from './pglite-pool';
import { migrations } from './migrations/index';
import type { DatabaseSchema } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DatabaseSchema>;
  /** Round-trip time of a trivial query, or null when the database does not answer. */
  ping(timeoutMs?: number): Promise<number | null>;
  /** Connections in use, idle and waited for, for the metrics. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files, or 'memory' for a throwaway database. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let kind: DatabaseKind;
  let dialect: PostgresDialect;
  let poolStats: Database['poolStats'];
  if (options.databaseUrl) {
    kind = 'postgres';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    // A client that is checked out when the server goes away emits 'error' itself; without a listener
    // that is an uncaught exception that would end the process. Its queries still fail (→ 503).
    pool.on('connect', (client) => client.on('error', () => {}));
    dialect = new PostgresDialect({ pool });
  } else {
    kind = 'pglite';
    let dataDir: string | undefined;
    if (options.dataDir !== 'memory') {
      dataDir = path.join(options.dataDir, 'pglite');
      await mkdir(dataDir, { recursive: true });
    }
    const pglite = await openPGlite(dataDir);
    const pool = new PGlitePool(pglite);
    poolStats = () => pool.stats();
    dialect = new PostgresDialect({ pool });
  }
  const db = new Kysely<DatabaseSchema>({ dialect });

  return {
    kind,
    db,
    async ping(timeoutMs = 2_000) {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
      try {
        const answer = await Promise.race([sql`select 1`.execute(db).then(() => performance.now() - started), timeout]);
        return answer === null ? null : Math.round(answer * 10) / 10;
      } catch {
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
    poolStats,
    close: () => db.destroy(),
  };
}

/**
 * PostgreSQL's defaults size its caches for a server: 128 MB of shared buffers, all of it
 * inside PGlite's WebAssembly memory, which never shrinks. The embedded database of one small
 * site fits in far less. (Measured by `npm run bench:load`: docs/benchmarks.md.)
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB', '-c', 'maintenance_work_mem=16MB'];

async function openPGlite(dataDir: string | undefined): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  if (dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createClusterInChildProcess(dataDir, startParams);
  return PGlite.create(dataDir, { startParams, serializers: { [BYTEA]: byteaToText }, parsers: { [BYTEA]: byteaFromText } });
}

const BYTEA = 17;
/**
 * PGlite's own bytea conversion goes through one JavaScript string per byte: a 16 MB upload left
 * some 150 MB of garbage in the server's heap, which V8 then kept. Node's hex codec does the same
 * job in native code with one string per value.
 */
export function byteaToText(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new TypeError('a bytea value must be a Uint8Array');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}
export function byteaFromText(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}

/** initdb in a child process, whose memory is all returned when it ends (see the script). */
async function createClusterInChildProcess(dataDir: string, startParams: string[]): Promise<void> {
  const script = fileURLToPath(new URL('./create-pglite-cluster.mjs', import.meta.url));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir, JSON.stringify(startParams)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the PGlite cluster in ${dataDir} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<string[]> {
  // Features add migrations in parallel; each is independent, so order of arrival may differ from name order.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
