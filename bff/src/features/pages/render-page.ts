import { JSON_LD_SCOPE_ATTRIBUTE, OG_LOCALE, RUNTIME_CONFIG_ELEMENT_ID, type RouteManifestEntry, type RuntimeConfig, type SiteLanguage } from '@swat/shared-contracts';
import { absolutiseJsonLd, organizationJsonLd } from '../seo/organization';

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside a <script> element: '<' is escaped so no text can close the element. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export interface PageHead {
  lang: SiteLanguage;
  /** The page in each language, for hreflang links (x-default is the English one). */
  alternates?: { en: string; ar: string } | undefined;
  title: string;
  description: string;
  canonicalUrl: string;
  noindex: boolean;
  ogImage?: string | undefined;
  jsonLd?: readonly Record<string, unknown>[] | undefined;
  /** The site-level block: it stays in the head when the shell swaps the page's own blocks on navigation. */
  siteJsonLd?: Record<string, unknown> | undefined;
}

export interface HeadOptions {
  /** The public base URL of the remote that published the route: its relative ogImage paths live there. */
  assetBaseUrl?: string;
}

/** A relative image path is a file of the remote, so it resolves against the remote's base, path included. */
export function resolveAssetUrl(url: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(url.replace(/^\/+/, ''), base).toString();
}

/** A route's own structured data with absolute URLs: what the page adds to the site-level Organization. */
export function pageJsonLdOf(entry: RouteManifestEntry, publicOrigin: string): Record<string, unknown>[] {
  return (entry.jsonLd ?? []).map((block) => absolutiseJsonLd(block, publicOrigin));
}

export function headFromRoute(entry: RouteManifestEntry, publicOrigin: string, pathname: string, options: HeadOptions = {}): PageHead {
  const pageJsonLd = pageJsonLdOf(entry, publicOrigin);
  const lang = entry.lang ?? 'en';
  const url = (path: string) => new URL(path, publicOrigin).toString();
  return {
    lang,
    alternates: entry.alternatePath
      ? lang === 'ar'
        ? { en: url(entry.alternatePath), ar: url(entry.path) }
        : { en: url(entry.path), ar: url(entry.alternatePath) }
      : undefined,
    title: entry.title,
    description: entry.description,
    canonicalUrl: new URL(entry.path.includes(':') ? pathname : entry.path, publicOrigin).toString(),
    noindex: entry.noindex,
    ogImage: entry.ogImage ? resolveAssetUrl(entry.ogImage, options.assetBaseUrl ?? publicOrigin) : undefined,
    // Site-level structured data rides on every indexable page; private pages need none.
    jsonLd: pageJsonLd,
    siteJsonLd: entry.noindex ? undefined : organizationJsonLd(publicOrigin),
  };
}

export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${head.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang]}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.alternates) {
    const { en, ar } = head.alternates;
    tags.push(
      `<meta property="og:locale:alternate" content="${OG_LOCALE[head.lang === 'ar' ? 'en' : 'ar']}" />`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
      `<link rel="alternate" hreflang="ar" href="${escapeHtml(ar)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(en)}" />`,
    );
  }
  if (head.ogImage) {
    tags.push(`<meta property="og:image" content="${escapeHtml(head.ogImage)}" />`, `<meta name="twitter:image" content="${escapeHtml(head.ogImage)}" />`);
  }
  if (head.siteJsonLd) tags.push(`<script type="application/ld+json" ${JSON_LD_SCOPE_ATTRIBUTE}="site">${scriptSafeJson(head.siteJsonLd)}</script>`);
  for (const block of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json" ${JSON_LD_SCOPE_ATTRIBUTE}="page">${scriptSafeJson(block)}</script>`);
  }
  return tags.join('\n    ');
}

/** The run-time config as the JSON script element the shell reads. */
export function renderRuntimeConfig(config: RuntimeConfig): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
}
