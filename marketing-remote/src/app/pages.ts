import { pagesFromTable, type RemotePageComponent, type RemotePagesModule } from '@swat/shared-contracts';
import { arabicContentTable, arabicPageTable, pageTable } from './page-table';
import { contentPageLoader } from './content-page-loader';
import '../styles.css';

// One lazy chunk per section module; the tables say which export shows which route.
const modules = import.meta.glob<Record<string, RemotePageComponent>>(['../features/*/*Page.tsx', '../features/*/*Pages.tsx', '!../features/layout/**']);
const arabicContent = import.meta.glob<Record<string, unknown>>(['../content/pages-ar/*.ts', '!../content/pages-ar/index.ts', '!../content/pages-ar/shared.ts']);

// Routes of one Arabic page share one loader (and so one component), like the English ones.
const arabicLoaders = new Map<string, ReturnType<typeof contentPageLoader>>();
function arabicLoader(path: string, content: string, exportName: string) {
  const key = `${content}#${exportName}`;
  let loader = arabicLoaders.get(key);
  if (!loader) {
    const load = arabicContent[`../content/pages-ar/${content}.ts`];
    if (!load) throw new Error(`No Arabic content module content/pages-ar/${content}.ts for ${path}`);
    loader = contentPageLoader(load, exportName);
    arabicLoaders.set(key, loader);
  }
  return loader;
}

/**
 * Exposed as `marketing/pages`: one lazy loader per route of content/routes.ts.
 * The entry chunk carries only the tables, never a page's copy.
 */
const remote: RemotePagesModule = {
  pages: {
    ...pagesFromTable(pageTable, modules),
    ...pagesFromTable(arabicPageTable, modules),
    ...Object.fromEntries(Object.entries(arabicContentTable).map(([path, source]) => [path, arabicLoader(path, source.content, source.exportName)])),
  },
};

export default remote;
