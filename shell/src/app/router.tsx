import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '@swat/shared-contracts';
import { ShellLayout } from '../features/layout/ShellLayout';
import { RemotePage } from '../features/remote-page/RemotePage';
import { FallbackRoute } from '../features/not-found/fallback-route';
import { routeMatcherFor, type RouteEntry } from '../lib/route-table';

const routeObjects = new WeakMap<RouteEntry, RouteObject>();

/** One entry of the table as a React Router route, made once so its element keeps its identity. */
function routeObjectFor(entry: RouteEntry): RouteObject {
  let route = routeObjects.get(entry);
  if (!route) {
    const { path, handle } = entry;
    route = { path, element: handle.route ? <RemotePage key={path} route={handle.route} /> : <FallbackRoute />, handle };
    routeObjects.set(entry, route);
  }
  return route;
}

/**
 * The shell's pages, under whichever router the caller put around them (browser or prerender).
 * The table's own matcher picks the entry, and React Router is handed only that one under the
 * layout: its parameters and outlet work as usual without ranking the whole table per render.
 */
export function AppRoutes({ config }: { config: RuntimeConfig }) {
  const { pathname } = useLocation();
  const entry = routeMatcherFor(config)(pathname);
  const routes = useMemo<RouteObject[]>(() => [{ element: <ShellLayout />, children: entry ? [routeObjectFor(entry)] : [] }], [entry]);
  return useRoutes(routes);
}
