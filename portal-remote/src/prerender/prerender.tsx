/**
 * Node entry of the build's prerender step (see shared-contracts/build/prerender.ts): the portal's
 * open pages and the client area's loading frame, from the same components the browser runs.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { prerenderRemotePages } from '@swat/shared-contracts/prerender/server';
import remote from '../app/pages';
import { prerenderedPaths } from '../app/page-table';

export function prerender() {
  return prerenderRemotePages(remote, prerenderedPaths, {
    Router: StaticRouter,
    // Portal pages use TanStack Query; in the browser the shell provides the client.
    wrap: (page) => <QueryClientProvider client={new QueryClient()}>{page}</QueryClientProvider>,
  });
}
