import { Hono } from 'hono';
import type { AppConfig } from '../../config/env';
import type { ManifestCache } from '../remotes/manifest-cache';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap';

/** /sitemap.xml and /robots.txt, from the remotes' route manifests. Mounted before the shell's catch-all. */
export function seoRoutes(config: Pick<AppConfig, 'publicOrigin'>, manifests: ManifestCache) {
  const app = new Hono();

  app.on(['GET', 'HEAD'], '/sitemap.xml', async (c) => {
    const all = await manifests.all();
    if (!all.marketing) {
      // Without the public pages' manifest a sitemap would tell crawlers the site shrank.
      return c.text('The sitemap is temporarily unavailable.', 503, { 'retry-after': '60', 'cache-control': 'no-store' });
    }
    return c.body(renderSitemap(sitemapEntries(all), config.publicOrigin), 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    });
  });

  app.on(['GET', 'HEAD'], '/robots.txt', (c) =>
    c.text(renderRobots(config.publicOrigin), 200, { 'cache-control': 'public, max-age=3600' }),
  );

  return app;
}
