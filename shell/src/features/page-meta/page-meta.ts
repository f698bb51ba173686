/**
 * Writes the head after client-side navigation. The bff wrote the first page's head on the
 * server (crawlers read that one); this keeps the tab title, the share tags and robots right
 * when the visitor moves around without reloading.
 */
import { JSON_LD_SCOPE_ATTRIBUTE, languageOfPath, type JsonLdScope, type PageMeta } from '@swat/shared-contracts';
import type { PageMetaController } from '../../lib/shell-runtime/shell-runtime';

export { metaFromRoute } from './route-meta';

type JsonLdBlock = Record<string, unknown>;

/** The page's own JSON-LD scripts; the site-level one (the Organization) is never among them. */
const SITE_SCOPE: JsonLdScope = 'site';
const PAGE_JSON_LD = `script[type="application/ld+json"]:not([${JSON_LD_SCOPE_ATTRIBUTE}="${SITE_SCOPE}"])`;

function writePageJsonLd(doc: Document, blocks: readonly JsonLdBlock[]) {
  for (const old of doc.head.querySelectorAll(PAGE_JSON_LD)) old.remove();
  for (const block of blocks) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_SCOPE_ATTRIBUTE, 'page' satisfies JsonLdScope);
    script.textContent = JSON.stringify(block);
    doc.head.appendChild(script);
  }
}

export const META_DEFAULTS = {
  robots: 'index, follow',
  robotsNoindex: 'noindex, nofollow',
  ogType: 'website',
  twitterCard: 'summary_large_image',
  locale: 'en_US',
} as const;

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertCanonical(doc: Document, href: string) {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Applies a page's metadata with the spec's defaults. `replaceJsonLd` is false on the first
 * load, so the structured data the server rendered (which the runtime routes do not carry) stays.
 * Only the page's own blocks are ever replaced: the site-level block the bff wrote stays on every page.
 */
export function applyPageMeta(doc: Document, meta: PageMeta, options: { currentUrl: string; replaceJsonLd: boolean }) {
  const canonical = meta.canonicalUrl ?? options.currentUrl;
  doc.title = meta.title;
  upsertMeta(doc, 'name', 'description', meta.description);
  upsertMeta(doc, 'name', 'robots', meta.noindex ? META_DEFAULTS.robotsNoindex : META_DEFAULTS.robots);
  upsertCanonical(doc, canonical);
  upsertMeta(doc, 'property', 'og:title', meta.title);
  upsertMeta(doc, 'property', 'og:description', meta.description);
  upsertMeta(doc, 'property', 'og:url', canonical);
  upsertMeta(doc, 'property', 'og:type', meta.ogType ?? META_DEFAULTS.ogType);
  upsertMeta(doc, 'property', 'og:locale', languageOfPath(new URL(options.currentUrl).pathname) === 'ar' ? 'ar_AE' : META_DEFAULTS.locale);
  upsertMeta(doc, 'property', 'og:image', meta.ogImage);
  upsertMeta(doc, 'name', 'twitter:card', meta.twitterCard ?? META_DEFAULTS.twitterCard);
  upsertMeta(doc, 'name', 'twitter:title', meta.title);
  upsertMeta(doc, 'name', 'twitter:description', meta.description);
  upsertMeta(doc, 'name', 'twitter:image', meta.twitterImage ?? meta.ogImage);

  const blocks = meta.jsonLd === undefined ? [] : Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd];
  if (options.replaceJsonLd || blocks.length > 0) writePageJsonLd(doc, blocks);
}

/**
 * Joins the route's metadata with what the page itself asked for. Children's effects run
 * before their parents', so a page's override arrives before the layout learns of the route
 * change: overrides are therefore kept per pathname instead of being cleared on navigation.
 */
export function createPageMetaController(
  doc: Document,
  getCurrentUrl: () => string,
  loadPageJsonLd?: (pathname: string) => Promise<readonly JsonLdBlock[]>,
): PageMetaController {
  let routeMeta: { pathname: string; meta: PageMeta } | null = null;
  let override: { pathname: string; meta: PageMeta } | null = null;
  // After the first client-side navigation the server's JSON-LD belongs to another page.
  let navigated = false;

  const pathnameOf = (url: string) => new URL(url).pathname;

  const apply = () => {
    const currentUrl = getCurrentUrl();
    const pathname = pathnameOf(currentUrl);
    const base = routeMeta?.pathname === pathname ? routeMeta.meta : null;
    const extra = override?.pathname === pathname ? override.meta : null;
    if (!base && !extra) return;
    const meta: PageMeta = { ...(base ?? { title: doc.title }), ...(extra ?? {}) };
    applyPageMeta(doc, meta, { currentUrl, replaceJsonLd: navigated });
  };

  return {
    /** Called by the layout on every location change; the first call only records (the server wrote that head). */
    setRouteMeta(meta: PageMeta | null, firstLoad: boolean) {
      const pathname = pathnameOf(getCurrentUrl());
      routeMeta = meta ? { pathname, meta } : null;
      if (!firstLoad) navigated = true;
      if (firstLoad && override?.pathname !== pathname) return;
      apply();
      // The page's own structured data follows the route (the runtime routes leave it out to stay small).
      if (!firstLoad && meta && !meta.noindex && loadPageJsonLd) {
        loadPageJsonLd(pathname).then(
          (blocks) => {
            const stillHere = pathnameOf(getCurrentUrl()) === pathname;
            const pageSaidOtherwise = override?.pathname === pathname && override.meta.jsonLd !== undefined;
            if (stillHere && !pageSaidOtherwise) writePageJsonLd(doc, blocks);
          },
          () => undefined,
        );
      }
    },
    setPageMeta(meta: PageMeta) {
      override = { pathname: pathnameOf(getCurrentUrl()), meta };
      apply();
    },
  };
}
