import { parse as parseSync } from 'csv-parse/sync';
import { parse } from 'csv-parse';
import { decodeText, looksBinary, unsupportedEncoding } from './decode-text';
import { TableImportError, type TableSource } from './table-source';
import { formatNumber } from '@swat/shared-contracts';

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

const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'vertical bar' };

/** Which line is wrong and how, so the person who saved the file can find it. */
export function tooManyFields(line: number, fields: number, expected: number, delimiter: string): string {
  const name = DELIMITER_NAMES[delimiter] ?? `"${delimiter}"`;
  return `Line ${line} of the CSV file has ${fields} fields, but the header has ${expected}. A ${name} inside a value needs the value in double quotes.`;
}

/** What went wrong, in words a person who saved the file can act on. */
function explain(error: unknown): string {
  const e = error as { code?: string; lines?: number; message?: string };
  const line = e.lines ? ` (near line ${e.lines})` : '';
  switch (e.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `The CSV file has a quoted field that is never closed${line}. Check for a stray double quote.`;
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `The CSV file has text right after a closing quote${line}. Quotes inside a field must be doubled ("").`;
    case 'CSV_MAX_RECORD_SIZE':
      return `A row of the CSV file is longer than ${formatNumber(MAX_RECORD_CHARS)} characters${line}. This is usually a quoted field that is never closed: check for a stray double quote.`;
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return `A row of the CSV file has a different number of fields than the header${line}.`;
    default:
      return `The CSV file could not be read${line}: ${e.message ?? 'unknown problem'}.`;
  }
}

/** Why the bytes cannot be a CSV at all (an encoding we do not read, or not text), or null. */
export function notReadableAsText(bytes: Uint8Array): string | null {
  if (looksBinary(bytes)) {
    return unsupportedEncoding(bytes) ?? 'The file is not a text file, so it cannot be read as CSV. In Excel, use File › Save As › "CSV UTF-8 (Comma delimited)".';
  }
  return unsupportedEncoding(bytes);
}

/** A CSV (any of the encodings and delimiters spreadsheets write) as a header and a stream of records. */
export function readCsv(bytes: Uint8Array): TableSource {
  const problem = notReadableAsText(bytes);
  if (problem) throw new TableImportError(problem);
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === '') throw new TableImportError('The CSV file is empty.');
  const delimiter = detectDelimiter(text);
  // Stray quotes inside unquoted fields are kept as text, as spreadsheets do.
  const options = { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, max_record_size: MAX_RECORD_CHARS } as const;
  let header: string[];
  try {
    header = ((parseSync(text, { ...options, to: 1 }) as string[][])[0] ?? []).map((h, i) => h.trim() || `Column ${i + 1}`);
  } catch (error) {
    throw new TableImportError(explain(error));
  }
  if (header.length === 0) throw new TableImportError('The CSV file has no header row.');
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
