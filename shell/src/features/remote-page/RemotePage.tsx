import { lazy, Suspense, useMemo, useState } from 'react';
import type { RuntimeRoute } from '@swat/shared-contracts';
import { loadRemotePages } from '../../app/federation/load-remote';
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
  const Page = useMemo(
    () =>
      lazy(async () => {
        const remote = await loadRemotePages(route.remote);
        const load = remote.pages[route.path];
        if (!load) throw new Error(`The ${route.remote} remote has no page for ${route.path}`);
        return load();
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
