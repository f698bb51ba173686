import { Hono } from 'hono';
import type { AppConfig } from '../../config/env';
import { fileResponse, IMMUTABLE, resolveStaticFile, REVALIDATE } from '../../http/static-files';
import type { NonceVariables } from '../../http/security-headers';
import type { ManifestCache } from '../remotes/manifest-cache';
import { buildRuntimeConfig, findRoute } from '../remotes/runtime-config';
import { headFromRoute, renderShellHtml, type PageHead } from './render-page';
import { createShellTemplate } from './shell-template';

const notFoundHead = (origin: string, pathname: string): PageHead => ({
  title: 'Page not found | SWAT Research',
  description: 'The page you asked for does not exist. Find research services, consultancy and contact details from the home page.',
  canonicalUrl: new URL(pathname, origin).toString(),
  noindex: true,
});

const unavailableHead = (origin: string, pathname: string): PageHead => ({
  title: 'Temporarily unavailable | SWAT Research',
  description: 'Part of the site is temporarily unavailable. Please try again in a moment.',
  canonicalUrl: new URL(pathname, origin).toString(),
  noindex: true,
});

/** Serves the shell: hashed assets, its other public files, and index.html for every page route. */
export function shellRoutes(config: Pick<AppConfig, 'shellDist' | 'publicOrigin' | 'remotes'>, manifests: ManifestCache) {
  const app = new Hono<{ Variables: NonceVariables }>();
  const template = createShellTemplate(config.shellDist);

  app.on(['GET', 'HEAD'], '/assets/*', async (c) => {
    const file = await resolveStaticFile(config.shellDist, c.req.path);
    if (!file) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    return fileResponse(file, { 'cache-control': IMMUTABLE }, c.req.method);
  });

  app.get('/api/runtime-config', async (c) => {
    return c.json(buildRuntimeConfig(config, await manifests.all()), 200, { 'cache-control': 'no-store' });
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    // Files the shell publishes at its root (favicon, service worker): revalidated, never immutable.
    if (/\.[a-z0-9]+$/i.test(c.req.path) && c.req.path !== '/index.html') {
      const file = await resolveStaticFile(config.shellDist, c.req.path);
      if (file) return fileResponse(file, { 'cache-control': REVALIDATE }, c.req.method);
    }
    const all = await manifests.all();
    const runtimeConfig = buildRuntimeConfig(config, all);
    const match = findRoute(all, c.req.path);
    let status: 200 | 404 | 503 = 200;
    let head: PageHead;
    if (match) head = headFromRoute(match.entry, config.publicOrigin, c.req.path, { assetBaseUrl: config.remotes[match.remote].publicUrl });
    else if (runtimeConfig.unavailableRemotes.length > 0) {
      // We cannot tell a missing page from one of a remote we cannot reach.
      status = 503;
      head = unavailableHead(config.publicOrigin, c.req.path);
    } else {
      status = 404;
      head = notFoundHead(config.publicOrigin, c.req.path);
    }
    const html = renderShellHtml(await template(), { head, config: runtimeConfig, nonce: c.get('nonce') });
    return c.html(html, status, { 'cache-control': 'no-cache' });
  });

  return app;
}
