import { alternatePath, basePath, isLanguage, languageOfPath, type Language } from './language';

/** localStorage: the language the visitor last picked with the switcher. */
export const LANGUAGE_CHOICE_KEY = 'swat.language';
/** sessionStorage: the language of the last public page seen in this tab. */
export const LAST_PAGE_LANGUAGE_KEY = 'swat.pageLanguage';
/** localStorage: set once the visitor has closed (or followed) the Arabic offer on /. */
export const ARABIC_HINT_SEEN_KEY = 'swat.arabicHintSeen';

/**
 * Pages that exist once, not per language: they follow the language the visitor came from
 * (the client sign-in doors). Everything else takes its language from its path.
 */
export const LANGUAGE_FOLLOWING_PATHS = ['/client-login', '/client', '/client-auth'] as const;

export function followsVisitorLanguage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return (LANGUAGE_FOLLOWING_PATHS as readonly string[]).includes(pathname);
}

export interface VisitorLanguageClues {
  /** Language of the last public page of this tab (set by the shell on every route change). */
  lastPage?: string | null;
  /** document.referrer: counts only when it is a page of this site. */
  referrer?: string | null;
  origin?: string;
  /** The switcher's remembered choice. */
  remembered?: string | null;
}

/** The language a visitor came with: the page they came from first, then their remembered choice. */
export function visitorLanguage({ lastPage, referrer, origin, remembered }: VisitorLanguageClues): Language {
  if (isLanguage(lastPage)) return lastPage;
  if (referrer && origin) {
    try {
      const url = new URL(referrer);
      if (url.origin === origin) return languageOfPath(url.pathname);
    } catch {
      // An unparsable referrer says nothing.
    }
  }
  return isLanguage(remembered) ? remembered : 'en';
}

/** A page's language: from its path, or from the visitor for the pages that follow them. */
export function pageLanguage(path: string, visitor: () => Language): Language {
  return followsVisitorLanguage(path) ? visitor() : languageOfPath(path);
}

/**
 * Where an internal link of a page in `language` points: English paths get /ar on Arabic pages,
 * except the pages that exist once (portal, admin), which stay where they are.
 */
export function linkPathFor(path: string, language: Language, hasArabicVersion: (englishPath: string) => boolean = hasArabicTwin): string {
  if (language === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (languageOfPath(path) === 'ar') return path;
  const pathname = basePath(path).split(/[?#]/, 1)[0] ?? '/';
  return hasArabicVersion(pathname) ? alternatePath(path, 'ar') : path;
}

// The portal's pages are not public pages: the client pages' Arabic copies (/ar/client-dashboard…,
// /ar/forgot-password…) are the portal's own routes, and links to them are made by the portal.
const SINGLE_LANGUAGE_PREFIXES = ['/client', '/forgot-password', '/reset-password', '/swatadmin', '/swatdashboard', '/api', '/assets'];

/** The client's portal pages that have an Arabic twin under /ar (the staff area has none). */
const ARABIC_PORTAL_PATHS = ['/client-login', '/client-auth', '/client-dashboard', '/forgot-password', '/reset-password'];

/** Whether a link for an Arabic reader goes to the page's /ar twin: public pages and the client's portal pages. */
export function hasArabicTwin(pathname: string): boolean {
  return isPublicPath(pathname) || ARABIC_PORTAL_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Public pages have an Arabic twin; the portal, the admin area and files do not. */
export function isPublicPath(pathname: string): boolean {
  return !SINGLE_LANGUAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}-`) || pathname.startsWith(`${prefix}/`));
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function safeRead(storage: () => StorageLike | undefined, key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    // Storage blocked (privacy mode, sandbox): no memory, no failure.
    return null;
  }
}

function safeWrite(storage: () => StorageLike | undefined, key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Same as above: the choice just is not remembered.
  }
}

export interface BrowserLike {
  localStorage?: StorageLike;
  sessionStorage?: StorageLike;
  location: { origin: string };
  document?: { referrer: string };
}

export function readVisitorLanguage(browser: BrowserLike): Language {
  return visitorLanguage({
    lastPage: safeRead(() => browser.sessionStorage, LAST_PAGE_LANGUAGE_KEY),
    referrer: browser.document?.referrer ?? null,
    origin: browser.location.origin,
    remembered: safeRead(() => browser.localStorage, LANGUAGE_CHOICE_KEY),
  });
}

export function rememberLanguageChoice(browser: Pick<BrowserLike, 'localStorage'>, language: Language): void {
  safeWrite(() => browser.localStorage, LANGUAGE_CHOICE_KEY, language);
}

export function readLanguageChoice(browser: Pick<BrowserLike, 'localStorage'>): Language | null {
  const value = safeRead(() => browser.localStorage, LANGUAGE_CHOICE_KEY);
  return isLanguage(value) ? value : null;
}

export function recordPageLanguage(browser: Pick<BrowserLike, 'sessionStorage'>, language: Language): void {
  safeWrite(() => browser.sessionStorage, LAST_PAGE_LANGUAGE_KEY, language);
}

export function readFlag(browser: Pick<BrowserLike, 'localStorage'>, key: string): boolean {
  return safeRead(() => browser.localStorage, key) === '1';
}

export function writeFlag(browser: Pick<BrowserLike, 'localStorage'>, key: string): void {
  safeWrite(() => browser.localStorage, key, '1');
}
