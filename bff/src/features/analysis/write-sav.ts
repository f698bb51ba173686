/**
 * Writes SPSS system files (.sav): uncompressed, little-endian, UTF-8, with long variable names,
 * variable labels, value labels, discrete missing codes and the weight. These are the records SPSS
 * and PSPP need to open a dataset with its labels; the layout follows the system-file chapter of
 * the PSPP developers' guide. Written here because the npm packages that write .sav are unmaintained
 * single releases; reading stays with `sav-reader`, and the tests round-trip through both.
 */

export interface SavColumn {
  /** The dataset's column name; made into a valid SPSS name on write. */
  name: string;
  label: string;
  kind: 'numeric' | 'string';
  /** Strings: bytes per value (1–255); longer values are cut at a character boundary. */
  width: number;
  /** Numeric: decimals shown by SPSS (0 for codes). */
  decimals: number;
  /** Numeric codes and their labels. */
  valueLabels: readonly { value: number; label: string }[];
  /** Numeric codes that mean "no answer" (SPSS keeps three at most). */
  missing: readonly number[];
}

export interface SavDictionary {
  columns: readonly SavColumn[];
  /** Index into `columns` of the weight variable, if any. */
  weight: number | null;
  /** Number of cases, or -1 when not known up front (allowed by the format). */
  caseCount: number;
  fileLabel?: string;
}

export const MAX_SAV_STRING = 255;
const SYSMIS = -Number.MAX_VALUE;
const encoder = new TextEncoder();
const RESERVED = new Set(['ALL', 'AND', 'BY', 'EQ', 'GE', 'GT', 'LE', 'LT', 'NE', 'NOT', 'OR', 'TO', 'WITH']);

/** UTF-8 bytes of a text, cut to at most `max` bytes without splitting a character. */
export function utf8Within(text: string, max: number): Uint8Array {
  const bytes = encoder.encode(text);
  if (bytes.length <= max) return bytes;
  let end = max;
  // A continuation byte is 10xxxxxx: step back to the start of the character it belongs to.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

/**
 * SPSS names: a letter first, then letters, digits, `_ . @ # $`; at most 64 bytes; not a
 * reserved word; unique regardless of case. A column whose name cannot be kept keeps it as its label.
 */
export function savNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    let name = raw
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}_.@#$]+/gu, '_')
      .replace(/^[^\p{L}@#$]+/u, '')
      .replace(/[._]+$/, '');
    if (!name || RESERVED.has(name.toUpperCase())) name = `V${i + 1}${name ? `_${name}` : ''}`;
    name = new TextDecoder().decode(utf8Within(name, 60));
    let unique = name;
    for (let n = 2; used.has(unique.toUpperCase()); n++) unique = `${name}_${n}`;
    used.add(unique.toUpperCase());
    return unique;
  });
}

