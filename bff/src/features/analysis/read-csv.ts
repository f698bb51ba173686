import { parse as parseSync } from 'csv-parse/sync';
import { parse } from 'csv-parse';
import { decodeText, looksBinary, unsupportedEncoding } from './decode-text';
import { TableImportError, type ImportProblem, type TableSource } from './table-source';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter whose split of the first lines gives the same number (>1) of fields on
 * every line, preferring the one that gives most fields. Quoted newlines are handled by
 * parsing the sample rather than splitting it on line breaks.
 */
export function detectDelimiter(text: string): string {
  return sniffDelimiter(text) ?? ',';
}

/** The delimiter that splits the text into a consistent table of two or more columns, or null. */
export function sniffDelimiter(text: string): string | null {
  const sample = text.slice(0, 64 * 1024);
  // Cut at the last line break so a half line does not count against a delimiter.
  const cut = sample.length < text.length ? sample.slice(0, Math.max(sample.lastIndexOf('\n'), 1)) : sample;
  let best: { delimiter: string; score: number } | null = null;
  for (const delimiter of DELIMITERS) {
    let rows: string[][];
    try {
      rows = parseSync(cut, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, to: 50 }) as string[][];
    } catch {
      continue;
    }
    if (rows.length === 0) continue;
    const width = rows[0]!.length;
    if (width < 2) continue;
    const consistent = rows.filter((r) => r.length === width).length / rows.length;
    const score = consistent * 1000 + width;
    if (consistent >= 0.8 && (best === null || score > best.score)) best = { delimiter, score };
  }
  return best?.delimiter ?? null;
}

/**
 * The longest row read, in characters: the engine reads lines of up to 8 MB, and a longer "row" is
 * almost always an opening quote with no closing one, which would otherwise swallow the whole file.
 */
export const MAX_RECORD_CHARS = 2_000_000;

const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'bar' };

/** Which line is wrong and how, so the person who saved the file can find it. */
export function tooManyFields(line: number, fields: number, expected: number, delimiter: string): ImportProblem {
  return { key: 'import.csv.tooManyFields', values: { line, fields, expected, delimiter: DELIMITER_NAMES[delimiter] ?? 'other', character: delimiter } };
}

/** What went wrong, in words a person who saved the file can act on. */
function explain(error: unknown): ImportProblem {
  const e = error as { code?: string; lines?: number; message?: string };
  // A select argument: 'none' leaves the "(near line …)" out.
  const line = e.lines ? String(e.lines) : 'none';
  switch (e.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return { key: 'import.csv.quoteNotClosed', values: { line } };
    case 'CSV_INVALID_CLOSING_QUOTE':
      return { key: 'import.csv.closingQuote', values: { line } };
    case 'CSV_MAX_RECORD_SIZE':
      return { key: 'import.csv.rowTooLong', values: { line, max: MAX_RECORD_CHARS } };
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return { key: 'import.csv.inconsistentFields', values: { line } };
    default:
      // The parser's own words (English, technical) stay as they are: they name what it tripped on.
      return { key: 'import.csv.unreadable', values: { line, detail: e.message ?? 'unknown problem' } };
  }
}

/** Why the bytes cannot be a CSV at all (an encoding we do not read, or not text), or null. */
export function notReadableAsText(bytes: Uint8Array): ImportProblem | null {
  if (looksBinary(bytes)) {
    return unsupportedEncoding(bytes) ?? { key: 'import.text.binary' };
  }
  return unsupportedEncoding(bytes);
}

/** A CSV (any of the encodings and delimiters spreadsheets write) as a header and a stream of records. */
export function readCsv(bytes: Uint8Array): TableSource {
  const problem = notReadableAsText(bytes);
  if (problem) throw new TableImportError(problem);
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === '') throw new TableImportError({ key: 'import.csv.empty' });
  const delimiter = detectDelimiter(text);
  // Stray quotes inside unquoted fields are kept as text, as spreadsheets do.
  const options = { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, max_record_size: MAX_RECORD_CHARS } as const;
  let header: string[];
  try {
    header = ((parseSync(text, { ...options, to: 1 }) as string[][])[0] ?? []).map((h, i) => h.trim() || `Column ${i + 1}`);
  } catch (error) {
    throw new TableImportError(explain(error));
  }
  if (header.length === 0) throw new TableImportError({ key: 'import.csv.noHeader' });
  return {
    format: 'csv',
    detail: { encoding, delimiter },
    header,
    labels: null,
    async *records() {
      const parser = parse({ ...options, from_line: 2, info: true });
      // Fed in slices with a pause between them, so a big file never holds the event loop for long.
      const feed = (async () => {
        const step = 256 * 1024;
        const stopped = new Promise((resolve) => parser.once('close', resolve));
        for (let at = 0; at < text.length && !parser.destroyed; at += step) {
          if (!parser.write(text.slice(at, at + step))) await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), stopped]);
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (!parser.destroyed) parser.end();
      })();
      try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
          // Fewer fields are padded (spreadsheets drop trailing empty cells); more would silently lose data.
          if (record.length > header.length && record.slice(header.length).some((field) => field.trim() !== '')) {
            throw new TableImportError(tooManyFields(info.lines, record.length, header.length, delimiter));
          }
          yield record;
        }
      } catch (error) {
        if (error instanceof TableImportError) throw error;
        throw new TableImportError(explain(error));
      } finally {
        await feed.catch(() => {});
      }
    },
  };
}
