import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { literal, type AnalysisEngine } from './engine';
import { overLimit } from './import-limits';
import { TableImportError } from './table-source';

/** Column i of the analysable copy is named c{i}: user text never becomes an SQL identifier. */
export const col = (index: number) => `c${index}`;

export interface ColumnProfile {
  name: string;
  filled: number;
  distinct: number;
  /** Cells that read as numbers, whole numbers, ISO or d/m/y dates. */
  numbers: number;
  integers: number;
  dates: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  /** Every value with its count when there are few, else the ten most frequent. */
  values: { value: string; count: number }[];
}

export interface TableProfile {
  rowCount: number;
  columns: ColumnProfile[];
}

const DATE_PATTERN = String.raw`\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}/\d{1,2}/\d{4}`;
export const FEW_VALUES = 60;

const escapeField = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** Unique, non-empty column names (a file may repeat a header). */
export function uniqueHeader(header: readonly string[]): string[] {
  const seen = new Set<string>();
  return header.map((raw, i) => {
    let name = raw.trim() || `Column ${i + 1}`;
    for (let n = 2; seen.has(name); n++) name = `${raw.trim() || `Column ${i + 1}`} (${n})`;
    seen.add(name);
    return name;
  });
}

/**
 * The analysable copy of a dataset: one Parquet file per distinct original (named by its
 * SHA-256), in a local cache folder. The original stays in the database; any bff instance
 * rebuilds a missing copy from it on first use, so instances sharing one PostgreSQL need no
 * shared disk. Files are written under a temporary name and renamed, so a reader never sees
 * half a file.
 */
export class AnalysableStore {
  private readonly building = new Map<string, Promise<string>>();

  constructor(
    private readonly engine: AnalysisEngine,
    private readonly cacheDir: string,
  ) {}

