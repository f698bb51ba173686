import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ShellServicesContext } from '@swat/shared-contracts/shell';
import type { ShellServices } from '@swat/shared-contracts';
import { ShellRuntimeContext, type ShellRuntime } from './shell-runtime/shell-runtime';
import { Toaster } from '../features/toasts/Toaster';
import type { ToastStore } from '../features/toasts/toast-store';

export type ShellRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole React tree of the shell. The browser renders (or hydrates) it, and the build
 * prerenders the chrome with it, so both produce the same markup.
 */
export function ShellRoot({ runtime, services, router, toastStore }: { runtime: ShellRuntime; services: ShellServices; router: ShellRouter; toastStore: ToastStore }) {
  return (
    <StrictMode>
      <ShellRuntimeContext.Provider value={runtime}>
        <ShellServicesContext.Provider value={services}>
          <RouterProvider router={router} />
          <Toaster store={toastStore} />
        </ShellServicesContext.Provider>
      </ShellRuntimeContext.Provider>
    </StrictMode>
  );
}
