/**
 * Which page code to fetch ahead of a click, and when. "Prefetch" loads the remote page
 * module (its JavaScript), so the next navigation renders without waiting on the network.
 */
import { alternatePath, basePath, languageOfPath, PREFETCH_FALLBACK_DELAY_MS, PREFETCH_IDLE_TIMEOUT_MS, PREFETCHED_SECTION_PATHS } from '@swat/shared-contracts';

const normalise = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** A main section page in either language (/about and /ar/about alike). */
export function isPrefetchedSection(path: string): boolean {
  return (PREFETCHED_SECTION_PATHS as readonly string[]).includes(basePath(normalise(path)));
}

const CRAWLER_PATTERN = /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|preview/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}

export function isAdminArea(pathname: string): boolean {
  return pathname === '/swatadmin' || pathname === '/swatdashboard' || pathname.startsWith('/swatdashboard/');
}

/** The client dashboard in either language (/client-dashboard…, /ar/client-dashboard…). */
export function isClientDashboard(pathname: string): boolean {
  const path = basePath(pathname);
  return path === '/client-dashboard' || path.startsWith('/client-dashboard/');
}

/** The spec adds a home prefetch on other pages, except for crawlers, the client dashboard and the admin area. */
export function shouldPrefetchHome(pathname: string, userAgent: string): boolean {
  return basePath(normalise(pathname)) !== '/' && !isCrawler(userAgent) && !isClientDashboard(pathname) && !isAdminArea(pathname);
}

/**
 * The paths to prefetch once the browser is idle on `pathname`: the section pages on every page,
 * as the spec says; only the home page is left out for crawlers, the client dashboard and the admin area.
 */
export function idlePrefetchPaths(pathname: string, userAgent: string): string[] {
  // The sections in the page's own language: an Arabic reader's next click is an Arabic page.
  const language = languageOfPath(pathname);
  const current = normalise(pathname);
  const sections = PREFETCHED_SECTION_PATHS.filter((p) => p !== '/').map((p) => alternatePath(p, language)).filter((p) => p !== current);
  const home = alternatePath('/', language);
  return shouldPrefetchHome(pathname, userAgent) ? [home, ...sections] : sections;
}

/** Remembers what was prefetched so nothing is fetched twice; never fetches the current page. */
export function createPrefetcher(load: (path: string) => Promise<unknown>) {
  const requested = new Set<string>();
  return {
    prefetch(path: string, currentPathname: string): boolean {
      const target = normalise(path);
      if (target === normalise(currentPathname) || requested.has(target)) return false;
      requested.add(target);
      // A failed prefetch is not an error to show: the real navigation will retry and report.
      load(target).catch(() => requested.delete(target));
      return true;
    },
    has: (path: string) => requested.has(normalise(path)),
  };
}

export interface IdleScheduler {
  requestIdleCallback?: ((cb: () => void, options: { timeout: number }) => number) | undefined;
  cancelIdleCallback?: ((handle: number) => void) | undefined;
  setTimeout: (cb: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** requestIdleCallback with the spec's timeout, or a short timer where the browser has none (Safari). */
export function whenIdle(run: () => void, scheduler: IdleScheduler): () => void {
  if (scheduler.requestIdleCallback) {
    const handle = scheduler.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => scheduler.cancelIdleCallback?.(handle);
  }
  const handle = scheduler.setTimeout(run, PREFETCH_FALLBACK_DELAY_MS);
  return () => scheduler.clearTimeout(handle);
}
