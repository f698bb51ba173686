/** Step 1 of the assistant: one spelling for every way of typing the same word, for pages and questions alike. */
import { foldArabic, hasArabicScript } from '@swat/shared-contracts';

export type Lang = 'en' | 'ar';

// One rule for 'is this Arabic' across the site: the chat widget picks its hand-off's language by it too.
export const languageOf = (text: string): Lang => (hasArabicScript(text) ? 'ar' : 'en');

/**
 * Lower case, compatibility forms folded, and in Arabic no diacritics or tatweel, one alef (أ إ آ ٱ → ا),
 * one yaa (ى → ي), a word's final haa as taa marbuta (ه → ة), hamza seats as their letter, Arabic-Indic digits as
 * digits, and hyphens and apostrophes as spaces: visitors type all of these either way. Typos are left to the search (search.ts).
 */
export function normalise(text: string): string {
  return foldArabic(text.normalize('NFKC').toLowerCase())
    // A final haa is as often a taa marbuta typed without its dots: both are written taa marbuta, which the stemmer knows.
    .replace(/ه(?![\p{L}\p{M}])/gu, 'ة')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    // "don't" is "do not"; "face-to-face" and "what's" are words apart, as a visitor may type them.
    .replace(/n['’]t\b/g, ' not')
    .replace(/[-'’‘`‐–]/g, ' ');
}

/** A text's sentences: an answer opens with one of them. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟])\s+(?=[A-Z0-9“"(\u0600-\u06FF])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
