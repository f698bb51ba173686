import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator as withoutFormatter, needsFormatter, translators } from './catalog';

const createTranslator = (language: 'en' | 'ar', catalog: Record<string, string>) => withoutFormatter(language, catalog, IntlMessageFormat);

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
    const of = translators({ en: { hello: 'Hello {name}' }, ar: { hello: 'مرحباً {name}' } }, IntlMessageFormat);
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

describe('a built catalog', () => {
  // What the build makes of 'Step {n}:' and of a plural (build/i18n.ts).
  const step = [{ type: 0, value: 'Step ' }, { type: 1, value: 'n' }, { type: 0, value: ':' }];
  const built = (messages: Record<string, unknown>) => messages as unknown as Record<string, string>;

  it('fills in plain arguments without the ICU formatter, and says which value is missing', () => {
    const { t } = withoutFormatter('en', built({ step }));
    expect(t('step', { n: 3 })).toBe('Step 3:');
    expect(() => t('step')).toThrow('{n}');
    expect(needsFormatter(built({ step }))).toBe(false);
  });

  it('needs the formatter for source text and for plurals', () => {
    expect(needsFormatter({ a: 'Hello' })).toBe(true);
    const plural = built({ n: [{ type: 6, value: 'count', options: {}, offset: 0, pluralType: 'cardinal' }] });
    expect(needsFormatter(plural)).toBe(true);
    expect(() => withoutFormatter('en', plural).t('n', { count: 1 })).toThrow('needs the ICU formatter');
  });
});
