import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { CHROME_MANIFEST_FILE, PAGE_SLOT_MARKUP, REMOTE_BASE_PLACEHOLDER, type RouteManifest } from '@swat/shared-contracts';
import { loadConfig } from '../../config/env';
import { securityHeaders } from '../../http/security-headers';
import { createLogger } from '../../http/logger';
import { shellRoutes } from './routes';
import { fixedManifests, fixtureManifests } from '../../test/shell-fixture';

/**
 * The bff composing a page from the shell's chrome (files in its dist) and a remote's prerendered
 * page (fetched over HTTP from a real server standing in for the remote's static host).
 */
const SHELL_INDEX =
  '<!doctype html><html lang="en"><head><!--app-head--><script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/style-shell1.css"></head>' +
  '<body><div id="root"><!--app-root--><div class="boot">Loading the site…</div><!--/app-root--></div><!--app-config--></body></html>';

const chrome = (label: string) => `<div data-layout="site"><header>${label}</header><main id="main"><!--$-->${PAGE_SLOT_MARKUP}<!--/$--></main><footer>Footer</footer></div>`;

let shellDist: string;
let remote: Server;
let remoteUrl: string;
let remoteHits: string[] = [];
let remoteUp = true;
let remoteCssUp = true;

async function writeFixtureShell(): Promise<string> {
  const dir = path.join(await import('node:os').then((os) => os.tmpdir()), `swat-shell-chrome-${process.pid}-${Date.now()}`);
  await mkdir(path.join(dir, 'chrome'), { recursive: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), SHELL_INDEX);
  await writeFile(path.join(dir, 'assets', 'style-shell1.css'), 'header{color:#0b2545}');
  await writeFile(path.join(dir, 'chrome', 'site-about.html'), chrome('Header with About highlighted'));
  await writeFile(path.join(dir, 'chrome', 'site-home.html'), chrome('Header on home'));
  await writeFile(path.join(dir, 'chrome', 'not-found.html'), '<div><header>Header</header><main><h1>We could not find that page</h1></main></div>');
  await writeFile(
    path.join(dir, CHROME_MANIFEST_FILE),
    JSON.stringify({
      builtAt: '2026-11-20T08:00:00.000Z',
      variants: { 'site:en:/about': 'chrome/site-about.html', 'site:en:/': 'chrome/site-home.html', 'not-found:en:*': 'chrome/not-found.html', 'not-found:ar:*': 'chrome/not-found.html' },
      preload: ['/assets/index-abc123.js', '/assets/__federation_shared_react-1.js'],
    }),
  );
  return dir;
}

function manifestsWithPrerender(): Record<'marketing' | 'portal', RouteManifest> {
  const manifests = structuredClone(fixtureManifests);
  manifests.marketing.routes[1] = {
    ...manifests.marketing.routes[1]!,
    prerender: { html: 'assets/prerendered/about.abc.html', css: ['assets/style-1.css'], js: ['assets/__federation_expose_Pages-1.js', 'assets/AboutPage-1.js'] },
  };
  return manifests;
}

function appWith(manifests = fixedManifests(manifestsWithPrerender())) {
  const config = {
    ...loadConfig({ PUBLIC_ORIGIN: 'https://www.example.ae', MARKETING_REMOTE_URL: `${remoteUrl}/`, MARKETING_REMOTE_INTERNAL_URL: `${remoteUrl}/` }),
    shellDist,
  };
  const app = new Hono<{ Variables: { nonce: string } }>();
  app.use(securityHeaders({ remoteOrigins: [remoteUrl], https: true }));
  app.route('/', shellRoutes(config, manifests, createLogger('silent')));
  return app;
}

const nonceOf = (response: Response) => /script-src 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!;

