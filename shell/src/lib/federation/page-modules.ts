import type { RemotePageComponent, RuntimeRoute } from '@swat/shared-contracts';
import { loadRemotePages } from './load-remote';

/** Loads the code of one manifest route's page: the remote's entry, then the page's own chunk. */
export async function loadPageModule(route: Pick<RuntimeRoute, 'remote' | 'path'>): Promise<RemotePageComponent> {
  const remote = await loadRemotePages(route.remote);
  const load = remote.pages[route.path];
  if (!load) throw new Error(`The ${route.remote} remote has no page for ${route.path}`);
  return (await load()).default;
}
