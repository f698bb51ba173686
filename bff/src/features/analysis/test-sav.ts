/**
 * A minimal SPSS .sav writer for tests (uncompressed, little-endian, numeric and short string
 * variables, variable labels, value labels, missing codes, weight). Real files from SPSS carry
 * more records; these are the ones a reader must understand to get labels and data right.
 */
export interface SavVariable {
  name: string; // at most 8 characters
  label?: string;
  type: 'numeric' | 'string'; // strings are 8 bytes
  valueLabels?: [number, string][];
  missing?: number[];
}

const enc = new TextEncoder();

class Writer {
  private parts: Uint8Array[] = [];
  int(n: number) {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, n, true);
    this.parts.push(b);
  }
  double(n: number) {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setFloat64(0, n, true);
    this.parts.push(b);
  }
  text(s: string, length: number, pad = 0x20) {
    const b = new Uint8Array(length).fill(pad);
    b.set(enc.encode(s).subarray(0, length));
    this.parts.push(b);
  }
  bytes(b: Uint8Array) {
    this.parts.push(b);
  }
  done(): Uint8Array {
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

export function writeSav(variables: readonly SavVariable[], rows: readonly (number | string | null)[][], weight?: string): Uint8Array {
  const w = new Writer();
  w.text('$FL2', 4);
  w.text('@(#) SPSS DATA FILE swat test writer', 60);
  w.int(2);
  w.int(variables.length);
  w.int(0);
  w.int(weight ? variables.findIndex((v) => v.name === weight) + 1 : 0);
  w.int(rows.length);
  w.double(100);
  w.text('01 Jan 26', 9);
  w.text('00:00:00', 8);
  w.text('', 64);
  w.text('', 3, 0);
  for (const v of variables) {
    w.int(2);
    w.int(v.type === 'numeric' ? 0 : 8);
    w.int(v.label ? 1 : 0);
    w.int(v.missing?.length ?? 0);
    const format = v.type === 'numeric' ? (5 << 16) | (8 << 8) | 0 : (1 << 16) | (8 << 8);
    w.int(format);
    w.int(format);
    w.text(v.name, 8);
    if (v.label) {
      const label = enc.encode(v.label);
      w.int(label.length);
      const padded = new Uint8Array(Math.ceil(label.length / 4) * 4).fill(0x20);
      padded.set(label);
      w.bytes(padded);
    }
    for (const m of v.missing ?? []) w.double(m);
  }
  variables.forEach((v, i) => {
    if (!v.valueLabels?.length) return;
    w.int(3);
    w.int(v.valueLabels.length);
    for (const [value, label] of v.valueLabels) {
      w.double(value);
      const bytes = enc.encode(label);
      const total = Math.ceil((bytes.length + 1) / 8) * 8;
      const rec = new Uint8Array(total).fill(0x20);
      rec[0] = bytes.length;
      rec.set(bytes, 1);
      w.bytes(rec);
    }
    w.int(4);
    w.int(1);
    w.int(i + 1);
  });
  // Character encoding (record 7, subtype 20).
  const encoding = enc.encode('UTF-8');
  w.int(7);
  w.int(20);
  w.int(1);
  w.int(encoding.length);
  w.bytes(encoding);
  w.int(999);
  w.int(0);
  for (const row of rows) {
    variables.forEach((v, i) => {
      const value = row[i];
      if (v.type === 'numeric') w.double(typeof value === 'number' ? value : -Number.MAX_VALUE);
      else w.text(value === null || value === undefined ? '' : String(value), 8);
    });
  }
  return w.done();
}
