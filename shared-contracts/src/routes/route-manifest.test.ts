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
