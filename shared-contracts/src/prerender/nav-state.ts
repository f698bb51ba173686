import type { NavItem } from '../site/navigation';

/** Whether a path belongs to a navigation section: a home page (/ or /ar) is a section of its own, not the parent of every page in its language. */
export function isInSection(pathname: string, sectionPath: string): boolean {
  if (sectionPath === '/' || sectionPath === '/ar') return pathname === sectionPath;
  return pathname === sectionPath || pathname.startsWith(`${sectionPath}/`);
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

function navPaths(navigation: readonly NavItem[]): string[] {
  return navigation.flatMap((item) => [item.path, ...(item.dropdown ?? []).map((child) => child.path)]);
}

/**
 * The header renders differently only in which section is highlighted and which link is the
 * current page. This key names that state, so the shell can prerender its chrome once per state
 * and the bff can pick the one that hydrates without a difference for a given path:
 * a navigation path itself, `<section>/*` for other pages of a section, or `*`.
 */
export function navStateKey(pathname: string, navigation: readonly NavItem[]): string {
  const path = trimSlash(pathname);
  if (navPaths(navigation).includes(path)) return path;
  const section = navigation.find((item) => isInSection(path, item.path));
  return section ? `${section.path}/*` : '*';
}

/** One example path per key, for prerendering every state of the chrome. */
export function navStateProbes(navigation: readonly NavItem[]): { key: string; path: string }[] {
  const exact = [...new Set(navPaths(navigation))].map((path) => ({ key: path, path }));
  const sections = navigation.filter((item) => item.path !== '/').map((item) => ({ key: `${item.path}/*`, path: `${item.path}/__page` }));
  // A page outside every section, in the navigation's language (Arabic navigation lives under /ar).
  const arabic = navigation.some((item) => item.path.startsWith('/ar/'));
  return [...exact, ...sections, { key: '*', path: arabic ? '/ar/__page' : '/__page' }];
}
