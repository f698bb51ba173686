import { Hono } from 'hono';
import { languageOfPath, STRUCTURED_DATA_PATH } from '@swat/shared-contracts';
import type { AppConfig } from '../../config/env';
import { fileResponse, IMMUTABLE, resolveStaticFile, REVALIDATE } from '../../http/static-files';
import type { NonceVariables } from '../../http/security-headers';
import type { ManifestCache } from '../remotes/manifest-cache';
import { buildRuntimeConfig, findRoute, type Manifests } from '../remotes/runtime-config';
import type { Logger } from '../../http/logger';
import { headFromRoute, pageJsonLdOf, type PageHead } from './render-page';
import { createShellTemplate } from './shell-template';
import { createChromeSource } from './chrome-source';
import { createFragmentSource, type FragmentSource } from './fragment-source';
import { composeDocument, type DocumentParts } from './composer';
import { CachedPage, NONCE_TOKEN, notFoundBody, remotePageBody } from './page-composition';

const NOT_FOUND_TEXT = {
  en: {
    title: 'Page not found | SWAT Research',
    description: 'The page you asked for does not exist. Find research services, consultancy and contact details from the home page.',
  },
  ar: {
    title: 'الصفحة غير موجودة | SWAT Research',
    description: 'لم نعثر على الصفحة المطلوبة. تجدون خدماتنا البحثية والاستشارية وبيانات التواصل معنا انطلاقاً من الصفحة الرئيسية.',
  },
};

const UNAVAILABLE_TEXT = {
  en: { title: 'Temporarily unavailable | SWAT Research', description: 'Part of the site is temporarily unavailable. Please try again in a moment.' },
  ar: { title: 'الخدمة غير متاحة مؤقتاً | SWAT Research', description: 'جزء من الموقع غير متاح حالياً. يُرجى المحاولة مرة أخرى بعد قليل.' },
};

/** The head of a page the shell renders itself, in the language of the path asked for. */
const shellPageHead = (text: typeof NOT_FOUND_TEXT, origin: string, pathname: string): PageHead => {
  const lang = languageOfPath(pathname);
  return { lang, ...text[lang], canonicalUrl: new URL(pathname, origin).toString(), noindex: true };
};

/** Which route a path is, remembered per release of the remotes (the manifests change only then). */
function createRouteLookup(maxPaths = 2_000) {
  let releases: Manifests | null = null;
  const byPath = new Map<string, ReturnType<typeof findRoute>>();
  return {
    find(manifests: Manifests, pathname: string) {
      if (releases?.marketing !== manifests.marketing || releases?.portal !== manifests.portal) {
        releases = manifests;
        byPath.clear();
      }
      let match = byPath.get(pathname);
      if (match === undefined) {
        match = findRoute(manifests, pathname);
        // Unknown paths are remembered too, but not without bound: anyone can invent them.
        if (byPath.size < maxPaths) byPath.set(pathname, match);
      }
      return match;
    },
  };
}

const HTML_HEADERS = { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-cache' };

/**
 * Serves the shell: hashed assets, its other public files, and index.html for every page route.
 * A route its remote prerendered is sent complete (the shell's chrome with the page inside),
 * composed once per route and release and kept; per response only the CSP nonce is filled in.
 */
export function shellRoutes(
  config: Pick<AppConfig, 'shellDist' | 'publicOrigin' | 'remotes' | 'analytics'>,
  manifests: ManifestCache,
  log: Pick<Logger, 'warn'>,
  fragments: FragmentSource = createFragmentSource(log),
) {
  const app = new Hono<{ Variables: NonceVariables }>();
  const template = createShellTemplate(config.shellDist);
  const chromeSource = createChromeSource(config.shellDist, log);
  const composed = new Map<string, CachedPage>();
  const routes = createRouteLookup();

  app.on(['GET', 'HEAD'], '/assets/*', async (c) => {
    const file = await resolveStaticFile(config.shellDist, c.req.path);
    if (!file) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    return fileResponse(file, { 'cache-control': IMMUTABLE }, c.req.method);
  });

  app.get('/api/runtime-config', async (c) => {
    return c.json(buildRuntimeConfig(config, await manifests.all()), 200, { 'cache-control': 'no-store' });
  });

  // The page's own JSON-LD for a route the visitor reached without a reload (the runtime routes leave it out to stay small).
  app.get(STRUCTURED_DATA_PATH, async (c) => {
    const path = c.req.query('path');
    if (!path?.startsWith('/')) return c.json({ error: 'Give the page as ?path=/some/page.' }, 400);
    const match = routes.find(await manifests.all(), path);
    if (!match) return c.json({ error: `No page at ${path}.` }, 404);
    return c.json({ jsonLd: pageJsonLdOf(match.entry, config.publicOrigin) }, 200, { 'cache-control': 'no-cache' });
  });

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    // Files the shell publishes at its root (favicon, service worker): revalidated, never immutable.
    if (/\.[a-z0-9]+$/i.test(c.req.path) && c.req.path !== '/index.html') {
      const file = await resolveStaticFile(config.shellDist, c.req.path);
      if (file) return fileResponse(file, { 'cache-control': REVALIDATE }, c.req.method);
    }
    const [all, shell, chrome] = await Promise.all([manifests.all(), template(), chromeSource()]);
    const match = routes.find(all, c.req.path);
    const nonce = c.get('nonce');

    // Only static routes are prerendered, so the route pattern names the page (and its head).
    // Portal pages read their query string (where to go after sign-in, which area): prerendered
    // without one, they would differ from the browser's first render, so with one they render there.
    const queryDependent = match?.remote === 'portal' && new URL(c.req.url).search !== '';
    if (match?.entry.prerender && !queryDependent) {
      const generation = [shell.version, chrome?.manifest.builtAt, all.marketing?.builtAt, all.portal?.builtAt].join('|');
      let page = composed.get(match.entry.path);
      if (page?.generation !== generation) {
        const body = await remotePageBody(config.remotes, chrome, fragments, match, c.req.path);
        const parts: DocumentParts = {
          head: headFromRoute(match.entry, config.publicOrigin, c.req.path, { assetBaseUrl: config.remotes[match.remote].publicUrl }),
          config: buildRuntimeConfig(config, all),
          layout: match.entry.layout,
          body,
        };
        page = new CachedPage(generation, composeDocument(shell.html, parts, NONCE_TOKEN));
        // A page that fell back to rendering in the browser is not kept: the next request tries again.
        if (body) composed.set(match.entry.path, page);
      }
      if (c.req.method === 'HEAD') return c.body(null, 200, HTML_HEADERS);
      return c.body(page.withNonce(nonce), 200, HTML_HEADERS);
    }

    const runtimeConfig = buildRuntimeConfig(config, all);
    let status: 200 | 404 | 503 = 200;
    let head: PageHead;
    let body = null;
    if (match) head = headFromRoute(match.entry, config.publicOrigin, c.req.path, { assetBaseUrl: config.remotes[match.remote].publicUrl });
    else if (runtimeConfig.unavailableRemotes.length > 0) {
      // We cannot tell a missing page from one of a remote we cannot reach.
      status = 503;
      head = shellPageHead(UNAVAILABLE_TEXT, config.publicOrigin, c.req.path);
    } else {
      status = 404;
      head = shellPageHead(NOT_FOUND_TEXT, config.publicOrigin, c.req.path);
      body = notFoundBody(chrome, c.req.path);
    }
    const html = composeDocument(shell.html, { head, config: runtimeConfig, layout: match?.entry.layout ?? 'site', body }, nonce);
    return c.html(html, status, { 'cache-control': 'no-cache' });
  });

  return app;
}
