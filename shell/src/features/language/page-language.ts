import {
  directionOf,
  followsVisitorLanguage,
  pageLanguage,
  readVisitorLanguage,
  recordPageLanguage,
  type BrowserLike,
  type Language,
} from '@swat/shared-contracts';

function browser(): BrowserLike {
  return window;
}

/** The language of the page at `pathname` in this browser (the sign-in pages follow the visitor). */
export function currentPageLanguage(pathname: string = window.location.pathname): Language {
  return pageLanguage(pathname, () => readVisitorLanguage(browser()));
}

/**
 * Sets `lang` and `dir` on <html> for a client-side navigation (the server sets them in the
 * HTML of the first page) and notes the language of public pages, which the sign-in pages follow.
 */
export function applyPageLanguage(doc: Document, pathname: string, language: Language): void {
  const root = doc.documentElement;
  if (root.lang !== language) root.lang = language;
  const dir = directionOf(language);
  if (root.dir !== dir) root.dir = dir;
  if (!followsVisitorLanguage(pathname)) recordPageLanguage(browser(), language);
}
