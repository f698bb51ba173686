/** The site's two languages. English lives at the root, Arabic under /ar. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export type TextDirection = 'ltr' | 'rtl';

export const ARABIC_PREFIX = '/ar';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** 'ar' for /ar and anything under /ar/, else 'en' (so /arabic or /area stay English). */
export function languageOfPath(path: string): Language {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

export function directionOf(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The English path of a page in either language: /ar/about → /about, /ar → /. */
export function basePath(path: string): string {
  if (languageOfPath(path) === 'en') return path;
  const rest = path.slice(ARABIC_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * The same page in `language`: /about → /ar/about, /ar/about → /about, / ↔ /ar.
 * Query and hash are kept. Only site paths change; anything else is returned as it is.
 */
export function alternatePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const english = basePath(path);
  if (language === 'en') return english;
  if (english === '/' || english.startsWith('/?') || english.startsWith('/#')) return `${ARABIC_PREFIX}${english.slice(1)}`;
  return `${ARABIC_PREFIX}${english}`;
}

/** Letters of the Arabic script (its basic, supplement, extended and presentation-form blocks). */
export const hasArabicScript = (text: string): boolean => /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);

/**
 * One spelling for the ways Arabic is typed: no diacritics or tatweel, one alef (أ إ آ ٱ → ا), one
 * yaa (ى → ي), Arabic-Indic digits as digits. Matching people's words (answers in a data file, chat
 * questions) starts here; each caller adds what its own matching needs.
 */
export function foldArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/**
 * The language a person wrote in: Arabic when the text has Arabic letters, English when it has
 * Latin ones, null when it has neither (a number, an address of digits, an emoji). The assistant
 * answers in it, and the chat speaks it back.
 */
export function languageOfText(text: string): Language | null {
  if (hasArabicScript(text)) return 'ar';
  return /[A-Za-z]/.test(text) ? 'en' : null;
}
