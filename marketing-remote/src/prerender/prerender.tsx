/**
 * Node entry of the build's prerender step (see shared-contracts/build/prerender.ts): every
 * marketing route, rendered from the same components the browser runs.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { prerenderRemotePages } from '@swat/shared-contracts/prerender/server';
import remote from '../app/pages';
import { marketingRoutes } from '../content/routes';

export function prerender() {
  return prerenderRemotePages(
    remote,
    marketingRoutes.map((route) => route.path),
    {
      Router: StaticRouter,
      // The contact form uses TanStack Query's mutation; in the browser the shell provides the client.
      wrap: (page) => <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>,
    },
  );
}
