import { use } from 'react';
import type { RuntimeRoute } from '@swat/shared-contracts';
import { loadRoutePage, setReadyPage, type ProviderLoader } from '../features/remote-page/route-page';

const never = new Promise<never>(() => undefined);

/**
 * Stands in for a prerendered page whose code could not be loaded. It suspends for good, and
 * React keeps a suspended boundary's server markup while it hydrates the rest: the visitor keeps
 * the complete page (its links work as plain links), and header, footer and chat come alive.
 */
function KeepServerMarkup(): null {
  use(never);
  return null;
}

/** Loads the prerendered route's page code before hydrating, so its markup is taken over in one pass. */
export async function prepareHydration(route: RuntimeRoute | undefined, loadProvider: ProviderLoader): Promise<void> {
  if (!route) return;
  try {
    setReadyPage(route, await loadRoutePage(route, loadProvider));
  } catch (error) {
    console.warn('The page code did not load; the page stays as the server sent it.', error);
    setReadyPage(route, KeepServerMarkup);
  }
}
