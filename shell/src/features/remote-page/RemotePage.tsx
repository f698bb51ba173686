import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemotePageProps, RuntimeRoute } from '@swat/shared-contracts';
import { loadPageModule } from '../../app/federation/page-modules';
import { useShellRuntime } from '../../app/shell-runtime/shell-runtime';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { QueryGate, queryLibraryRequested } from './QueryGate';

export function PageLoadingFallback() {
  return (
    <p role="status" className="px-6 py-20 text-center text-muted">
      Loading content...
    </p>
  );
}

/** Renders one manifest route from its remote, loading the remote and the page's code on demand. */
export function RemotePage({ route }: { route: RuntimeRoute }) {
  const [attempt, setAttempt] = useState(0);
  const { loadDataLayer } = useShellRuntime();
  const loadProvider = useMemo(
    () => async (): Promise<ComponentType<{ children: ReactNode }>> => (await loadDataLayer()).QueryProvider,
    [loadDataLayer],
  );
  const Page = useMemo(
    () =>
      lazy(async () => {
        const Component = await loadPageModule(route);
        // Only pages whose code pulled in TanStack Query get the provider (and its download).
        const Provider = queryLibraryRequested() ? await loadProvider() : null;
        function RoutePage(props: RemotePageProps) {
          const page = <Component {...props} />;
          return Provider ? <Provider>{page}</Provider> : page;
        }
        return { default: RoutePage };
      }),
    // A new attempt must build a new lazy component: React caches a rejected one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [route.remote, route.path, attempt],
  );

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
