import type { RouteManifestEntryInput } from '@swat/shared-contracts/build/federation';
import type { SiteLanguage } from '@swat/shared-contracts';
import { pageContents, type PageKey } from './pages/index';
import { pageContentsAr } from './pages-ar/index';
import { pageJsonLd } from './structured-data';
import type { PageContent } from './types';

/** Where each page's Open Graph image lives on the remote's origin; the bff makes it absolute. */
export const ogImagePath = (name: string) => `/og/${name}.png`;

/** Breadcrumb parents of each page, by the first path segment after the language prefix. */
const sectionParents: Record<SiteLanguage, Record<string, { path: string; name: string }>> = {
  en: {
    about: { path: '/about', name: 'About' },
    services: { path: '/services', name: 'Research Services' },
    consultancy: { path: '/consultancy', name: 'Consultancy' },
    swatx: { path: '/swatx', name: 'SWATX' },
    'swat-ai': { path: '/swat-ai', name: 'SWAT AI' },
  },
  ar: {
    about: { path: '/ar/about', name: 'عن الشركة' },
    services: { path: '/ar/services', name: 'الخدمات البحثية' },
    consultancy: { path: '/ar/consultancy', name: 'الاستشارات' },
    swatx: { path: '/ar/swatx', name: 'SWATX' },
    'swat-ai': { path: '/ar/swat-ai', name: 'SWAT AI' },
  },
};

function parentsOf(path: string, lang: SiteLanguage) {
  const segments = path.split('/').filter(Boolean);
  const section = lang === 'ar' ? segments[1] : segments[0];
  const parent = sectionParents[lang][section ?? ''];
  return parent && parent.path !== path ? [parent] : [];
}

const nonEmpty = (jsonLd: Record<string, unknown>[]) => (jsonLd.length > 0 ? { jsonLd } : {});

export interface MarketingRoute extends RouteManifestEntryInput {
  /** Which page component shows the route. Not part of the manifest. */
  page: PageKey;
  lang: SiteLanguage;
}

function routesOfPage(page: PageKey, content: PageContent, lang: SiteLanguage, twin: PageContent): MarketingRoute[] {
  return content.routes.map((route, i) => {
    // Both languages list a page's routes in the same order, so the i-th route of one is the i-th of the other.
    const alternatePath = twin.routes[i]?.path;
    return {
      page,
      lang,
      path: route.path,
      title: route.title,
      description: route.description,
      ogImage: ogImagePath(content.ogImage),
      ...nonEmpty(pageJsonLd(content, route, parentsOf(route.path, lang), lang)),
      // Sub-routes that only scroll within a page rank a little below the page itself.
      sitemapPriority: route.section ? Math.max(0.1, Math.round((content.sitemapPriority - 0.1) * 10) / 10) : content.sitemapPriority,
      lastModified: content.lastModified,
      ...(route.section ? { section: route.section } : {}),
      ...(content.noindex ? { noindex: true } : {}),
      ...(alternatePath ? { alternatePath } : {}),
    };
  });
}

const pageEntries = Object.entries(pageContents) as [PageKey, PageContent][];

/** Every public route in both languages, generated from the page content so metadata and copy never drift apart. */
export const marketingRouteTable: readonly MarketingRoute[] = [
  ...pageEntries.flatMap(([page, content]) => routesOfPage(page, content, 'en', pageContentsAr[page])),
  ...pageEntries.flatMap(([page, content]) => routesOfPage(page, pageContentsAr[page], 'ar', content)),
];

/** The manifest entries (what routeManifestPlugin publishes). */
export const marketingRoutes: readonly RouteManifestEntryInput[] = marketingRouteTable.map(({ page: _page, ...entry }) => entry);
