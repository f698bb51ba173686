import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, quoteCsvField, toSafeCsv, toSafeCsvLine } from './csv-cells';

describe('neutraliseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['-', `'-`],
    ['+', `'+`],
  ])('prefixes %j with an apostrophe', (input, expected) => {
    expect(neutraliseCsvCell(input)).toBe(expected);
  });

  it.each(['', 'Dubai', 'a=b', ' =1', "'already", '12', '-12.5', '+3', '-1e5', '1,234.5', '-.5'])('leaves %j as it is', (input) => {
    expect(neutraliseCsvCell(input)).toBe(input);
  });
});

describe('CSV writing', () => {
  it('quotes delimiters, quotes and line breaks', () => {
    expect(quoteCsvField('a,b')).toBe('"a,b"');
    expect(quoteCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCsvField('two\nlines')).toBe('"two\nlines"');
    expect(quoteCsvField('a;b', ';')).toBe('"a;b"');
    expect(quoteCsvField('plain')).toBe('plain');
  });

  it('neutralises before quoting, so a quoted formula is still defused', () => {
    expect(toSafeCsvLine(['=1+2,3', 'ok', null, 7, -7, new Date('2026-01-02T00:00:00Z')])).toBe(`"'=1+2,3",ok,,7,-7,2026-01-02T00:00:00.000Z`);
    expect(toSafeCsv([['name', 'note'], ['Layla', '@risk']])).toBe(`name,note\r\nLayla,'@risk\r\n`);
  });
});
