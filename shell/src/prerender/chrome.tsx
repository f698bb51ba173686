/**
 * Node entry of the shell's prerender step (see shared-contracts/build/prerender.ts): the chrome
 * (skip link, header, footer, toaster) once per layout and navigation state, with the page slot
 * where the bff puts a remote's prerendered page, and the shell's own not-found page.
 * Rendered with the same router table, layout and RemotePage the browser uses.
 */
import { renderToString } from 'react-dom/server';
import {
  LANGUAGES,
  chromeVariantKey,
  navigationFor,
  navStateProbes,
  type RouteLayout,
  type RuntimeConfig,
  type RuntimeRoute,
} from '@swat/shared-contracts';
import { serverShellServices } from '@swat/shared-contracts/prerender/server';
import { ShellRoot } from '../app/shell-root';
// The prerender runs on the real package in Node; the shared facade leaves the memory router out (browsers never need it).
import { MemoryRouter } from 'react-router-dom';
import { preloadFallbackPage } from '../features/not-found/fallback-route';
import type { ShellRuntime } from '../lib/shell-runtime/shell-runtime';
import { createToastStore } from '../features/toasts/toast-store';
import { setReadyPage } from '../features/remote-page/route-page';
import { setPrerenderPathname } from '../lib/page-language';
import { loadPageMessages } from '../i18n/page-messages';

const serverConfig = (routes: RuntimeRoute[]): RuntimeConfig => ({
  remotes: { marketing: 'http://marketing.invalid/', portal: 'http://portal.invalid/' },
  routes,
  unavailableRemotes: [],
  publicOrigin: 'http://site.invalid',
});

function PageSlot() {
  return <template data-swat-page-slot="" />;
}

function render(path: string, routes: RuntimeRoute[]): string {
  const config = serverConfig(routes);
  const runtime: ShellRuntime = {
    config,
    prefetch: () => undefined,
    pageMeta: { setRouteMeta: () => undefined, setPageMeta: () => undefined },
    loadDataLayer: () => Promise.reject(new Error('No data layer while prerendering')),
  };
  for (const route of routes) setReadyPage(route, PageSlot);
  setPrerenderPathname(path);
  return renderToString(<ShellRoot runtime={runtime} services={serverShellServices(path)} routing={{ router: (children) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter> }} toastStore={createToastStore()} />);
}

const slotRoute = (path: string, layout: RouteLayout): RuntimeRoute => ({ path, layout, title: 'Page', description: 'Page', noindex: false, remote: 'marketing' });

export async function prerender() {
  await preloadFallbackPage();
  // renderToString does not wait for what suspends: every language's words are loaded first.
  await Promise.all(LANGUAGES.map(loadPageMessages));
  const rendered: { key: string; html: string }[] = [];
  for (const lang of LANGUAGES) {
    // Arabic navigation paths are under /ar, so the probes are pages of that language.
    for (const probe of navStateProbes(navigationFor(lang).main)) {
      rendered.push({ key: chromeVariantKey.site(lang, probe.key), html: render(probe.path, [slotRoute(probe.path, 'site')]) });
      rendered.push({ key: chromeVariantKey.notFound(lang, probe.key), html: render(probe.path, []) });
    }
    const plainPage = lang === 'ar' ? '/ar/__page' : '/__page';
    rendered.push({ key: chromeVariantKey.plain(lang), html: render(plainPage, [slotRoute(plainPage, 'plain')]) });
  }
  return rendered;
}
