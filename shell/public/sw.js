/*
 * The shell's service worker: a repeat visit starts from cache, an offline visit shows the site
 * (with the offline notice) instead of the browser's error page, and a new deploy wins on the
 * next visit. Plain JavaScript: it is served as-is from /sw.js.
 *
 * The build replaces the two placeholders below (shell/vite.config.ts): BUILD_ID changes with
 * every shell build, so the browser sees a new worker, installs it and the old caches go.
 */
const BUILD_ID = '__SWAT_BUILD_ID__';
const PRECACHE = ['__SWAT_PRECACHE__'];

const PREFIX = 'swat-';
const SHELL_CACHE = `${PREFIX}shell-${BUILD_ID}`;
const PAGES_CACHE = `${PREFIX}pages-${BUILD_ID}`;
const REMOTE_CACHE = `${PREFIX}remote-${BUILD_ID}`;
const CURRENT = new Set([SHELL_CACHE, PAGES_CACHE, REMOTE_CACHE]);

// Vite names hashed files name-<8 chars>.ext: their content never changes under that name.
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8}\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?)$/;
// A remote's entry and manifest keep their names across deploys: fresh when online, cached for offline.
const REMOTE_REVALIDATED = /\/assets\/(?:remoteEntry\.js|route-manifest\.json)$/;

// The offline page's words per language, from the catalogs (src/app/offline-page-words.ts), stamped by the build.
const OFFLINE_WORDS = '__SWAT_OFFLINE_WORDS__';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page for a visit offline to a page not kept here, in the language of its address (/ar… is Arabic). */
function offlinePage(pathname) {
  const language = pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
  const w = OFFLINE_WORDS[language];
  return `<!doctype html><html lang="${language}" dir="${w.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#14202b;background:#f3f5f7}
header,footer{background:#0b3a5b;color:#fff;padding:1rem 1.5rem;font-weight:700}main{max-width:36rem;margin:4rem auto;padding:0 1.5rem}
h1{font-size:1.6rem}button{background:#0b3a5b;color:#fff;border:0;border-radius:.375rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}</style></head>
<body><header>SWAT Research</header><main><h1>${escapeHtml(w.heading)}</h1><p role="alert">${escapeHtml(w.description)}</p>
<p>${escapeHtml(w.notSaved)}</p><button onclick="location.reload()">${escapeHtml(w.retry)}</button></main>
<footer>${escapeHtml(w.footer)}</footer></body></html>`;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      const assets = PRECACHE.filter((url) => url.startsWith('/assets/'));
      // One missing file must not stop the worker from installing: cache what can be cached.
      await Promise.all(assets.map((url) => shell.add(url).catch(() => undefined)));
      const pages = await caches.open(PAGES_CACHE);
      await pages.add('/').catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !CURRENT.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

async function navigation(request) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') || '').includes('text/html');
    // Only real pages: a 404 page or a redirect must not become the offline copy.
    if (response.status === 200 && html && !response.redirected) await cache.put(request, response.clone()).catch(() => undefined);
    return response;
  } catch {
    // Any cached page boots the app, whose router then shows the right route with the offline toast.
    const hit = (await cache.match(request, { ignoreSearch: true })) || (await cache.match('/'));
    if (hit) return hit;
    return new Response(offlinePage(new URL(request.url).pathname), { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  // API answers are per user and per moment: never from a cache.
  if (sameOrigin && url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  if (HASHED_ASSET.test(url.pathname)) {
    event.respondWith(cacheFirst(request, sameOrigin ? SHELL_CACHE : REMOTE_CACHE));
    return;
  }
  if (!sameOrigin && REMOTE_REVALIDATED.test(url.pathname)) {
    event.respondWith(networkFirst(request, REMOTE_CACHE));
  }
});
