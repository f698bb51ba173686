import type { RemotePageComponent, RemotePageLoader, RemotePagesModule } from './remote-module';

/**
 * Which component shows a route: a module under the remote's src/features (one chunk per module)
 * and its export. Plain data, so a remote's build (in Node) knows each route's chunk for
 * prerendering and its browser entry loads the same module.
 */
export interface PageSource {
  /** Path under src/features without the extension, e.g. 'home/HomePage'. */
  module: string;
  /** Named export; the default export when absent. */
  exportName?: string;
}

export type PageTable = Readonly<Record<string, PageSource>>;

/** The source file of a page module, relative to the remote's package root (what the build's chunks name). */
export const pageModuleFile = (source: PageSource) => `src/features/${source.module}.tsx`;

export function pageModuleFiles(table: PageTable): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([path, source]) => [path, pageModuleFile(source)]));
}

/**
 * The remote's exposed page loaders, from its table and its `import.meta.glob` of feature modules
 * (keys like '../features/home/HomePage.tsx'). Routes that show one page share one loader, so the
 * shell sees them as the same page. `wrap` puts each page in what the remote adds around all its
 * pages (the portal: its messages).
 */
export function pagesFromTable(
  table: PageTable,
  modules: Record<string, () => Promise<Record<string, unknown>>>,
  wrap: (page: RemotePageComponent) => RemotePageComponent = (page) => page,
): RemotePagesModule['pages'] {
  const loaders = new Map<string, RemotePageLoader>();
  const loaderFor = (path: string, source: PageSource) => {
    const key = `${source.module}#${source.exportName ?? 'default'}`;
    let loader = loaders.get(key);
    if (!loader) {
      const load = modules[`../features/${source.module}.tsx`];
      if (!load) throw new Error(`No page module features/${source.module}.tsx for ${path}`);
      loader = async () => ({ default: wrap((await load())[source.exportName ?? 'default'] as RemotePageComponent) });
      loaders.set(key, loader);
    }
    return loader;
  };
  return Object.fromEntries(Object.entries(table).map(([path, source]) => [path, loaderFor(path, source)]));
}
