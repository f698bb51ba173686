import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { neutraliseSql, safeCsvLine } from '../data-items/csv-safety';
import { col } from './analysable-store';
import { literal, type AnalysisEngine } from './engine';

/**
 * The table as a CSV with formula cells neutralised: the header line from here, the rows
 * written by the engine (on its threads) after it. UTF-8 with a BOM, so Excel reads Arabic.
 */
export async function exportCsv(engine: AnalysisEngine, parquet: string, header: readonly string[], target: string, columns?: readonly number[]): Promise<string> {
  const picked = columns ?? header.map((_, i) => i);
  const rowsFile = `${target}.rows`;
  await engine.all(
    `copy (select ${picked.map((i) => `${neutraliseSql(col(i))} as ${col(i)}`).join(', ')} from read_parquet(${literal(parquet)}) order by _row)
     to ${literal(rowsFile)} (format csv, header false, quote '"', escape '"', delimiter ',', new_line '\r\n')`,
  );
  await writeFile(target, `\ufeff${safeCsvLine(picked.map((i) => header[i]!))}`);
  // Appended by stream, so a 25 MB export never sits in the heap.
  await pipeline(createReadStream(rowsFile), createWriteStream(target, { flags: 'a' }));
  await rm(rowsFile, { force: true });
  return target;
}

/** Sends a file we wrote for this one response, then removes it. */
export async function streamFile(c: Context, file: string, headers: Record<string, string>): Promise<Response> {
  const { size } = await stat(file);
  const stream = createReadStream(file);
  stream.on('close', () => void rm(file, { force: true }));
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, { ...headers, 'content-length': String(size) });
}
