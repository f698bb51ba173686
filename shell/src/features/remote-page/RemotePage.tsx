import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps, RuntimeRoute } from '@swat/shared-contracts';
import { useShellRuntime } from '../../lib/shell-runtime/shell-runtime';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { ProviderGate, QueryGate } from './QueryGate';
import { isMissingIntlProvider, loadIntlProvider } from '../../lib/intl/intl-loader';
import { loadRoutePage, readyPage, type ProviderLoader } from './route-page';
import { useLanguage } from '../language';

export function PageLoadingFallback() {
  const { shared } = useLanguage();
  return (
    <p role="status" className="px-6 py-20 text-center text-muted">
      {shared('loadingContent')}
    </p>
  );
}

/*
 * Lazy components live outside render: a render that suspends inside a transition (the
 * router's navigations are transitions) is thrown away, and a lazy() created in it would be
 * new on every retry, so the page would never finish loading.
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType<RemotePageProps>>>();

function lazyPage(route: RuntimeRoute, attempt: number, loadProvider: ProviderLoader) {
  const key = `${route.remote}:${route.path}:${attempt}`;
  let Page = lazyPages.get(key);
  if (!Page) {
    Page = lazy(async () => {
      const RoutePage = await loadRoutePage(route, loadProvider).catch((error: unknown) => {
        // The next visit to this route tries again instead of replaying the failure.
        lazyPages.delete(key);
        throw error;
      });
      return { default: RoutePage };
    });
    lazyPages.set(key, Page);
  }
  return Page;
}

/**
 * Renders one manifest route from its remote, loading the remote and the page's code on demand.
 * The router gives each route its own instance (keyed by path), so a navigation shows this
 * page's 'Loading content...' instead of holding the previous page.
 */
export function RemotePage({ route }: { route: RuntimeRoute }) {
  const [attempt, setAttempt] = useState(0);
  const { loadDataLayer } = useShellRuntime();
  const loadProvider = useMemo<ProviderLoader>(() => async () => (await loadDataLayer()).QueryProvider, [loadDataLayer]);
  // A retry uses a new key: React caches a rejected lazy component for good.
  const Page: ComponentType<RemotePageProps> = (attempt === 0 ? readyPage(route) : undefined) ?? lazyPage(route, attempt, loadProvider);

  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoadingFallback />}>
        <QueryGate loadProvider={loadProvider}>
          <ProviderGate loadProvider={loadIntlProvider} isMissing={isMissingIntlProvider}>
            <Page routePath={route.path} />
          </ProviderGate>
        </QueryGate>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
