import type { RouteManifestEntryInput } from '@swat/shared-contracts/build/federation';
import { pageContents, type PageKey } from './pages/index';
import { pageJsonLd } from './structured-data';

/** Where each page's Open Graph image lives on the remote's origin; the bff makes it absolute. */
export const ogImagePath = (name: string) => `/og/${name}.png`;

/** Breadcrumb parents of each page, by the first path segment. */
const sectionParents: Record<string, { path: string; name: string }> = {
  about: { path: '/about', name: 'About' },
  services: { path: '/services', name: 'Research Services' },
  consultancy: { path: '/consultancy', name: 'Consultancy' },
  swatx: { path: '/swatx', name: 'SWATX' },
  'swat-ai': { path: '/swat-ai', name: 'SWAT AI' },
};

function parentsOf(path: string) {
  const parent = sectionParents[path.split('/')[1] ?? ''];
  return parent && parent.path !== path ? [parent] : [];
}

const nonEmpty = (jsonLd: Record<string, unknown>[]) => (jsonLd.length > 0 ? { jsonLd } : {});

export interface MarketingRoute extends RouteManifestEntryInput {
  /** Which page component shows the route. Not part of the manifest. */
  page: PageKey;
}

/** Every public route, generated from the page content so metadata and copy never drift apart. */
export const marketingRouteTable: readonly MarketingRoute[] = (Object.entries(pageContents) as [PageKey, (typeof pageContents)[PageKey]][]).flatMap(
  ([page, content]) =>
    content.routes.map((route) => ({
      page,
      path: route.path,
      title: route.title,
      description: route.description,
      ogImage: ogImagePath(content.ogImage),
      ...nonEmpty(pageJsonLd(content, route, parentsOf(route.path))),
      // Sub-routes that only scroll within a page rank a little below the page itself.
      sitemapPriority: route.section ? Math.max(0.1, Math.round((content.sitemapPriority - 0.1) * 10) / 10) : content.sitemapPriority,
      lastModified: content.lastModified,
      ...(route.section ? { section: route.section } : {}),
      ...(content.noindex ? { noindex: true } : {}),
    })),
);

/** The manifest entries (what routeManifestPlugin publishes). */
export const marketingRoutes: readonly RouteManifestEntryInput[] = marketingRouteTable.map(({ page: _page, ...entry }) => entry);
