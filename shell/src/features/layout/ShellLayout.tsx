import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useShellRuntime, prefersReducedMotion } from '../../lib/shell-runtime/shell-runtime';
import { metaFromRoute } from '../page-meta';
import { fadeIn, focusMainHeading } from '../page-behaviour';
import { whenIdle } from '../prefetch';
import { firstPageShown } from '../../lib/first-page';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { browserLanguages, loadArabicOffer, shouldOfferArabic, useDocumentLanguage, useLanguage } from '../language';
import { ChatLauncher, loadChatWidget } from '../chat';
import { loadConsentBanner } from '../analytics';
import { takeEarlyPress } from '../../lib/early-press';
import { preloadToastItem } from '../toasts';
import { routeMatcherFor, type RouteHandle } from '../../lib/route-table';

export type { RouteHandle };

// Loaded when the visitor shows interest in the chat: it is never part of the first view's code.
const ChatWidget = lazy(loadChatWidget);
// Only a site with an analytics tag asks for consent; elsewhere its code is never fetched.
const ConsentBanner = lazy(() => loadConsentBanner().then((module) => ({ default: module.ConsentBanner })));
// Offered once, after the page is idle: not part of the first view's code either.
const ArabicOffer = lazy(() => loadArabicOffer().then((module) => ({ default: module.ArabicOffer })));

function useCurrentHandle(): RouteHandle | undefined {
  const { pathname } = useLocation();
  const { config } = useShellRuntime();
  return routeMatcherFor(config)(pathname)?.handle;
}

/** Scroll to top, fade-in, focus on the main heading and the head tags, on every route change. */
function useRouteChange(main: React.RefObject<HTMLElement | null>, handle: RouteHandle | undefined) {
  const { pathname, hash } = useLocation();
  const { pageMeta, config } = useShellRuntime();
  const firstLoad = useRef(true);
  const route = handle?.route;

  // Reads the route, hash and services of the moment, but runs per path only: a query-string
  // or hash change is the same page.
  const onPathChange = useEffectEvent((path: string) => {
    const isFirst = firstLoad.current;
    firstLoad.current = false;
    pageMeta.setRouteMeta(route ? metaFromRoute(route, path, config.publicOrigin) : null, isFirst);
    if (isFirst) return;
    // A hash link scrolls to its target (the page does that); anything else starts at the top.
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
    fadeIn(main.current, prefersReducedMotion());
    return focusMainHeading(main.current);
  });
  useEffect(() => onPathChange(pathname), [pathname]);
}

function useIdleFlag(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => undefined as void;
    let active = true;
    void firstPageShown().then(() => {
      if (!active) return;
      cancel = whenIdle(() => setIdle(true), {
        requestIdleCallback: typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : undefined,
        cancelIdleCallback: typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback.bind(window) : undefined,
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return idle;
}

export function SkipLink() {
  const { t } = useLanguage();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-brand px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {t('header.skipToContent')}
    </a>
  );
}

/**
 * What the page gains after it is live: the consent banner, the Arabic offer and the toast's code
 * once the browser is idle, and the chat's code when the visitor shows interest in the chat. It owns
 * those flags, so they re-render these alone: when the layout held them, becoming idle re-rendered
 * the whole page in one task just after it went live (bench:lighthouse counted it as blocking time).
 * The chat's code is fetched at the first sign of interest rather than at idle, and the widget
 * mounted at the press: most visitors never open it, and mounting it was the last long task of the
 * page's load on a slow phone.
 */
function IdleExtras({ layout, arabicOffer }: { layout: 'site' | 'plain'; arabicOffer: boolean }) {
  const idle = useIdleFlag();
  const { config } = useShellRuntime();
  // Pressed before the chat's code arrived: load it now and open it.
  const [chatRequested, setChatRequested] = useState(false);
  useEffect(() => {
    if (takeEarlyPress('chat')) setChatRequested(true);
  }, []);
  // A toast's code, fetched once the browser is idle, so the first toast needs no wait.
  useEffect(() => {
    if (idle) void preloadToastItem();
  }, [idle]);
  // After the page is idle, like every other after-the-fact offer, and never during hydration.
  const consent =
    idle && config.analytics ? (
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
    ) : null;
  if (layout === 'plain') return consent;
  return (
    <>
      {idle && arabicOffer && shouldOfferArabic(window, browserLanguages()) ? (
        <Suspense fallback={null}>
          <ArabicOffer />
        </Suspense>
      ) : null}
      {chatRequested ? (
        <Suspense fallback={<ChatLauncher onOpen={() => setChatRequested(true)} />}>
          <ChatWidget initiallyOpen />
        </Suspense>
      ) : (
        // Interest only fetches the code: swapping the button then could swallow the click that follows the hover.
        <ChatLauncher onOpen={() => setChatRequested(true)} onInterest={() => void loadChatWidget()} />
      )}
      {consent}
    </>
  );
}

export function ShellLayout() {
  const handle = useCurrentHandle();
  const layout = handle?.layout ?? 'site';
  const mainRef = useRef<HTMLElement>(null);
  const language = useDocumentLanguage();
  const { pathname } = useLocation();
  useRouteChange(mainRef, handle);

  useEffect(() => {
    document.documentElement.dataset.layout = layout;
  }, [layout]);

  if (layout === 'plain') {
    return (
      <div className="min-h-screen bg-surface-alt" data-layout="plain">
        <SkipLink />
        <main id="main" ref={mainRef} tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <IdleExtras layout="plain" arabicOffer={false} />
      </div>
    );
  }
  return (
    <div className="flex min-h-screen flex-col" data-layout="site">
      <SkipLink />
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <IdleExtras layout="site" arabicOffer={language === 'en' && pathname === '/'} />
    </div>
  );
}