/** The 8-byte ASCII short names the dictionary records carry (long names follow in record 7/13). */
function shortNames(longNames: readonly string[]): string[] {
  const used = new Set<string>();
  return longNames.map((long, i) => {
    let short = long.toUpperCase().replace(/[^A-Z0-9_.@#$]/g, '').replace(/^[^A-Z@#$]+/, '').slice(0, 8);
    if (!short || used.has(short)) short = `V${i + 1}`;
    for (let n = 2; used.has(short); n++) short = `V${i + 1}_${n}`.slice(0, 8);
    used.add(short);
    return short;
  });
}

/** Bytes on the way out: one growable buffer, little-endian as the integer-info record says. */
class Bytes {
  private buffer = new Uint8Array(1024);
  private view = new DataView(this.buffer.buffer);
  private at = 0;

  private room(n: number) {
    if (this.at + n <= this.buffer.length) return;
    const next = new Uint8Array(Math.max(this.buffer.length * 2, this.at + n));
    next.set(this.buffer.subarray(0, this.at));
    this.buffer = next;
    this.view = new DataView(next.buffer);
  }
  int(n: number) {
    this.room(4);
    this.view.setInt32(this.at, n, true);
    this.at += 4;
  }
  double(n: number) {
    this.room(8);
    this.view.setFloat64(this.at, n, true);
    this.at += 8;
  }
  /** `bytes`, then `pad` up to `length`. */
  padded(bytes: Uint8Array, length: number, pad = 0x20) {
    this.room(length);
    this.buffer.fill(pad, this.at, this.at + length);
    this.buffer.set(bytes.subarray(0, length), this.at);
    this.at += length;
  }
  text(text: string, length: number, pad = 0x20) {
    this.padded(encoder.encode(text), length, pad);
  }
  result(): Uint8Array {
    return this.buffer.slice(0, this.at);
  }
}

const segmentsOf = (column: SavColumn) => (column.kind === 'numeric' ? 1 : Math.ceil(Math.min(Math.max(column.width, 1), MAX_SAV_STRING) / 8));
const formatOf = (column: SavColumn) =>
  column.kind === 'numeric' ? (5 << 16) | (Math.max(8, column.decimals + 2) << 8) | column.decimals : (1 << 16) | (Math.min(Math.max(column.width, 1), MAX_SAV_STRING) << 8);

function extension(out: Bytes, subtype: number, size: number, count: number) {
  out.int(7);
  out.int(subtype);
  out.int(size);
  out.int(count);
}

/** The file header and dictionary, up to and including the termination record. */
export function savHeader(dictionary: SavDictionary, now = new Date()): Uint8Array {
  const { columns } = dictionary;
  const longNames = savNames(columns.map((c) => c.name));
  const shorts = shortNames(longNames);
  const firstSegment: number[] = [];
  let segments = 0;
  for (const column of columns) {
    firstSegment.push(segments + 1);
    segments += segmentsOf(column);
  }
  const out = new Bytes();
  out.text('$FL2', 4);
  out.text('@(#) SPSS DATA FILE SWAT Research portal', 60);
  out.int(2);
  out.int(segments);
  out.int(0);
  out.int(dictionary.weight === null ? 0 : firstSegment[dictionary.weight]!);
  out.int(dictionary.caseCount);
  out.double(100);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][now.getUTCMonth()]!;
  const two = (n: number) => String(n).padStart(2, '0');
  out.text(`${two(now.getUTCDate())} ${month} ${two(now.getUTCFullYear() % 100)}`, 9);
  out.text(`${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}`, 8);
  out.padded(utf8Within(dictionary.fileLabel ?? '', 64), 64);
  out.text('', 3, 0);

  columns.forEach((column, i) => {
    const label = utf8Within(column.label, 255);
    const missing = column.kind === 'numeric' ? column.missing.slice(0, 3) : [];
    out.int(2);
    out.int(column.kind === 'numeric' ? 0 : Math.min(Math.max(column.width, 1), MAX_SAV_STRING));
    out.int(label.length > 0 ? 1 : 0);
    out.int(missing.length);
    out.int(formatOf(column));
    out.int(formatOf(column));
    out.text(shorts[i]!, 8);
    if (label.length > 0) {
      out.int(label.length);
      out.padded(label, Math.ceil(label.length / 4) * 4);
    }
    for (const code of missing) out.double(code);
    // A string wider than 8 bytes takes one continuation record per further 8 bytes.
    for (let s = 1; s < segmentsOf(column); s++) {
      out.int(2);
      out.int(-1);
      out.int(0);
      out.int(0);
      out.int(0);
      out.int(0);
      out.text('', 8);
    }
  });

  columns.forEach((column, i) => {
    if (column.kind !== 'numeric' || column.valueLabels.length === 0) return;
    out.int(3);
    out.int(column.valueLabels.length);
    for (const { value, label } of column.valueLabels) {
      out.double(value);
      const bytes = utf8Within(label, 120);
      const record = new Uint8Array(Math.ceil((bytes.length + 1) / 8) * 8).fill(0x20);
      record[0] = bytes.length;
      record.set(bytes, 1);
      out.padded(record, record.length);
    }
    out.int(4);
    out.int(1);
    out.int(firstSegment[i]!);
  });

  // Integer info: release 1.0.0, IEEE doubles, little-endian, UTF-8 (code page 65001).
  extension(out, 3, 4, 8);
  for (const n of [1, 0, 0, -1, 1, 1, 2, 65001]) out.int(n);
  // Floating-point info: system-missing, highest and lowest values.
  extension(out, 4, 8, 3);
  out.double(SYSMIS);
  out.double(Number.MAX_VALUE);
  out.double(-1.7976931348623155e308);
  const names = encoder.encode(shorts.map((short, i) => `${short}=${longNames[i]}`).join('\t'));
  extension(out, 13, 1, names.length);
  out.padded(names, names.length);
  const encoding = encoder.encode('UTF-8');
  extension(out, 20, 1, encoding.length);
  out.padded(encoding, encoding.length);
  out.int(999);
  out.int(0);
  return out.result();
}

/** A cell as SPSS stores a number: empty or unreadable is system-missing. */
function numberOf(cell: string | null | undefined): number {
  if (cell === null || cell === undefined || cell.trim() === '') return SYSMIS;
  const n = Number(cell.replace(/,/g, ''));
  return Number.isFinite(n) ? n : SYSMIS;
}

/** Writes the cases of a file, a batch of rows at a time. */
export class SavCaseWriter {
  private out = new Bytes();

  constructor(private readonly columns: readonly SavColumn[]) {}

  add(row: readonly (string | null | undefined)[]) {
    this.columns.forEach((column, i) => {
      if (column.kind === 'numeric') this.out.double(numberOf(row[i]));
      else this.out.padded(utf8Within(row[i] ?? '', Math.min(Math.max(column.width, 1), MAX_SAV_STRING)), segmentsOf(column) * 8);
    });
  }

  /** The bytes added since the last call. */
  take(): Uint8Array {
    const bytes = this.out.result();
    this.out = new Bytes();
    return bytes;
  }
}

/** A whole file in memory, for small tables and tests. */
export function writeSavFile(dictionary: Omit<SavDictionary, 'caseCount'>, rows: readonly (readonly (string | null | undefined)[])[]): Uint8Array {
  const header = savHeader({ ...dictionary, caseCount: rows.length });
  const cases = new SavCaseWriter(dictionary.columns);
  for (const row of rows) cases.add(row);
  const body = cases.take();
  const file = new Uint8Array(header.length + body.length);
  file.set(header);
  file.set(body, header.length);
  return file;
}
