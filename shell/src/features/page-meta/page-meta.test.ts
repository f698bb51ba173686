import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta, createPageMetaController, metaFromRoute } from './page-meta';

const meta = (name: string) => document.head.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content');

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="application/ld+json">{"@type":"Organization"}</script>';
  });

  it('writes the spec defaults', () => {
    applyPageMeta(document, { title: 'About | SWAT Research', description: 'Who we are' }, { currentUrl: 'https://s.example/about', replaceJsonLd: true });
    expect(document.title).toBe('About | SWAT Research');
    expect(meta('description')).toBe('Who we are');
    expect(meta('robots')).toBe('index, follow');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://s.example/about');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it('gives Arabic pages the Arabic Open Graph locale', () => {
    applyPageMeta(document, { title: 'من نحن | SWAT Research' }, { currentUrl: 'https://s.example/ar/about', replaceJsonLd: true });
    expect(meta('og:locale')).toBe('ar_AE');
  });

  it('honours every option', () => {
    applyPageMeta(
      document,
      {
        title: 'T',
        description: 'D',
        canonicalUrl: 'https://s.example/c',
        ogType: 'article',
        ogImage: 'https://s.example/og.png',
        twitterCard: 'summary',
        twitterImage: 'https://s.example/tw.png',
        jsonLd: { '@type': 'WebPage' },
        noindex: true,
      },
      { currentUrl: 'https://s.example/x', replaceJsonLd: false },
    );
    expect(meta('robots')).toBe('noindex, nofollow');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:image')).toBe('https://s.example/og.png');
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('twitter:image')).toBe('https://s.example/tw.png');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://s.example/c');
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
    expect(blocks).toEqual([{ '@type': 'WebPage' }]);
  });

  it('keeps the server JSON-LD when not told to replace it and given none', () => {
    applyPageMeta(document, { title: 'T' }, { currentUrl: 'https://s.example/', replaceJsonLd: false });
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});

describe('metaFromRoute', () => {
  const route = { path: '/client-dashboard/project/:id', title: 'Project', description: 'd', layout: 'plain' as const, noindex: true, remote: 'portal' as const };
  it('uses the concrete URL for pattern routes and the route path otherwise', () => {
    expect(metaFromRoute(route, '/client-dashboard/project/7', 'https://s.example').canonicalUrl).toBe('https://s.example/client-dashboard/project/7');
    expect(metaFromRoute({ ...route, path: '/about' }, '/about/', 'https://s.example').canonicalUrl).toBe('https://s.example/about');
  });
});

describe('createPageMetaController', () => {
  it('leaves the server head alone on first load, rewrites it on navigation, and lets a page override it', () => {
    document.head.innerHTML = '';
    document.title = 'Server title';
    let url = 'https://s.example/';
    const controller = createPageMetaController(document, () => url);
    controller.setRouteMeta({ title: 'Home' }, true);
    expect(document.title).toBe('Server title');
    url = 'https://s.example/client-dashboard';
    // The page's effect runs before the layout's: its override must survive the route update.
    controller.setPageMeta({ title: 'Dashboard', noindex: true });
    controller.setRouteMeta({ title: 'Client dashboard', description: 'd' }, false);
    expect(document.title).toBe('Dashboard');
    expect(meta('robots')).toBe('noindex, nofollow');
    url = 'https://s.example/about';
    controller.setRouteMeta({ title: 'About' }, false);
    expect(document.title).toBe('About');
    expect(meta('robots')).toBe('index, follow');
  });
});

describe('structured data after client-side navigation', () => {
  const blocks = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => ({ scope: s.getAttribute('data-jsonld'), json: JSON.parse(s.textContent ?? '') as { '@type': string } }));

  it('keeps the site-level Organization and swaps the page blocks for the new route', async () => {
    document.head.innerHTML =
      '<script type="application/ld+json" data-jsonld="site">{"@type":"Organization"}</script><script type="application/ld+json" data-jsonld="page">{"@type":"WebPage","name":"Home"}</script>';
    let url = 'https://s.example/';
    const asked: string[] = [];
    const controller = createPageMetaController(
      document,
      () => url,
      async (pathname) => {
        asked.push(pathname);
        return [{ '@type': 'BreadcrumbList', page: pathname }];
      },
    );
    controller.setRouteMeta({ title: 'Home' }, true);
    expect(asked).toEqual([]);
    url = 'https://s.example/about';
    controller.setRouteMeta({ title: 'About' }, false);
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['/about']);
    expect(blocks()).toEqual([
      { scope: 'site', json: { '@type': 'Organization' } },
      { scope: 'page', json: { '@type': 'BreadcrumbList', page: '/about' } },
    ]);
  });

  it('drops an answer that arrives after the visitor has moved on', async () => {
    document.head.innerHTML = '<script type="application/ld+json" data-jsonld="site">{"@type":"Organization"}</script>';
    let url = 'https://s.example/about';
    let answer: (value: Record<string, unknown>[]) => void = () => undefined;
    const controller = createPageMetaController(document, () => url, () => new Promise((resolve) => (answer = resolve)));
    controller.setRouteMeta({ title: 'About' }, false);
    url = 'https://s.example/contact';
    answer([{ '@type': 'AboutPage' }]);
    await Promise.resolve();
    await Promise.resolve();
    expect(blocks()).toEqual([{ scope: 'site', json: { '@type': 'Organization' } }]);
  });
});
