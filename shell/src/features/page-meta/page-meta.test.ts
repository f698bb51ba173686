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
