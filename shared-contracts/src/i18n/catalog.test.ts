import { describe, expect, it } from 'vitest';
import { createTranslator, translators } from './catalog';

/** The respondents count as a survey table prints it, with each language's CLDR plural forms. */
const respondents = {
  en: { respondents: '{count, plural, =0 {no respondents} one {# respondent} other {# respondents}}' },
  ar: { respondents: '{count, plural, zero {لا مستجيبين} one {مستجيب واحد} two {مستجيبان} few {# مستجيبين} many {# مستجيبًا} other {# مستجيب}}' },
};

describe('plural forms', () => {
  it.each([
    [0, 'لا مستجيبين', 'no respondents'],
    [1, 'مستجيب واحد', '1 respondent'],
    [2, 'مستجيبان', '2 respondents'],
    [3, '3 مستجيبين', '3 respondents'],
    [11, '11 مستجيبًا', '11 respondents'],
    [100, '100 مستجيب', '100 respondents'],
  ])('%i respondents: %s / %s', (count, arabic, english) => {
    expect(createTranslator('ar', respondents.ar).t('respondents', { count })).toBe(arabic);
    expect(createTranslator('en', respondents.en).t('respondents', { count })).toBe(english);
  });

  it('keeps Latin digits and the language grouping in Arabic', () => {
    expect(createTranslator('ar', respondents.ar).t('respondents', { count: 1200 })).toBe('1,200 مستجيب');
    expect(createTranslator('ar', { n: '{n, number}' }).t('n', { n: 0.5 })).toBe('0.5');
  });
});

describe('translators', () => {
  it('fills arguments, and makes one translator per language', () => {
    const of = translators({ en: { hello: 'Hello {name}' }, ar: { hello: 'مرحباً {name}' } });
    expect(of('en').t('hello', { name: 'Lina' })).toBe('Hello Lina');
    expect(of('ar').t('hello', { name: 'لينا' })).toBe('مرحباً لينا');
    expect(of('ar')).toBe(of('ar'));
    expect(of('ar').locale).toBe('ar-AE-u-nu-latn');
  });

  it('reads ICU quoting: a lone apostrophe is text, doubled braces are quoted', () => {
    const t = createTranslator('en', { a: "You're back", b: "Use '{'name'}' here" }).t;
    expect(t('a')).toBe("You're back");
    expect(t('b')).toBe('Use {name} here');
  });
});
