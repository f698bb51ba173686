import { REMOTE_NAMES, type RouteManifestEntry } from '@swat/shared-contracts';
import type { Manifests } from '../remotes/runtime-config';

/** Areas behind sign-in: disallowed to crawlers and never listed in the sitemap. */
export const PRIVATE_PREFIXES = ['/client-dashboard', '/swatdashboard', '/swatadmin', '/api/'] as const;

const isPrivate = (path: string) => PRIVATE_PREFIXES.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Routes worth a crawler's visit: indexable, one concrete URL (no :params), not behind sign-in. */
export function sitemapEntries(manifests: Manifests): RouteManifestEntry[] {
  const seen = new Set<string>();
  const entries: RouteManifestEntry[] = [];
  for (const remote of REMOTE_NAMES) {
    for (const entry of manifests[remote]?.routes ?? []) {
      if (entry.noindex || entry.path.includes(':') || isPrivate(entry.path) || seen.has(entry.path)) continue;
      seen.add(entry.path);
      entries.push(entry);
    }
  }
  return entries;
}

export function renderSitemap(entries: readonly RouteManifestEntry[], publicOrigin: string): string {
  const urls = entries.map((entry) => {
    const parts = [`    <loc>${escapeXml(new URL(entry.path, publicOrigin).toString())}</loc>`];
    if (entry.lastModified) parts.push(`    <lastmod>${entry.lastModified}</lastmod>`);
    if (entry.sitemapPriority !== undefined) parts.push(`    <priority>${entry.sitemapPriority.toFixed(1)}</priority>`);
    if (entry.alternatePath) {
      // Each language version lists both, and x-default points at the English one.
      const self = new URL(entry.path, publicOrigin).toString();
      const other = new URL(entry.alternatePath, publicOrigin).toString();
      const [en, ar] = entry.lang === 'ar' ? [other, self] : [self, other];
      for (const [hreflang, href] of [['en', en], ['ar', ar], ['x-default', en]] as const) {
        parts.push(`    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}" />`);
      }
    }
    return `  <url>\n${parts.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(publicOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicOrigin).toString()}`,
    '',
  ].join('\n');
}
