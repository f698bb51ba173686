import { Outlet, useMatches } from 'react-router-dom';
import type { RouteLayout } from '@swat/shared-contracts';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';

export interface RouteHandle {
  layout: RouteLayout;
}

function useCurrentLayout(): RouteLayout {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.layout ?? 'site';
}

export function ShellLayout() {
  const layout = useCurrentLayout();
  if (layout === 'plain') {
    return (
      <div className="min-h-screen bg-surface-alt" data-layout="plain">
        <main id="main">
          <Outlet />
        </main>
      </div>
    );
  }
  return (
    <div className="flex min-h-screen flex-col" data-layout="site">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
