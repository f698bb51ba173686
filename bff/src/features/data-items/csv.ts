export class CsvError extends Error {}

/**
 * RFC 4180 CSV: quoted fields with commas, doubled quotes and line breaks; CRLF or LF;
 * a leading BOM is dropped. The delimiter is a comma, or a semicolon when the first line
 * has semicolons and no commas (spreadsheets in many locales export that way).
 */
export function parseCsv(input: string, options: { maxRows?: number } = {}): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    // A completely empty line is not a record.
    if (!(row.length === 1 && row[0] === '' && !fieldStarted)) rows.push(row);
    row = [];
    field = '';
    fieldStarted = false;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
      i++;
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
      fieldStarted = true;
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      if (rows.length >= maxRows) return rows;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      // A stray quote inside an unquoted field is kept as text, as spreadsheets do.
      field += ch;
      fieldStarted = true;
      i++;
    }
  }
  if (quoted) throw new CsvError('A quoted field is never closed.');
  if (field !== '' || row.length > 0 || fieldStarted) endRow();
  return rows;
}

/** Header and records, with every record padded or cut to the header's width. */
export function toTable(rows: string[][]): { header: string[]; records: string[][] } {
  const [first = [], ...rest] = rows;
  const header = first.map((h, i) => h.trim() || `Column ${i + 1}`);
  const width = header.length;
  const records = rest.map((r) => (r.length === width ? r : r.length > width ? r.slice(0, width) : [...r, ...Array<string>(width - r.length).fill('')]));
  return { header, records };
}
