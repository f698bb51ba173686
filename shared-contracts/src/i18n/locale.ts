import type { Language } from './language';

/**
 * The one locale per language that every message, date and number goes through.
 *
 * English: en-US, as the spec prints dates ("Nov 27, 2026").
 * Arabic: the UAE's Arabic with Latin digits ("27 نوفمبر 2026", "1,234"), as Gulf business sites,
 * banks and ministries print figures; the -u-nu-latn extension says so explicitly, because
 * whether a bare 'ar-AE' means Latin or Arabic-Indic digits has changed between CLDR releases
 * and so between browsers.
 */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  ar: 'ar-AE-u-nu-latn',
};

export const localeOf = (language: Language): string => LOCALES[language];
