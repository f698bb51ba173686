import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, toTable } from './csv';
import { columnType, summariseTable, toNumber } from './csv-summary';
import { detectFileType } from './detect-type';
import { files } from './test-files';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
  });
  it('drops a BOM, accepts CRLF and LF, skips blank lines, keeps a last line without newline', () => {
    expect(parseCsv('\ufeffa,b\r\n1,2\r\n\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  it('keeps empty fields and rows of empty fields', () => {
    expect(parseCsv('a,b\n,\n"",x\n')).toEqual([
      ['a', 'b'],
      ['', ''],
      ['', 'x'],
    ]);
  });
  it('uses semicolons when the header has no commas', () => {
    expect(parseCsv('a;b\n1,5;2\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });
  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a,b\n1,"open\n')).toThrow(CsvError);
  });
  it('pads short records and cuts long ones to the header, naming blank headers', () => {
    expect(toTable(parseCsv('a,,c\n1\n1,2,3,4\n'))).toEqual({
      header: ['a', 'Column 2', 'c'],
      records: [
        ['1', '', ''],
        ['1', '2', '3'],
      ],
    });
  });
});

describe('CSV summary', () => {
  it('types columns and summarises numbers, dates and text', () => {
    const { header, records } = toTable(parseCsv(new TextDecoder().decode(files.csv)));
    const summary = summariseTable(header, records);
    expect(summary.rowCount).toBe(5);
    const [id, age, city, score, visited] = summary.columns;
    expect(id).toMatchObject({ name: 'Respondent', type: 'number' });
    expect(age).toMatchObject({ type: 'number', count: 5, empty: 0, min: 22, max: 51, mean: 36 });
    expect(score).toMatchObject({ type: 'number', count: 4, empty: 1, min: 6, max: 9, mean: 7.75 });
    expect(city).toMatchObject({ type: 'text', distinct: 4 });
    expect(city!.topValues[0]).toEqual({ value: 'Dubai', count: 2 });
    expect(visited).toMatchObject({ type: 'date', min: '2026-03-01', max: '2026-03-09' });
  });
  it('reads formatted numbers and rejects look-alikes', () => {
    expect(toNumber('1,234.5')).toBe(1234.5);
    expect(toNumber(' 12% ')).toBe(12);
    expect(toNumber('-3e2')).toBe(-300);
    for (const v of ['', '-', '.', '1.2.3', 'abc', '12a', '1,23']) expect(toNumber(v)).toBeNull();
    expect(columnType(['1', '', 'n/a'])).toBe('text');
    expect(columnType(['', ''])).toBe('text');
  });
});

describe('detectFileType', () => {
  it('recognises documents and images by their bytes', () => {
    expect(detectFileType(files.pdf)).toMatchObject({ ok: true, contentType: 'application/pdf' });
    expect(detectFileType(files.png)).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(detectFileType(files.jpeg)).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(detectFileType(files.xlsx)).toMatchObject({ ok: true, extension: 'xlsx' });
    expect(detectFileType(files.docx)).toMatchObject({ ok: true, extension: 'docx' });
    expect(detectFileType(files.pptx)).toMatchObject({ ok: true, extension: 'pptx' });
    expect(detectFileType(files.csv)).toMatchObject({ ok: true, extension: 'txt' });
  });
  it('refuses executables, plain ZIPs, binary and non-UTF-8 data', () => {
    for (const f of [files.exe, files.elf, files.script]) expect(detectFileType(f)).toEqual({ ok: false, reason: 'executable' });
    for (const f of [files.zip, files.binary, files.latin1, new Uint8Array()]) expect(detectFileType(f)).toEqual({ ok: false, reason: 'unrecognised' });
  });
});
