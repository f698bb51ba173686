import { CATALOG_MODULE } from '@swat/shared-contracts/build/catalog-module';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { intlProviderProps, type Language } from '@swat/shared-contracts';
import { describeCatalogs } from '@swat/shared-contracts/i18n/testing';
import { portalCatalogs } from './messages';

// A language's own name is written in that language, on the Arabic page too.
describeCatalogs('portal', portalCatalogs, { latinInArabic: ['client.settings.english'] });

describe('the data view’s words', () => {
  // As the portal formats them: react-intl, with the shell's locale for the language.
  const formatterIn = (language: Language) => {
    const intl = createIntl({ ...intlProviderProps(language), messages: portalCatalogs[language] });
    return (id: keyof typeof portalCatalogs.en, values: Record<string, string | number>) => intl.formatMessage({ id }, values);
  };
  const en = formatterIn('en');
  const ar = formatterIn('ar');

  it('count respondents with each language’s plural forms: 0, 1, 2, 3, 11 and 100', () => {
    expect([0, 1, 2, 3, 11, 100].map((base) => ar('dataset.base', { base }))).toEqual([
      'القاعدة: لا مستجيبين',
      'القاعدة: مستجيب واحد',
      'القاعدة: مستجيبان',
      'القاعدة: 3 مستجيبين',
      'القاعدة: 11 مستجيبًا',
      'القاعدة: 100 مستجيب',
    ]);
    expect([0, 1, 2, 3, 11, 100].map((base) => en('dataset.base', { base }))).toEqual([
      'Base: 0 respondents',
      'Base: 1 respondent',
      'Base: 2 respondents',
      'Base: 3 respondents',
      'Base: 11 respondents',
      'Base: 100 respondents',
    ]);
  });

  it('put the numbers and names they are given into the sentence, with grouped Latin digits', () => {
    expect(en('dataset.base', { base: 1234 })).toBe('Base: 1,234 respondents');
    expect(ar('dataset.base', { base: 1234 })).toBe('القاعدة: 1,234 مستجيبًا');
    expect(en('dataset.rowsShown', { first: 1, last: 25, total: 4000 })).toBe('Rows 1–25 of 4,000');
    expect(ar('dataset.rowsShown', { first: 1, last: 25, total: 4000 })).toBe('الصفوف 1–25 من 4,000');
    expect(ar('dataset.columnName', { raw: 'weekly_grocery_spend_aed' })).toContain('weekly_grocery_spend_aed');
  });
});

describe('where catalogs live', () => {
  // The build pre-parses only the files CATALOG_MODULE names; a message in any other file would
  // reach the browser unparsed (no ICU parser ships) and print its braces.
  it('are all files the build parses', () => {
    const modules = Object.keys(import.meta.glob('./messages/**/*.ts')).filter((path) => !path.endsWith('/index.ts') && !path.endsWith('.test.ts'));
    expect(modules.length).toBeGreaterThan(4);
    expect(modules.filter((path) => !CATALOG_MODULE.test(path.replace(/^\./, '/src/i18n')))).toEqual([]);
  });
});

describe('the client area’s counts', () => {
  const formatterIn = (language: Language) => {
    const intl = createIntl({ ...intlProviderProps(language), messages: portalCatalogs[language] });
    return (id: keyof typeof portalCatalogs.en, values: Record<string, number>) => intl.formatMessage({ id }, values);
  };
  const ar = formatterIn('ar');
  const en = formatterIn('en');
  const counts = [0, 1, 2, 3, 11, 100];

  it('count projects and shared files with Arabic’s six forms', () => {
    expect(counts.map((count) => ar('client.dashboard.count', { count }))).toEqual([
      'لا مشاريع',
      'مشروع واحد',
      'مشروعان',
      '3 مشاريع',
      '11 مشروعًا',
      '100 مشروع',
    ]);
    expect(counts.map((count) => ar('client.items.count', { count }))).toEqual([
      'لا ملفات مشاركة',
      'ملف واحد مشارَك',
      'ملفان مشارَكان',
      '3 ملفات مشارَكة',
      '11 ملفًا مشارَكًا',
      '100 ملف مشارَك',
    ]);
    expect(counts.map((count) => en('client.dashboard.count', { count }))).toEqual([
      '0 projects',
      '1 project',
      '2 projects',
      '3 projects',
      '11 projects',
      '100 projects',
    ]);
  });

  it('count completed interviews with Arabic’s six forms', () => {
    expect(counts.map((completes) => ar('ui.noTarget', { completes }).split(' (')[0])).toEqual([
      'لا مقابلات مكتملة',
      'مقابلة مكتملة واحدة',
      'مقابلتان مكتملتان',
      '3 مقابلات مكتملة',
      '11 مقابلة مكتملة',
      '100 مقابلة مكتملة',
    ]);
  });

  it('say how long a reset link works in the right form', () => {
    expect([1, 2, 3, 11, 30].map((minutes) => ar('password.forgot.answer', { minutes }).split('صالحًا ')[1])).toEqual([
      'لمدة دقيقة واحدة.',
      'لمدة دقيقتين.',
      'لمدة 3 دقائق.',
      'لمدة 11 دقيقة.',
      'لمدة 30 دقيقة.',
    ]);
  });
});
