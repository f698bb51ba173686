import type { RemotePageComponent, RemotePageLoader, RemotePagesModule } from '@swat/shared-contracts';
import { pageTable, type PageSource } from './page-table';
import '../styles.css';

// One lazy chunk per section module; the table says which export shows which route.
const modules = import.meta.glob<Record<string, RemotePageComponent>>(['../features/*/*Page.tsx', '../features/*/*Pages.tsx', '!../features/layout/**']);

/**
 * Exposed as `marketing/pages`: one lazy loader per route of content/routes.ts.
 * The entry chunk carries only the table, never a page's copy.
 */
// Routes that show one page share one loader, so the shell sees them as the same page.
const loaders = new Map<string, RemotePageLoader>();
function loaderFor(path: string, source: PageSource): RemotePageLoader {
  const key = `${source.module}#${source.exportName ?? 'default'}`;
  let loader = loaders.get(key);
  if (!loader) {
    const load = modules[`../features/${source.module}.tsx`];
    if (!load) throw new Error(`No page module features/${source.module}.tsx for ${path}`);
    loader = async () => ({ default: (await load())[source.exportName ?? 'default'] as RemotePageComponent });
    loaders.set(key, loader);
  }
  return loader;
}

const remote: RemotePagesModule = {
  pages: Object.fromEntries(Object.entries(pageTable).map(([path, source]) => [path, loaderFor(path, source)])),
};

export default remote;
