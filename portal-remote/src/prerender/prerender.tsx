/**
 * Node entry of the build's prerender step (see shared-contracts/build/prerender.ts): the portal's
 * open pages and the client area's loading frame, from the same components the browser runs.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { intlProviderProps, pageLanguage } from '@swat/shared-contracts';
import { prerenderRemotePages } from '@swat/shared-contracts/prerender/server';
import remote from '../app/pages';
import { prerenderedPaths } from '../app/page-table';

export function prerender() {
  return prerenderRemotePages(remote, prerenderedPaths, {
    Router: StaticRouter,
    // Portal pages use TanStack Query and react-intl; in the browser the shell provides the client and
    // the IntlProvider. The build knows no visitor: the sign-in pages are prerendered in English.
    wrap: (page, path) => (
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider {...intlProviderProps(pageLanguage(path, () => 'en'))}>{page}</IntlProvider>
      </QueryClientProvider>
    ),
  });
}
