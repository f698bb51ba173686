import { afterEach, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@swat/shared-contracts';
import { createCodePrefetcher } from './prefetch-code';

const config: Pick<RuntimeConfig, 'routes' | 'remotes'> = {
  remotes: { marketing: 'https://marketing.example.ae/', portal: 'https://portal.example.ae/' },
  routes: [{ path: '/contact', title: 'Contact', description: 'Contact us', layout: 'site', noindex: false, remote: 'marketing' }],
};

const manifest = {
  routes: [{ path: '/contact', prerender: { html: 'assets/prerendered/contact.abc.html', css: [], js: ['assets/__federation_expose_Pages-1.js', 'assets/ContactPage-1.js'] } }],
};

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);

describe('prefetching a page\'s code', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds a modulepreload for each file the remote published for the route, without importing it', async () => {
    const asked: string[] = [];
    const prefetch = createCodePrefetcher(config, document, async (url) => {
      asked.push(url);
      return manifest;
    });
    await prefetch('/contact');
    expect(asked).toEqual(['https://marketing.example.ae/assets/route-manifest.json']);
    expect(preloads()).toEqual(['https://marketing.example.ae/assets/__federation_expose_Pages-1.js', 'https://marketing.example.ae/assets/ContactPage-1.js']);
  });

  it('reads each remote\'s manifest once and never adds the same file twice', async () => {
    let reads = 0;
    const prefetch = createCodePrefetcher(config, document, async () => {
      reads += 1;
      return manifest;
    });
    await prefetch('/contact');
    await prefetch('/contact');
    expect(reads).toBe(1);
    expect(preloads()).toHaveLength(2);
  });

  it('does nothing for a path that is not a route', async () => {
    const prefetch = createCodePrefetcher(config, document, async () => manifest);
    await prefetch('/no-such-page');
    expect(preloads()).toEqual([]);
  });

  it('asks again after a failed manifest read', async () => {
    let attempt = 0;
    const prefetch = createCodePrefetcher(config, document, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return manifest;
    });
    await expect(prefetch('/contact')).rejects.toThrow('offline');
    await prefetch('/contact');
    expect(preloads()).toHaveLength(2);
  });
});
