import { describe, expect, it } from 'vitest';
import { catalogProblems } from './catalog-problems';



describe('catalogProblems', () => {
  it('passes a sound pair of catalogs', () => {
    expect(
      catalogProblems({
        en: { a: 'Hi {name}', n: '{count, plural, one {# file} other {# files}}' },
        ar: { a: 'مرحباً {name}', n: '{count, plural, =0 {لا ملفات} =1 {ملف واحد} =2 {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}' },
      }),
    ).toEqual([]);
  });

  it('names a key missing in either language', () => {
    expect(catalogProblems({ en: { a: 'A', b: 'B' }, ar: { a: 'أ', c: 'ج' } })).toEqual(['b: missing in ar', 'c: missing in en']);
  });

  it('names a message that is not valid ICU, or empty', () => {
    const problems = catalogProblems({ en: { a: 'Hi {name', b: ' ' }, ar: { a: 'مرحباً {name}', b: 'ب' } });
    expect(problems[0]).toMatch(/^a: not valid ICU MessageFormat in en/);
    expect(problems[1]).toBe('b: empty in en');
  });

  it('names arguments and tags that differ between the languages', () => {
    expect(catalogProblems({ en: { a: 'Hi {name}' }, ar: { a: 'مرحباً {user}' } })).toEqual(['a: arguments differ, en {name} but ar {user}']);
    expect(catalogProblems({ en: { a: 'Read <b>this</b>' }, ar: { a: 'اقرأ هذا' } })).toEqual(['a: arguments differ, en {<b>} but ar {}']);
  });

  it('names the plural forms Arabic needs and a message lacks', () => {
    expect(
      catalogProblems({
        en: { n: '{count, plural, one {# file} other {# files}}' },
        ar: { n: '{count, plural, one {ملف واحد} other {# ملفات}}' },
      }),
    ).toEqual(['n: the ar plural of {count} lacks few, many, two, zero']);
    expect(catalogProblems({ en: { n: '{count, plural, other {# files}}' }, ar: { n: '{count, plural, zero {0} one {1} two {2} few {#} many {#} other {#}}' } })).toEqual([
      'n: the en plural of {count} lacks one',
    ]);
  });

  it('looks into plurals nested in selects and tags', () => {
    expect(
      catalogProblems({
        en: { n: '{kind, select, file {<b>{count, plural, one {# file} other {# files}}</b>} other {items}}' },
        ar: { n: '{kind, select, file {<b>{count, plural, one {ملف} other {ملفات}}</b>} other {عناصر}}' },
      }),
    ).toEqual(['n: the ar plural of {count} lacks few, many, two, zero']);
  });
});


