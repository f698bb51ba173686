import { ARABIC_HINT_SEEN_KEY, readFlag, readLanguageChoice } from '@swat/shared-contracts';

/**
 * Offer Arabic only to a browser that lists it, that has not chosen a language and has not seen the
 * offer. Apart from the offer itself, so the layout can ask before fetching the offer's code.
 */
export function shouldOfferArabic(browser: Window, languages: readonly string[]): boolean {
  if (readFlag(browser, ARABIC_HINT_SEEN_KEY) || readLanguageChoice(browser) !== null) return false;
  return languages.some((tag) => tag.toLowerCase() === 'ar' || tag.toLowerCase().startsWith('ar-'));
}

/** The languages this browser asks for, most preferred first (a browser without the list gives its one language). */
export const browserLanguages = (nav: Navigator = navigator): readonly string[] => nav.languages ?? [nav.language];