beforeAll(async () => {
  shellDist = await writeFixtureShell();
  remote = createServer((req, res) => {
    remoteHits.push(req.url ?? '');
    if (remoteUp && remoteCssUp && req.url === '/assets/style-1.css') {
      res.writeHead(200, { 'content-type': 'text/css' }).end('article h1{font-size:2rem}');
      return;
    }
    if (!remoteUp || req.url !== '/assets/prerendered/about.abc.html') {
      res.writeHead(remoteUp ? 404 : 503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<article><h1>About us</h1><img src="${REMOTE_BASE_PLACEHOLDER}assets/dots-1.svg" alt=""></article>`);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => remote.close());

describe('page composition', () => {
  it('sends a prerendered route complete: chrome for its navigation state with the page inside, stylesheet in the head', async () => {
    const response = await appWith().request('/about');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered-route="/about"><div data-layout="site"><header>Header with About highlighted</header>');
    expect(html).toContain('<!--$--><article><h1>About us</h1>');
    // The remote's own files resolve against where browsers load the remote from.
    expect(html).toContain(`<img src="${remoteUrl}/assets/dots-1.svg"`);
    expect(html).not.toContain(REMOTE_BASE_PLACEHOLDER);
    expect(html).not.toContain('Loading the site');
    expect(html).toContain('<html lang="en" dir="ltr" data-page-language="en">');
  });

  it('writes the shell\'s and the page\'s stylesheets into the head under the response nonce, which the CSP allows', async () => {
    const response = await appWith().request('/about');
    const html = await response.text();
    const nonce = nonceOf(response);
    expect(html).toContain(`<style nonce="${nonce}" data-href="${remoteUrl}/assets/style-1.css">article h1{font-size:2rem}</style>`);
    expect(html).toContain(`<style nonce="${nonce}" data-href="/assets/style-shell1.css">header{color:#0b2545}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`style-src 'self' ${remoteUrl} 'nonce-${nonce.replace(/[+/=]/g, '\\$&')}'`));
  });

  it('holds the first paint until the whole page is parsed: the expected element is in the head and comes right after #root', async () => {
    const html = await (await appWith().request('/about')).text();
    const expectLink = /<link rel="expect" href="#([^"]+)" blocking="render" \/>/.exec(html);
    expect(expectLink, 'a render-blocking expect link').not.toBeNull();
    expect(html.indexOf(expectLink![0])).toBeLessThan(html.indexOf('</head>'));
    const target = html.indexOf(`id="${expectLink![1]}"`);
    const pageEnd = html.indexOf('<footer>Footer</footer></div></div>');
    expect(pageEnd).toBeGreaterThan(0);
    // After the page's last element, and nothing but whitespace and the element's own tag between.
    expect(html.slice(pageEnd, target)).toMatch(/^<footer>Footer<\/footer><\/div><\/div>\s*<script[^>]*$/);
  });

  it('links the page\'s stylesheet when the remote cannot give its text', async () => {
    remoteCssUp = false;
    try {
      const html = await (await appWith().request('/about')).text();
      expect(html).toContain(`<link rel="stylesheet" href="${remoteUrl}/assets/style-1.css" />`);
      expect(html).toContain('<article><h1>About us</h1>');
    } finally {
      remoteCssUp = true;
    }
  });

  it('requests the whole module chain after the first paint, with the response nonce', async () => {
    const response = await appWith().request('/about');
    const html = await response.text();
    const nonce = nonceOf(response);
    // The entry is no longer a parser-blocking tag in <head>: the loader adds it after the first frame.
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    const loader = html.slice(html.indexOf('document.currentScript.nonce'));
    expect(loader).toContain('requestAnimationFrame');
    for (const file of ['/assets/__federation_shared_react-1.js', `${remoteUrl}/assets/remoteEntry.js`, `${remoteUrl}/assets/__federation_expose_Pages-1.js`, `${remoteUrl}/assets/AboutPage-1.js`]) {
      expect(loader).toContain(JSON.stringify(file).slice(1, -1));
    }
    expect(loader).toContain('"/assets/index-abc123.js"');
    const scripts = html.split('<script').length - 1;
    expect(html.split(`<script nonce="${nonce}"`).length - 1).toBe(scripts);
  });

  it('composes once per route and release: later responses differ only in the nonce, and the remote is not asked again', async () => {
    const app = appWith();
    remoteHits = [];
    const first = await app.request('/about');
    const second = await app.request('/about');
    const [a, b] = [await first.text(), await second.text()];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(a.replaceAll(nonceOf(first), 'N')).toBe(b.replaceAll(nonceOf(second), 'N'));
    expect(remoteHits.filter((u) => u.includes('prerendered'))).toHaveLength(1);
  });

  it('falls back to rendering in the browser when the remote cannot give the page', async () => {
    remoteUp = false;
    try {
      const response = await appWith().request('/about');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"><!--app-root-->');
      expect(html).not.toContain('data-prerendered-route');
      expect(html).toContain('<script nonce=');
      expect(html).toContain('src="/assets/index-abc123.js"');
    } finally {
      remoteUp = true;
    }
  });

  it('serves routes without a prerendered page, and old shells without chrome, the client-side way', async () => {
    const response = await appWith().request('/client-login');
    const html = await response.text();
    expect(html).toContain('<!--app-root-->');
    expect(html).toContain('<html lang="en" dir="ltr" data-layout="plain">');
  });

  it('answers 404 with the shell\'s prerendered not-found page', async () => {
    const response = await appWith().request('/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-prerendered-route=""><div><header>Header</header><main><h1>We could not find that page</h1>');
  });

  it('writes lang, dir and reciprocal hreflang links from the route manifest', async () => {
    const manifests = manifestsWithPrerender();
    manifests.marketing.routes.push({ path: '/ar/about', title: 'من نحن', description: 'عن الشركة', layout: 'site', noindex: false, lang: 'ar', alternatePath: '/about' });
    manifests.marketing.routes[1] = { ...manifests.marketing.routes[1]!, lang: 'en', alternatePath: '/ar/about' };
    const app = appWith(fixedManifests(manifests));
    const arabic = await (await app.request('/ar/about')).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-page-language="ar">');
    expect(arabic).toContain('<meta property="og:locale" content="ar_AE" />');
    const english = await (await app.request('/about')).text();
    for (const html of [arabic, english]) {
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.example.ae/about" />');
      expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://www.example.ae/ar/about" />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.ae/about" />');
    }
    const missing = await app.request('/ar/no-such-page');
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain('<html lang="ar" dir="rtl" data-page-language="ar">');
    expect(notFound).toContain('<title>الصفحة غير موجودة | SWAT Research</title>');
  });
});
