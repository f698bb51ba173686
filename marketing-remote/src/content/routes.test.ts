import { describe, expect, it } from 'vitest';
import { routeManifestSchema } from '@swat/shared-contracts';
import remote from '../app/pages';
import { marketingRoutes, marketingRouteTable } from './routes';
import { pageContents } from './pages/index';
import type { PageContent } from './types';

/** The public routes of the product spec, section 2, written out here on purpose. */
const SPEC_PUBLIC_ROUTES = [
  '/',
  '/about',
  '/about/who-we-are',
  '/about/our-departments',
  '/about/our-vision',
  '/services',
  '/services/field-data',
  '/services/research-methodologies',
  '/services/data-analysis',
  '/services/quality-assurance',
  '/services/geographic-coverage',
  '/training',
  '/consultancy',
  '/consultancy/market-analysis',
  '/consultancy/strategic-planning',
  '/consultancy/business-development',
  '/consultancy/sustainability-circularity',
  '/contact',
  '/swatx',
  '/swatx/panel-management',
  '/swatx/sample-sourcing',
  '/monitor',
  '/swat-ai',
  '/swat-ai/implementation',
  '/swat-ai/app-development',
  '/swat-ai/ai-services',
  '/swat-ai/learning-center',
  '/swat-ai/success-stories',
  '/swat-ai/development-process',
  '/swat-ai/swatlab',
  '/coming-soon',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

const manifest = routeManifestSchema.parse({ remote: 'marketing', builtAt: new Date().toISOString(), routes: marketingRoutes });

/** Every string a visitor reads in the page body (hero and blocks), not the metadata. */
function mainText(content: PageContent): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const { illustration: _i, ...hero } = content.hero;
  walk(hero);
  walk(content.blocks.map(({ kind: _k, id: _id, tone: _t, ...rest }) => rest));
  return strings.join(' ');
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('route manifest', () => {
  it('validates against the shared route manifest schema', () => {
    expect(manifest.routes.length).toBe(marketingRoutes.length);
  });

  it('covers exactly the public routes of the spec, in English and under /ar in Arabic', () => {
    const paths = (lang: string) => manifest.routes.filter((r) => r.lang === lang).map((r) => r.path).sort();
    expect(paths('en')).toEqual([...SPEC_PUBLIC_ROUTES].sort());
    expect(paths('ar')).toEqual(SPEC_PUBLIC_ROUTES.map((p) => (p === '/' ? '/ar' : `/ar${p}`)).sort());
    expect(manifest.routes).toHaveLength(SPEC_PUBLIC_ROUTES.length * 2);
  });

  it('has a page loader for every route, and a route for every page loader', () => {
    expect(Object.keys(remote.pages).sort()).toEqual(manifest.routes.map((r) => r.path).sort());
  });

  it('gives every route a unique title and a unique description', () => {
    const titles = manifest.routes.map((r) => r.title);
    const descriptions = manifest.routes.map((r) => r.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives every route an Open Graph image, a priority and a last-modified date, and indexes all but the placeholder', () => {
    for (const route of manifest.routes) {
      expect(route.ogImage, route.path).toMatch(/^\/og\/[a-z-]+\.png$/);
      expect(route.sitemapPriority, route.path).toBeGreaterThan(0);
      expect(route.lastModified, route.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(route.noindex, route.path).toBe(route.path === '/coming-soon' || route.path === '/ar/coming-soon');
    }
  });

  it('sends the about and services sub-routes to a section of their one page', () => {
    const sections = Object.fromEntries(manifest.routes.filter((r) => r.section && r.lang === 'en').map((r) => [r.path, r.section]));
    expect(sections).toEqual({
      '/about/who-we-are': 'who-we-are',
      '/about/our-departments': 'our-departments',
      '/about/our-vision': 'our-vision',
      '/services/field-data': 'field-data',
      '/services/research-methodologies': 'research-methodologies',
      '/services/data-analysis': 'data-analysis',
      '/services/quality-assurance': 'quality-assurance',
      '/services/geographic-coverage': 'geographic-coverage',
    });
    for (const route of marketingRouteTable.filter((r) => r.section && r.lang === 'en')) {
      const ids = pageContents[route.page].blocks.map((b) => b.id);
      expect(ids, route.path).toContain(route.section);
    }
    expect(remote.pages['/about/our-vision']).toBe(remote.pages['/about']);
    expect(remote.pages['/services/quality-assurance']).toBe(remote.pages['/services']);
    expect(remote.pages['/ar/about/our-vision']).toBe(remote.pages['/ar/about']);
    expect(remote.pages['/ar/services/quality-assurance']).toBe(remote.pages['/ar/services']);
  });

  it('describes services, breadcrumbs and FAQs as structured data', () => {
    const types = (path: string) => manifest.routes.find((r) => r.path === path)?.jsonLd?.map((b) => b['@type']);
    expect(types('/services')).toEqual(['BreadcrumbList', 'Service', 'FAQPage']);
    expect(types('/consultancy/market-analysis')).toEqual(['BreadcrumbList', 'Service', 'FAQPage']);
    // A sub-route marks up its own section's questions.
    expect(types('/services/quality-assurance')).toEqual(['BreadcrumbList', 'Service', 'FAQPage']);
    expect(types('/swat-ai/learning-center')).toContain('FAQPage');
    const crumbs = manifest.routes.find((r) => r.path === '/swatx/sample-sourcing')?.jsonLd?.[0] as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual(['/', '/swatx', '/swatx/sample-sourcing']);
  });
});

describe('page copy', () => {
  it.each(Object.entries(pageContents).filter(([key]) => key !== 'comingSoon'))('%s has at least 300 words of main content', (_key, content) => {
    expect(wordCount(mainText(content))).toBeGreaterThanOrEqual(300);
  });

  it.each(Object.entries(pageContents))('%s has no placeholder text', (key, content) => {
    const text = `${mainText(content)} ${content.routes.map((r) => `${r.title} ${r.description}`).join(' ')}`.toLowerCase();
    expect(text).not.toMatch(/lorem|ipsum|todo|tbd|placeholder/);
    if (key !== 'comingSoon') expect(text).not.toContain('coming soon');
  });

  it('marks every case-study figure as illustrative', () => {
    for (const content of Object.values(pageContents)) {
      for (const block of content.blocks) {
        if (block.kind === 'cases') expect(block.disclaimer.toLowerCase()).toContain('illustrative');
      }
    }
  });

  it('names the cookies the site really sets, and both privacy laws', () => {
    const cookies = mainText(pageContents.cookies);
    expect(cookies).toContain('swat_access');
    expect(cookies).toContain('swat_refresh');
    expect(cookies).toMatch(/tag-manager/);
    const privacy = mainText(pageContents.privacy);
    expect(privacy).toMatch(/Decree-Law No\. 45 of 2021/);
    expect(privacy).toContain('GDPR');
  });
});
