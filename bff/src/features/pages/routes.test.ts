import { beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@swat/shared-contracts';
import { loadConfig } from '../../config/env';
import { securityHeaders } from '../../http/security-headers';
import { createLogger } from '../../http/logger';
import { shellRoutes } from './routes';
import { fixedManifests, fixtureManifests, writeShellDist } from '../../test/shell-fixture';

let shellDist: string;
beforeAll(async () => {
  shellDist = await writeShellDist();
});

function appWith(manifests = fixedManifests()) {
  const config = { ...loadConfig({ PUBLIC_ORIGIN: 'https://www.example.ae' }), shellDist };
  const app = new Hono<{ Variables: { nonce: string } }>();
  app.use(securityHeaders({ remoteOrigins: ['http://localhost:8081'], https: true }));
  app.route('/', shellRoutes(config, manifests, createLogger('silent')));
  return app;
}

function runtimeConfigOf(html: string) {
  const match = new RegExp(`<script[^>]*id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return JSON.parse(match![1]!);
}

describe('shell pages', () => {
  it('serves a known route with its head tags, the runtime config and a nonce on every script', async () => {
    const response = await appWith().request('/about');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>About &lt;us&gt; &amp; &quot;friends&quot;</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.ae/about" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    const nonce = /script-src 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1];
    // The nonce is base64 ('+', '/'): count by plain text, not by a pattern built from it.
    const scripts = html.split('<script').length - 1;
    expect(scripts).toBeGreaterThan(0);
    expect(html.split(`<script nonce="${nonce}"`).length - 1).toBe(scripts);
    const config = runtimeConfigOf(html);
    expect(config.remotes.marketing).toBe('http://localhost:8081/');
    expect(config.routes.map((r: { path: string }) => r.path)).toEqual(['/', '/about', '/client-login', '/client-dashboard/project/:id']);
    expect(config.unavailableRemotes).toEqual([]);
  });

  it('marks portal pages noindex and matches parameterised routes', async () => {
    const response = await appWith().request('/client-dashboard/project/42');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('noindex, nofollow');
    expect(html).toContain('href="https://www.example.ae/client-dashboard/project/42"');
  });

  it("notes a public page's language on <html>, for the sign-in pages after it, and not a sign-in page's", async () => {
    const htmlTag = async (path: string) => /<html[^>]*>/.exec(await (await appWith().request(path)).text())![0];
    expect(await htmlTag('/about')).toContain('data-page-language="en"');
    expect(await htmlTag('/client-login')).not.toContain('data-page-language');
    expect(await htmlTag('/client-dashboard/project/42')).not.toContain('data-page-language');
  });

  it('answers unknown paths with 404, still rendering the shell', async () => {
    const response = await appWith().request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page not found | SWAT Research</title>');
  });

  it('answers 503 for an unknown path while a remote cannot be read, but still serves known routes', async () => {
    const app = appWith(fixedManifests({ portal: fixtureManifests.portal }));
    expect((await app.request('/about')).status).toBe(503);
    const known = await app.request('/client-login');
    expect(known.status).toBe(200);
    expect(runtimeConfigOf(await known.text()).unavailableRemotes).toEqual(['marketing']);
  });

  it('escapes the runtime config so page data cannot close its script element', async () => {
    const manifests = structuredClone(fixtureManifests);
    manifests.marketing.routes[0]!.title = '</script><script>alert(1)</script>';
    const html = await (await appWith(fixedManifests(manifests)).request('/client-login')).text();
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const app = appWith();
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('never serves files outside the shell folder', async () => {
    const app = appWith();
    for (const probe of ['/assets/..%2f..%2fetc%2fpasswd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/assets/..%5c..%5cindex.html']) {
      const response = await app.request(probe);
      expect(response.status, probe).toBe(404);
    }
  });

  it('sends the security headers with a strict CSP', async () => {
    const response = await appWith().request('/');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('style-src \'self\' http://localhost:8081');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

