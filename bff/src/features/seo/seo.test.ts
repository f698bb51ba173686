import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteManifest } from '@swat/shared-contracts';
import { testDatabases } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/app-harness';
import type { ManifestCache } from '../remotes/manifest-cache';

const PUBLIC_ORIGIN = 'https://www.swatresearch.example';
const MARKETING_URL = 'https://static.swatresearch.example/marketing/';

const marketing: RouteManifest = {
  remote: 'marketing',
  builtAt: '2026-11-20T10:00:00.000Z',
  routes: [
    { path: '/', title: 'Home title', description: 'Home description', layout: 'site', noindex: false, ogImage: '/og/home.png', sitemapPriority: 1, lastModified: '2026-11-20' },
    {
      path: '/services',
      title: 'Research services title',
      description: 'Research services description',
      layout: 'site',
      noindex: false,
      ogImage: '/og/research.png',
      sitemapPriority: 0.9,
      lastModified: '2026-11-19',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
            { '@type': 'ListItem', position: 2, name: 'Research', item: '/services' },
          ],
        },
      ],
    },
    { path: '/services/field-data', title: 'Field data title', description: 'Field data description', layout: 'site', noindex: false, section: 'field-data', sitemapPriority: 0.8, lastModified: '2026-11-19' },
    { path: '/coming-soon', title: 'Soon', description: 'Soon description', layout: 'site', noindex: true },
  ],
};
const portal: RouteManifest = {
  remote: 'portal',
  builtAt: '2026-11-20T10:00:00.000Z',
  routes: [
    { path: '/client-login', title: 'Client login', description: 'Sign in', layout: 'plain', noindex: false },
    { path: '/client-dashboard', title: 'Dashboard', description: 'Dashboard', layout: 'plain', noindex: false },
    { path: '/swatdashboard/project/:id', title: 'Project', description: 'Project', layout: 'site', noindex: true },
  ],
};

const manifestsOf = (m: { marketing: RouteManifest | null; portal: RouteManifest | null }): ManifestCache => ({
  get: async (remote) => m[remote],
  all: async () => m,
});

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe.each(testDatabases())('sitemap, robots and structured data on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let shellDist: string;
  let t: TestApp;
  const appWith = (manifests: ManifestCache) =>
    createTestApp(database, { env: { PUBLIC_ORIGIN, MARKETING_REMOTE_URL: MARKETING_URL, SHELL_DIST: shellDist }, deps: { manifests } });

  beforeAll(async () => {
    database = await target.open();
    shellDist = await mkdtemp(path.join(tmpdir(), 'shell-dist-'));
    await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-config--></body></html>');
    t = await appWith(manifestsOf({ marketing, portal }));
  });
  afterAll(async () => {
    await database?.dispose();
    await rm(shellDist, { recursive: true, force: true });
  });

  it('lists every indexable public route in /sitemap.xml, on the public origin, with lastmod and priority', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${PUBLIC_ORIGIN}/`, `${PUBLIC_ORIGIN}/services`, `${PUBLIC_ORIGIN}/services/field-data`, `${PUBLIC_ORIGIN}/client-login`]);
    expect(xml).toContain(`<loc>${PUBLIC_ORIGIN}/services</loc>\n    <lastmod>2026-11-19</lastmod>\n    <priority>0.9</priority>`);
    expect(xml).not.toContain('coming-soon');
    expect(xml).not.toContain('client-dashboard');
  });

  it('answers 503 for the sitemap while the marketing manifest is unknown', async () => {
    const app = await appWith(manifestsOf({ marketing: null, portal }));
    const res = await app.app.request('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('serves robots.txt that allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    for (const p of ['/client-dashboard', '/swatdashboard', '/swatadmin', '/api/']) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`);
  });

  it('puts the Organization and the page’s own JSON-LD, with absolute URLs, into the served HTML', async () => {
    const res = await t.app.request('/services');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Research services title</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/services" />`);
    const [organization = {}, breadcrumbs] = jsonLdBlocks(html);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'SWAT Research',
      foundingDate: '2007',
      availableLanguage: ['English', 'Arabic'],
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
    });
    expect(JSON.stringify(organization.areaServed)).toContain('MENA');
    const points = organization.contactPoint as { name: string; email: string }[];
    expect(points.map((p) => p.name)).toEqual(['Quotation requests', 'General inquiries']);
    expect(points.every((p) => p.email.includes('@'))).toBe(true);
    // The UAE working week: Monday to Friday since 2022.
    const hours = (organization.contactPoint as { hoursAvailable: { dayOfWeek: string[]; opens: string; closes: string } }[]).map((p) => p.hoursAvailable);
    expect(hours).toEqual(Array(2).fill({ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }));
    const items = (breadcrumbs as { itemListElement: { item: string }[] }).itemListElement.map((i) => i.item);
    expect(items).toEqual([`${PUBLIC_ORIGIN}/`, `${PUBLIC_ORIGIN}/services`]);
  });

  it('marks the Organization as the site’s block and answers a route’s own JSON-LD for client-side navigation', async () => {
    const html = await (await t.app.request('/services')).text();
    expect(html).toMatch(/<script[^>]*data-jsonld="site"[^>]*>[^<]*"@type":"Organization"/);
    expect(html).toMatch(/<script[^>]*data-jsonld="page"[^>]*>[^<]*"@type":"BreadcrumbList"/);
    const res = await t.app.request('/api/structured-data?path=/services');
    expect(res.status).toBe(200);
    const { jsonLd } = (await res.json()) as { jsonLd: { '@type': string; itemListElement?: { item: string }[] }[] };
    expect(jsonLd.map((b) => b['@type'])).not.toContain('Organization');
    expect(jsonLd[0]?.itemListElement?.map((i) => i.item)).toEqual([`${PUBLIC_ORIGIN}/`, `${PUBLIC_ORIGIN}/services`]);
    expect((await t.app.request('/api/structured-data')).status).toBe(400);
    expect((await t.app.request('/api/structured-data?path=/no-such-page')).status).toBe(404);
  });

  it('resolves a relative Open Graph image against the marketing remote’s public URL', async () => {
    const html = await (await t.app.request('/')).text();
    expect(html).toContain(`<meta property="og:image" content="${MARKETING_URL}og/home.png" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${MARKETING_URL}og/home.png" />`);
  });

  it('leaves the Organization off noindex pages and answers unknown paths with 404', async () => {
    const soon = await (await t.app.request('/coming-soon')).text();
    expect(jsonLdBlocks(soon)).toEqual([]);
    const missing = await t.app.request('/no-such-page');
    expect(missing.status).toBe(404);
  });
});
