import {
  directionOf,
  isPublicPath,
  pageLanguage,
  readVisitorLanguage,
  recordPageLanguage,
  type BrowserLike,
  type Language,
} from '@swat/shared-contracts';

function browser(): BrowserLike {
  return window;
}

/**
 * The language of the page at `pathname` in this browser (the sign-in pages follow the visitor).
 * Prerendering at build time knows no visitor: those pages are prerendered in English.
 */
// While the build prerenders the chrome there is no window: it says which page it is drawing.
let prerenderPathname = '/';
export function setPrerenderPathname(pathname: string): void {
  prerenderPathname = pathname;
}

export function currentPageLanguage(pathname: string = typeof window === 'undefined' ? prerenderPathname : window.location.pathname): Language {
  return pageLanguage(pathname, () => (typeof window === 'undefined' ? 'en' : readVisitorLanguage(browser())));
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
  // Only public pages count: a portal page (English, such as /forgot-password) must not make a visitor
  // who came from the Arabic site look English to the pages and mails that follow them.
  if (isPublicPath(pathname)) recordPageLanguage(browser(), language);
}
