/**
 * Server-side rendering of a remote's pages at build time (Node only: never import this from
 * browser code). A page renders inside what the shell lends it in the browser: the shell's
 * services and a router at the page's path. What the server cannot do (requests, toasts) is a
 * no-op, and the user is "loading" exactly where the browser would start loading it, so the
 * markup is what the browser's first render produces and hydrates without a difference.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ShellServicesContext, type ShellServices } from '../federation/shell-services';
import type { RemotePagesModule } from '../federation/remote-module';
import type { RuntimeConfig } from '../config/runtime-config';
import { USER_QUERY_KEY, userQueryEnabledForPath } from '../auth/user-paths';

export type ServerRouter = ComponentType<{ location: string; children?: ReactNode }>;

const serverConfig: RuntimeConfig = {
  remotes: { marketing: 'http://marketing.invalid/', portal: 'http://portal.invalid/' },
  routes: [],
  unavailableRemotes: [],
  publicOrigin: 'http://site.invalid',
};

const unavailable = () => Promise.reject(new Error('No requests while prerendering'));

export function serverShellServices(pathname: string): ShellServices {
  const loading = userQueryEnabledForPath(pathname);
  return {
    toast: () => ({ id: 'server', dismiss: () => undefined, update: () => undefined }),
    dismissToast: () => undefined,
    config: serverConfig,
    api: { request: unavailable, getQueryFn: () => unavailable },
    auth: { queryKey: USER_QUERY_KEY, enabledForPath: userQueryEnabledForPath, useUser: () => ({ user: null, isLoading: loading }) },
    setPageMeta: () => undefined,
  };
}

export interface RemotePrerenderOptions {
  /** The router the page's links and hooks need (react-router's StaticRouter). */
  Router: ServerRouter;
  /** Wraps each page in providers the page expects from the shell (a QueryClientProvider, the IntlProvider for its path). */
  wrap?: (page: ReactNode, path: string) => ReactNode;
}

export async function prerenderRemotePages(remote: RemotePagesModule, paths: readonly string[], options: RemotePrerenderOptions) {
  const { Router, wrap = (page: ReactNode) => page } = options;
  const rendered: { key: string; html: string }[] = [];
  for (const path of paths) {
    const load = remote.pages[path];
    if (!load) throw new Error(`prerender: the remote has no page for ${path}`);
    const { default: Page } = await load();
    const html = renderToString(
      <ShellServicesContext.Provider value={serverShellServices(path)}>
        <Router location={path}>{wrap(<Page routePath={path} />, path)}</Router>
      </ShellServicesContext.Provider>,
    );
    rendered.push({ key: path, html });
  }
  return rendered;
}
