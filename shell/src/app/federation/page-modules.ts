import type { RemotePageComponent, RuntimeRoute } from '@swat/shared-contracts';
import { loadRemotePages } from './load-remote';

/** Loads the code of one manifest route's page: the remote's entry, then the page's own chunk. */
export async function loadPageModule(route: Pick<RuntimeRoute, 'remote' | 'path'>): Promise<RemotePageComponent> {
  const remote = await loadRemotePages(route.remote);
  const load = remote.pages[route.path];
  if (!load) throw new Error(`The ${route.remote} remote has no page for ${route.path}`);
  return (await load()).default;
}

/** For prefetching by URL path: finds the static route and loads its code; unknown paths load nothing. */
export function createPathLoader(routes: readonly RuntimeRoute[]) {
  return async (path: string): Promise<void> => {
    const route = routes.find((r) => r.path === path);
    if (route) await loadPageModule(route);
  };
}
