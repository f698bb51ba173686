import type { PageMeta, RuntimeRoute } from '@swat/shared-contracts';

/** A route's head, from the run-time route table (the layout asks for it on every route change). */
export function metaFromRoute(route: RuntimeRoute, pathname: string, publicOrigin: string): PageMeta {
  return {
    title: route.title,
    description: route.description,
    // A pattern route's canonical is the concrete URL; a static route's is its own path (so /about/ and /about agree).
    canonicalUrl: new URL(route.path.includes(':') ? pathname : route.path, publicOrigin).toString(),
    noindex: route.noindex,
    ...(route.ogImage ? { ogImage: route.ogImage } : {}),
  };
}
