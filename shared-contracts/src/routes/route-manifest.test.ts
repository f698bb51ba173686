import { describe, expect, it } from 'vitest';
import { routeManifestSchema } from './route-manifest';

describe('routeManifestSchema', () => {
  const base = { remote: 'marketing', builtAt: '2026-11-21T10:00:00.000Z' };
  it('accepts a manifest and fills defaults', () => {
    const parsed = routeManifestSchema.parse({ ...base, routes: [{ path: '/', title: 'Home', description: 'The firm' }] });
    expect(parsed.routes[0]).toMatchObject({ layout: 'site', noindex: false });
  });
  it('rejects unknown remotes, bad paths and unknown fields', () => {
    expect(routeManifestSchema.safeParse({ ...base, remote: 'blog', routes: [{ path: '/', title: 'a', description: 'b' }] }).success).toBe(false);
    expect(routeManifestSchema.safeParse({ ...base, routes: [{ path: 'about', title: 'a', description: 'b' }] }).success).toBe(false);
    expect(routeManifestSchema.safeParse({ ...base, routes: [{ path: '/', title: 'a', description: 'b', extra: 1 }] }).success).toBe(false);
  });
  it('accepts a language and the path of the same page in the other language', () => {
    const parsed = routeManifestSchema.parse({ ...base, routes: [{ path: '/ar/about', title: 'من نحن', description: 'الشركة', lang: 'ar', alternatePath: '/about' }] });
    expect(parsed.routes[0]).toMatchObject({ lang: 'ar', alternatePath: '/about' });
    expect(routeManifestSchema.safeParse({ ...base, routes: [{ path: '/', title: 'a', description: 'b', lang: 'fr' }] }).success).toBe(false);
  });
});

describe('prerendered pages in the manifest', () => {
  const base = { remote: 'marketing', builtAt: '2026-11-21T10:00:00.000Z' };
  const route = { path: '/', title: 'Home', description: 'The firm' };
  it('accepts the page file, stylesheets and modules under assets/', () => {
    const prerender = { html: 'assets/prerendered/index.abc.html', css: ['assets/style-1.css'], js: ['assets/__federation_expose_Pages-1.js'] };
    expect(routeManifestSchema.parse({ ...base, routes: [{ ...route, prerender }] }).routes[0]?.prerender).toEqual(prerender);
  });
  it('refuses files outside the remote\'s assets folder', () => {
    for (const html of ['/etc/passwd', 'https://evil.example/x.html', 'assets/../../x.html', 'index.html']) {
      expect(routeManifestSchema.safeParse({ ...base, routes: [{ ...route, prerender: { html, css: [], js: [] } }] }).success, html).toBe(false);
    }
  });
});
