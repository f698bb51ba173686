import { describe, expect, it } from 'vitest';
import { neutraliseCell, safeCsvLine } from './csv-safety';

describe('CSV formula neutralising', () => {
  it('prefixes cells that a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+SUM(A1:A2)', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://evil.example","click")']) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });
  it('leaves plain text and plain numbers alone', () => {
    for (const cell of ['Dubai', '-5', '+3.25', '1e5', '', 'a=b', "'quoted"]) expect(neutraliseCell(cell)).toBe(cell);
  });
  it('writes a quoted CSV line', () => {
    expect(safeCsvLine(['=x', 'a,b', 'say "hi"'])).toBe(`'=x,"a,b","say ""hi"""\r\n`);
  });
});
