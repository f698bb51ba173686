import { ROUTE_MANIFEST_PATH, type RemoteName, type RuntimeConfig } from '@swat/shared-contracts';
import { loadPageModule } from './page-modules';
import { nextTask } from '../next-task';

interface PublishedRoute {
  path: string;
  prerender?: { js?: readonly string[] };
}

type FetchJson = (url: string) => Promise<unknown>;

const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/**
 * A prefetch downloads a page's code and does not run it. Importing the page (as a navigation
 * does) also evaluates it and what it imports, which on a phone is a long task right when the
 * visitor starts to read; a `modulepreload` link only fetches and compiles. The files of a page are
 * the ones its remote published for the route (the route manifest's prerender list); a remote
 * without that list gets its page imported, as before.
 */
export function createCodePrefetcher(config: Pick<RuntimeConfig, 'routes' | 'remotes'>, doc: Document, getJson: FetchJson = fetchJson) {
  const published = new Map<RemoteName, Promise<readonly PublishedRoute[]>>();

  const routesOf = (remote: RemoteName) => {
    let routes = published.get(remote);
    if (!routes) {
      routes = getJson(new URL(ROUTE_MANIFEST_PATH, withSlash(config.remotes[remote])).href).then((manifest) => {
        const list = (manifest as { routes?: unknown }).routes;
        return Array.isArray(list) ? (list as PublishedRoute[]) : [];
      });
      // A failed read is tried again at the next prefetch.
      routes.catch(() => published.delete(remote));
      published.set(remote, routes);
    }
    return routes;
  };

  const preload = (href: string) => {
    for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) if (link.href === href) return;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    // The CSP trusts nonced elements only; the page's own scripts carry the response's nonce.
    link.nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    doc.head.append(link);
  };

  return async (path: string): Promise<void> => {
    const route = config.routes.find((r) => r.path === path);
    if (!route) return;
    const files = (await routesOf(route.remote)).find((r) => r.path === path)?.prerender?.js;
    if (!files || files.length === 0) {
      await loadPageModule(route);
      return;
    }
    for (const file of files) {
      // One link per task: each append has the browser start a fetch, and a page's dozen of them in
      // one go, for every section at once, made a long task just as the first page went live.
      await nextTask();
      preload(new URL(file, withSlash(config.remotes[route.remote])).href);
    }
  };
}