  /** A fresh file name in the cache folder for one response's export. */
  tempPath(prefix: string): string {
    return path.join(this.cacheDir, 'tmp', `${prefix}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  }

  async ready(): Promise<void> {
    await mkdir(path.join(this.cacheDir, 'tmp'), { recursive: true });
    await mkdir(AnalysableStore.spillDirectory(this.cacheDir), { recursive: true });
  }

  /** Where the engine spills this process's big sorts; per process, so a restart can tell a dead one's files. */
  static spillDirectory(cacheDir: string): string {
    return path.join(cacheDir, 'spill', String(process.pid));
  }

  /**
   * Deletes what a crashed or killed process left: half-written copies (`<sha>.<pid>-….csv|parquet`),
   * uploads and exports in tmp/ (`<prefix>-<pid>-…`) and engine spill folders (spill/<pid>). A file
   * belongs to a dead process when its pid is not running, or is ours but older than this process
   * (a container's bff is often pid 1 every time). Returns how many it removed.
   */
  async removeLeftovers(): Promise<number> {
    const startedAt = Date.now() - process.uptime() * 1000;
    let removed = 0;
    const sweep = async (folder: string, pidOf: (name: string) => number | null) => {
      const names = await readdir(folder).catch(() => [] as string[]);
      for (const name of names) {
        const pid = pidOf(name);
        if (pid === null) continue;
        const file = path.join(folder, name);
        const stale = pid === process.pid ? ((await stat(file).catch(() => null))?.mtimeMs ?? Infinity) < startedAt : !processRunning(pid);
        if (!stale) continue;
        await rm(file, { recursive: true, force: true });
        removed++;
      }
    };
    const number = (match: RegExpMatchArray | null) => (match ? Number(match[1]) : null);
    await sweep(this.cacheDir, (name) => number(name.match(/^[0-9a-f]{64}\.(\d+)-[a-z0-9]+\.(?:csv|parquet)$/)));
    await sweep(path.join(this.cacheDir, 'tmp'), (name) => number(name.match(/^[a-z]+-(\d+)-\d+-[a-z0-9]+/)));
    await sweep(path.join(this.cacheDir, 'spill'), (name) => number(name.match(/^(\d+)$/)));
    return removed;
  }

  pathFor(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a sha256');
    return path.join(this.cacheDir, `${sha256}.parquet`);
  }

  /**
   * The copy's path, built first when it is not on this machine yet; `writeRows` writes the table's
   * normalised CSV to the path it is given (see `build`).
   */
  async ensure(sha256: string, writeRows: (csvPath: string) => Promise<{ header: string[] }>): Promise<string> {
    const file = this.pathFor(sha256);
    await this.ready();
    if (await exists(file)) return file;
    let pending = this.building.get(sha256);
    if (!pending) {
      pending = (async () => {
        await this.build(sha256, writeRows);
        return file;
      })().finally(() => this.building.delete(sha256));
      this.building.set(sha256, pending);
    }
    return pending;
  }

  /**
   * Writes the copy and returns what `writeRows` returned with each column's profile. `writeRows`
   * reads the table and writes it as normalised CSV to the path it is given (writeNormalisedCsv);
   * the importer does that in a thread of its own (import-in-worker.ts).
   */
  async build<T extends { header: string[] }>(sha256: string, writeRows: (csvPath: string) => Promise<T>): Promise<T & { profile: TableProfile }> {
    await this.ready();
    const suffix = `${process.pid}-${Math.random().toString(36).slice(2)}`;
    const csvPath = path.join(this.cacheDir, `${sha256}.${suffix}.csv`);
    const tmpParquet = path.join(this.cacheDir, `${sha256}.${suffix}.parquet`);
    try {
      const written = await writeRows(csvPath);
      const { header } = written;
      const profile = await this.copyToParquet(csvPath, tmpParquet, header).catch(() => {
        // The file was read, but the engine could not take what it held (a row past its line limit, say). Its
        // message names server paths, so the uploader gets this one.
        throw new TableImportError({ key: 'import.loadFailed' });
      });
      await rename(tmpParquet, this.pathFor(sha256));
      return { ...written, profile };
    } finally {
      await rm(csvPath, { force: true });
      await rm(tmpParquet, { force: true });
    }
  }

  /** The normalised CSV as the Parquet copy, and each column's profile. */
  private async copyToParquet(csvPath: string, tmpParquet: string, header: readonly string[]): Promise<TableProfile> {
    const columns = ["'_row': 'BIGINT'", ...header.map((_, i) => `'${col(i)}': 'VARCHAR'`)].join(', ');
    const select = header.map((_, i) => `coalesce(${col(i)}, '') as ${col(i)}`).join(', ');
    // The row numbers come with the file: numbering them here (row_number() over ()) would hold the whole table in the engine's memory.
    await this.engine.all(
      `copy (select _row, ${select} from read_csv(${literal(csvPath)}, header = false, delim = ',', quote = '"', escape = '"', new_line = '\\n', columns = {${columns}}, auto_detect = false, max_line_size = 8000000, buffer_size = 16000000))
       to ${literal(tmpParquet)} (format parquet, compression zstd)`,
    );
    return profileOf(this.engine, tmpParquet, header);
  }
}

/**
 * Every record normalised to UTF-8, comma, every field quoted, trimmed, padded to `width`, after
 * its row number (from 1): the one shape the engine reads. Written to `target`, a path or a file
 * descriptor the caller opened (and closes: an import thread that is terminated cannot). Throws
 * TableImportError when there is no data row, or more rows or bytes than `limits` allow.
 */
export async function writeNormalisedCsv(records: AsyncIterable<string[]>, width: number, target: string | number, limits: { maxRows: number; maxBytes: number }): Promise<number> {
  const out = typeof target === 'number' ? createWriteStream('', { fd: target, autoClose: false }) : createWriteStream(target);
  let batch: string[] = [];
  let rows = 0;
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const chunk = batch.join('');
    bytes += Buffer.byteLength(chunk);
    if (bytes > limits.maxBytes) throw overLimit.copySize(limits.maxBytes);
    if (!out.write(chunk)) await once(out, 'drain');
    batch = [];
  };
  try {
    for await (const record of records) {
      if (rows >= limits.maxRows) throw overLimit.rows(limits.maxRows);
      const fields = new Array<string>(width);
      for (let i = 0; i < width; i++) fields[i] = escapeField((record[i] ?? '').trim());
      rows++;
      batch.push(`${rows},${fields.join(',')}\n`);
      if (batch.length >= 2000) await flush();
    }
    await flush();
  } finally {
    out.end();
    await finished(out);
  }
  if (rows === 0) throw new TableImportError({ key: 'import.noDataRows' });
  return rows;
}

function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function exists(file: string) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** One pass for the counts of every column, then the values of each. */
export async function profileOf(engine: AnalysisEngine, file: string, header: readonly string[]): Promise<TableProfile> {
  const from = `read_parquet(${literal(file)})`;
  const parts = header.flatMap((_, i) => {
    const c = col(i);
    return [
      `count(*) filter (where ${c} <> '') as f${i}`,
      `count(distinct ${c}) filter (where ${c} <> '') as d${i}`,
      `count(num(${c})) as n${i}`,
      `count(*) filter (where regexp_full_match(${c}, '[-+]?\\d+')) as i${i}`,
      `count(*) filter (where regexp_full_match(${c}, '${DATE_PATTERN}')) as t${i}`,
      `min(num(${c})) as lo${i}`,
      `max(num(${c})) as hi${i}`,
      `avg(num(${c})) as av${i}`,
    ];
  });
  // A few columns per pass: exact distinct counts of 60 columns at once would not fit the engine's memory cap.
  const t: Record<string, unknown> = {};
  const perColumn = 8;
  for (let at = 0; at < header.length; at += 6) {
    const [totals] = await engine.all(`select count(*) as rows, ${parts.slice(at * perColumn, (at + 6) * perColumn).join(', ')} from ${from}`);
    Object.assign(t, totals);
  }
  const numberOf = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const columns: ColumnProfile[] = await Promise.all(
    header.map(async (name, i) => {
      const distinct = Number(t[`d${i}`]);
      const limit = distinct <= FEW_VALUES ? FEW_VALUES : 10;
      const values = await engine.all(`select ${col(i)} as value, count(*) as count from ${from} where ${col(i)} <> '' group by 1 order by 2 desc, 1 limit ${limit}`);
      return {
        name,
        filled: Number(t[`f${i}`]),
        distinct,
        numbers: Number(t[`n${i}`]),
        integers: Number(t[`i${i}`]),
        dates: Number(t[`t${i}`]),
        min: numberOf(t[`lo${i}`]),
        max: numberOf(t[`hi${i}`]),
        mean: numberOf(t[`av${i}`]),
        values: values.map((v) => ({ value: String(v.value), count: Number(v.count) })),
      };
    }),
  );
  return { rowCount: Number(t.rows), columns };
}
