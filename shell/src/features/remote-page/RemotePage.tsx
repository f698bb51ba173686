import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemotePageProps, RuntimeRoute } from '@swat/shared-contracts';
import { loadPageModule } from '../../app/federation/page-modules';
import { useShellRuntime } from '../../app/shell-runtime/shell-runtime';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

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
  const Page = useMemo(
    () =>
      lazy(async () => {
        // In parallel: the page's code and the query layer its hooks may need.
        const [Component, { QueryProvider }] = await Promise.all([loadPageModule(route), loadDataLayer()]);
        function WithQueries(props: RemotePageProps) {
          return (
            <QueryProvider>
              <Component {...props} />
            </QueryProvider>
          );
        }
        return { default: WithQueries };
      }),
    // A new attempt must build a new lazy component: React caches a rejected one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [route.remote, route.path, attempt],
  );

  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoadingFallback />}>
        <Page routePath={route.path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
