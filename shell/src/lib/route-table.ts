import { matchRoutes } from 'react-router-dom';
import type { RouteLayout, RuntimeConfig, RuntimeRoute } from '@swat/shared-contracts';

export interface RouteHandle {
  layout: RouteLayout;
  /** The manifest route, for the head after client-side navigation; absent on the shell's own pages. */
  route?: RuntimeRoute;
}

export interface RouteEntry {
  path: string;
  handle: RouteHandle;
}

/** The route table is data: the remotes' manifests, as handed out by the bff, then the shell's fallback. */
export function routeTable(config: RuntimeConfig): RouteEntry[] {
  return [...config.routes.map((route) => ({ path: route.path, handle: { layout: route.layout, route } })), { path: '*', handle: { layout: 'site' } }];
}

export type RouteMatcher = (pathname: string) => RouteEntry | undefined;

// A path made only of plain segments: it matches itself and nothing else, and outranks any
// pattern that also matches it, so a lookup gives what React Router's ranking would.
const PLAIN_PATH = /^\/[a-z0-9\-/]*$/i;
// React Router matches without regard to case or one trailing slash.
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();

/**
 * Finds a path's entry. React Router's matchRoutes flattens and ranks the whole table on every
 * call; with about a hundred routes that is a long, unsplittable piece of the first render on a
 * slow phone (14 ms unthrottled, measured) and of every navigation. Nearly every page is a plain
 * path, found here with one lookup; paths with parameters and the fallback still go to React Router,
 * over the pattern routes only.
 */
export function createRouteMatcher(table: readonly RouteEntry[]): RouteMatcher {
  const plain = new Map<string, RouteEntry>();
  const patterns: RouteEntry[] = [];
  for (const entry of table) {
    const key = normalise(entry.path);
    if (PLAIN_PATH.test(entry.path) && !plain.has(key)) plain.set(key, entry);
    else patterns.push(entry);
  }
  return (pathname) => {
    if (!PLAIN_PATH.test(pathname)) return matchRoutes([...table], pathname)?.at(-1)?.route;
    return plain.get(normalise(pathname)) ?? matchRoutes(patterns, pathname)?.at(-1)?.route;
  };
}

const matchers = new WeakMap<RuntimeConfig, RouteMatcher>();

/** The matcher of a runtime configuration's table, built once and shared by router and layout. */
export function routeMatcherFor(config: RuntimeConfig): RouteMatcher {
  let match = matchers.get(config);
  if (!match) {
    match = createRouteMatcher(routeTable(config));
    matchers.set(config, match);
  }
  return match;
}
