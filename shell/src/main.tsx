import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ROUTE_ATTRIBUTE, STRUCTURED_DATA_PATH } from '@swat/shared-contracts';
import { currentPageLanguage } from './lib/page-language';
import { readRuntimeConfig } from './lib/runtime-config';
import { configureRemotes } from './lib/federation/load-remote';
import { createCodePrefetcher } from './lib/federation/prefetch-code';
import { createGuardedHistory } from './lib/navigation/guarded-history';
import { preloadFallbackPage } from './features/not-found/fallback-route';
import { createResilientFetch } from './lib/http/resilient-fetch';
import { loadDataLayer, loadedDataLayer } from './lib/data-layer-loader';
import { firstPageShown } from './lib/first-page';
import { createShellServices } from './app/shell-services';
import { scrollToTop, type ShellRuntime } from './lib/shell-runtime/shell-runtime';
import { isShellLive, ShellRoot } from './app/shell-root';
import { keepTypedInput, prepareHydration } from './app/hydration';
import { watchConnectivity } from './app/connectivity/connectivity';
import { registerServiceWorkerLater } from './app/service-worker-registration';
import { nextTask } from './lib/next-task';
import { createToastStore } from './features/toasts/toast-store';
import { createLazyPageMetaController } from './features/page-meta/lazy-page-meta';
import { createPrefetcher, idlePrefetchPaths, whenIdle } from './features/prefetch/prefetch-rules';
import { installDocumentLinks } from './features/links/document-links';
import { loadPageMessages } from './i18n/page-messages';
import './styles/index.css';

const config = readRuntimeConfig();
configureRemotes(config.remotes);

const toastStore = createToastStore();
const fetchImpl = createResilientFetch({
  fetch: (input, init) => window.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  now: () => Date.now(),
  notify: (toast) => void toastStore.toast(toast),
});
// Structured data is for crawlers and share previews, not the visitor: a failed fetch is left quiet, not retried or toasted.
const loadPageJsonLd = async (pathname: string) => {
  const response = await window.fetch(`${STRUCTURED_DATA_PATH}?path=${encodeURIComponent(pathname)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  const body = (await response.json()) as { jsonLd?: Record<string, unknown>[] };
  return Array.isArray(body.jsonLd) ? body.jsonLd : [];
};
const pageMeta = createLazyPageMetaController(() =>
  import('./features/page-meta/page-meta').then((module) => module.createPageMetaController(document, () => window.location.href, loadPageJsonLd)),
);
const services = createShellServices({ config, toastStore, fetchImpl, pageMeta });
const prefetcher = createPrefetcher(createCodePrefetcher(config, document));
const runtime: ShellRuntime = {
  config,
  pageMeta,
  prefetch: (path) => void prefetcher.prefetch(path, window.location.pathname),
  loadDataLayer: () => loadDataLayer(fetchImpl),
};
const history = createGuardedHistory(window);

installDocumentLinks(document, {
  navigate: (to) => history.push(to),
  scrollToTop: () => scrollToTop(true),
  prefetch: runtime.prefetch,
  isLive: isShellLive,
});

// The page's words, in its language only, before anything renders (the other language loads when idle).
const pageLanguage = currentPageLanguage(window.location.pathname);
// Connectivity toasts are worded in the page's language: watching starts once the words are here.
const wordsLoaded = loadPageMessages(pageLanguage);
void wordsLoaded.then(() =>
  watchConnectivity({
    events: window,
    notify: (toast) => void toastStore.toast(toast),
    invalidateQueries: () => loadedDataLayer()?.invalidateAll(),
    reload: () => window.location.reload(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    startsOffline: navigator.onLine === false,
  }),
);


const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <ShellRoot runtime={runtime} services={services} routing={{ history }} toastStore={toastStore} />;
const prerenderedRoute = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
// The sign-in pages follow the visitor's language, which only this browser knows: the server sent
// them in English, so an Arabic visitor gets them drawn afresh instead of hydrated.
const sentInOtherLanguage = currentPageLanguage(window.location.pathname) !== document.documentElement.lang;
if (prerenderedRoute === null || sentInOtherLanguage) {
  if (prerenderedRoute !== null) container.replaceChildren();
  // Mount as soon as the code and words are ready; waiting for window 'load' would only delay the first paint.
  await wordsLoaded;
  createRoot(container).render(app);
} else {
  keepTypedInput(container);
  // The page's own modules are evaluated in a task after the shell's: together they made one long
  // task on a phone, during which a tap had to wait.
  await nextTask();
  // The bff sent the page complete: take it over once its code is here, so nothing is re-drawn.
  await Promise.all([wordsLoaded, prepareHydration(config.routes.find((route) => route.path === prerenderedRoute), () => runtime.loadDataLayer().then((layer) => layer.QueryProvider))]);
  // The shell's own not-found page was sent (no route): its code first, too.
  if (prerenderedRoute === '') await preloadFallbackPage();
  // In a transition React hydrates in slices and yields to the browser between them, instead of one long task.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('Hydration: the prerendered page did not match', error, info.componentStack),
    });
  });
}

// Section pages' code, once the browser has nothing better to do (spec: prefetch when idle).
// Counted from the first page being on screen so it never competes with that page's own code.
const prefetchWhenIdle = () =>
  whenIdle(
    () => {
      for (const path of idlePrefetchPaths(window.location.pathname, navigator.userAgent)) runtime.prefetch(path);
      // The other language's words, so the language switch does not wait for them.
      void loadPageMessages(pageLanguage === 'ar' ? 'en' : 'ar');
    },
    {
      requestIdleCallback: typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : undefined,
      cancelIdleCallback: typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback.bind(window) : undefined,
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  );
void firstPageShown().then(prefetchWhenIdle);
// The analytics tag, only with the visitor's consent (and only when one is configured).
// Its code is fetched only on a site that has a tag, so the first visit elsewhere does not carry it.
const analyticsTag = config.analytics;
if (analyticsTag) void firstPageShown().then(async () => (await import('./features/analytics/analytics-tag')).startAnalytics(document, window, analyticsTag));

registerServiceWorkerLater();
