import { createContext, useContext } from 'react';
import type { ToastFn } from '../toast/toast';
import type { RuntimeConfig } from '../config/runtime-config';

/**
 * What the shell lends to the remotes. The context object lives here and this
 * package is a federation singleton, so the shell's provider reaches remote pages.
 */
export interface ShellServices {
  toast: ToastFn;
  dismissToast: (id?: string) => void;
  config: RuntimeConfig;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) {
    throw new Error('useShellServices must be used inside the shell: the remote was rendered without its host.');
  }
  return services;
}
