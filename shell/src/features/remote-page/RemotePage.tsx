import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemotePageProps, RuntimeRoute } from '@swat/shared-contracts';
import { loadPageModule } from '../../app/federation/page-modules';
import { useShellRuntime } from '../../app/shell-runtime/shell-runtime';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { QueryGate, queryLibraryRequested } from './QueryGate';
import { markFirstPageShown } from '../../app/first-page';
import { useLanguage } from '../language/use-language';

export function PageLoadingFallback() {
  const { messages } = useLanguage();
  return (
    <p role="status" className="px-6 py-20 text-center text-muted">
      {messages.loadingContent}
    </p>
  );
}

type ProviderLoader = () => Promise<ComponentType<{ children: ReactNode }>>;

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
      const Component = await loadPageModule(route).catch((error: unknown) => {
        // The next visit to this route tries again instead of replaying the failure.
        lazyPages.delete(key);
        throw error;
      });
      // Only pages whose code pulled in TanStack Query get the provider (and its download).
      const Provider = queryLibraryRequested() ? await loadProvider() : null;
      function RoutePage(props: RemotePageProps) {
        useEffect(markFirstPageShown, []);
        const page = <Component {...props} />;
        return Provider ? <Provider>{page}</Provider> : page;
      }
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
  const Page = lazyPage(route, attempt, loadProvider);

  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoadingFallback />}>
        <QueryGate loadProvider={loadProvider}>
          <Page routePath={route.path} />
        </QueryGate>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
