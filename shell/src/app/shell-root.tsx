import { StrictMode, useEffect, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { ShellServicesContext } from '@swat/shared-contracts/shell';
import type { ShellServices } from '@swat/shared-contracts';
import { ShellRuntimeContext, type ShellRuntime } from '../lib/shell-runtime/shell-runtime';
import { Toaster } from '../features/toasts/Toaster';
import type { ToastStore } from '../features/toasts/toast-store';

import { AppRoutes } from './router';

/**
 * Where the shell's router takes its location from: the browser's history, or, when the build
 * prerenders the chrome, a router it brings itself (in Node, so the browser never downloads it).
 */
export type ShellRouting = { history: Parameters<typeof HistoryRouter>[0]['history'] } | { router: (children: ReactNode) => ReactNode };

function ShellRouter({ routing, children }: { routing: ShellRouting; children: ReactNode }) {
  return 'history' in routing ? <HistoryRouter history={routing.history}>{children}</HistoryRouter> : routing.router(children);
}

/**
 * Marks the document once React owns it (hydrated or rendered): a prerendered page looks the same
 * before, so tools and tests that need its behaviour (menus, keyboard handling) wait for this.
 */
function LiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.shell = 'live';
  }, []);
  return null;
}

/** Whether LiveMarker has run: React owns the page (index.html's first script reads the same mark). */
export const isShellLive = (doc: Document = document) => doc.documentElement.dataset.shell === 'live';

export function ShellRoot({ runtime, services, routing, toastStore }: { runtime: ShellRuntime; services: ShellServices; routing: ShellRouting; toastStore: ToastStore }) {
  return (
    <StrictMode>
      <ShellRuntimeContext.Provider value={runtime}>
        <ShellServicesContext.Provider value={services}>
          <ShellRouter routing={routing}>
            <AppRoutes config={runtime.config} />
          </ShellRouter>
          <Toaster store={toastStore} />
          <LiveMarker />
        </ShellServicesContext.Provider>
      </ShellRuntimeContext.Provider>
    </StrictMode>
  );
}
