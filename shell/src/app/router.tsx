import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '@swat/shared-contracts';
import { ShellLayout, type RouteHandle } from '../features/layout/ShellLayout';
import { RemotePage } from '../features/remote-page/RemotePage';
import { FallbackPage } from '../features/not-found/NotFoundPage';

/** The route table is data: the remotes' manifests, as handed out by the bff. */
export function buildRoutes(config: RuntimeConfig): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        ...config.routes.map((route) => ({
          path: route.path,
          element: <RemotePage key={route.path} route={route} />,
          handle: { layout: route.layout, route } satisfies RouteHandle,
        })),
        { path: '*', element: <FallbackPage />, handle: { layout: 'site' } satisfies RouteHandle },
      ],
    },
  ];
}

export function createAppRouter(config: RuntimeConfig) {
  return createBrowserRouter(buildRoutes(config));
}
