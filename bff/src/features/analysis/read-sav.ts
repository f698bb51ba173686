import { createRequire } from 'node:module';
import { TableImportError, type SourceLabels, type TableSource } from './table-source';

/** The part of sav-reader we use (it ships CommonJS with a require-only export, so no ESM types). */
interface SavReaderLike {
  open(): Promise<void>;
  readNextRow(includeNulls?: boolean): Promise<Record<string, unknown> | null>;
  meta: {
    header: { weight?: { name?: string } | null; encoding?: string };
    sysvars: { name: string; label?: string; missing?: unknown }[];
    getValueLabels(name: string): { val: unknown; label: string }[] | null | undefined;
  };
}
const { SavBufferReader } = createRequire(import.meta.url)('sav-reader') as { SavBufferReader: new (buffer: Buffer) => SavReaderLike };

/** A file that ends (or breaks) before `where`: what the person who saved it can do about it. */
const damaged = (where: { where: 'variables' } | { where: 'case'; case: number }) => new TableImportError({ key: 'import.sav.damaged', values: where });

/** SPSS codes print as plain numbers: 1, not 1.0; sysmis is an empty cell. */
const code = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  // SPSS writes system-missing as the lowest double.
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < 1e300 ? String(Math.round(value * 1e9) / 1e9) : '';
  return String(value).trimEnd();
};

function missingOf(spec: unknown): string[] {
  if (spec === null || spec === undefined) return [];
  if (typeof spec === 'number' || typeof spec === 'string') return [code(spec)];
  const s = spec as { values?: unknown[] };
  return Array.isArray(s.values) ? s.values.map(code) : [];
}

/**
 * sav-reader decodes long variable names (record 7/13) as Latin-1 whatever the file's encoding, so
 * an Arabic name from a UTF-8 file arrives as mojibake: read its bytes again as UTF-8 when they are.
 */
function variableName(name: string): string {
  const codes = [...name].map((ch) => ch.codePointAt(0)!);
  if (!codes.some((c) => c >= 0x80) || codes.some((c) => c > 0xff)) return name;
  const utf8 = Buffer.from(name, 'latin1').toString('utf8');
  return utf8.includes('\ufffd') ? name : utf8;
}

/** An SPSS .sav file with its variable labels, value labels, missing codes and weight. */
export async function readSav(bytes: Uint8Array): Promise<TableSource> {
  const reader = new SavBufferReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    await reader.open();
  } catch {
    // sav-reader throws bare strings about its buffers ("No data read even after wait…"): nothing an uploader can act on.
    throw damaged({ where: 'variables' });
  }
  const meta = reader.meta;
  // With no variables a case is zero bytes long: the reader would hand out empty rows for ever.
  if (meta.sysvars.length === 0) throw new TableImportError({ key: 'import.sav.noVariables' });
  const raw = meta.sysvars.map((v) => v.name);
  const header = raw.map(variableName);
  const weight = meta.header.weight?.name;
  const labels: SourceLabels = { variableLabels: {}, valueLabels: {}, missingValues: {}, weightVariable: weight ? variableName(weight) : null };
  meta.sysvars.forEach((v, i) => {
    const name = header[i]!;
    if (v.label) labels.variableLabels[name] = v.label;
    const entries = meta.getValueLabels(v.name);
    if (entries && entries.length > 0) labels.valueLabels[name] = entries.map((e) => ({ value: code(e.val), label: e.label }));
    const missing = missingOf(v.missing);
    if (missing.length > 0) labels.missingValues[name] = missing;
  });
  return {
    format: 'sav',
    detail: { encoding: String(meta.header.encoding ?? '') },
    header,
    labels,
    async *records() {
      // With at least one variable every case consumes bytes, so this ends with the file; a reader
      // that stalls anyway is stopped by the row cap and the import's time budget.
      for (let read = 0; ; read++) {
        let row: Record<string, unknown> | null;
        try {
          row = await reader.readNextRow(true);
        } catch {
          throw damaged({ where: 'case', case: read + 1 });
        }
        if (row === null || row === undefined) return;
        yield raw.map((name) => code(row[name]));
      }
    },
  };
}
