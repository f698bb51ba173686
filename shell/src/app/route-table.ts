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

/** What the table says about a path (what the data router's useMatches gave, by hand). */
export function routeHandleFor(table: readonly RouteEntry[], pathname: string): RouteHandle | undefined {
  return matchRoutes([...table], pathname)?.at(-1)?.route.handle;
}
