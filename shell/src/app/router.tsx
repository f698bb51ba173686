import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '@swat/shared-contracts';
import { ShellLayout } from '../features/layout/ShellLayout';
import { RemotePage } from '../features/remote-page/RemotePage';
import { FallbackRoute } from '../features/not-found/fallback-route';
import { routeTable } from './route-table';

export function buildRoutes(config: RuntimeConfig): RouteObject[] {
  const children = routeTable(config).map(({ path, handle }) => ({
    path,
    element: handle.route ? <RemotePage key={path} route={handle.route} /> : <FallbackRoute />,
    handle,
  }));
  return [{ element: <ShellLayout />, children }];
}

/** The shell's pages, under whichever router the caller put around them (browser or prerender). */
export function AppRoutes({ config }: { config: RuntimeConfig }) {
  const routes = useMemo(() => buildRoutes(config), [config]);
  return useRoutes(routes);
}
