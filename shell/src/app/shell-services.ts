import { use } from 'react';
import type { RuntimeConfig, ShellServices } from '@swat/shared-contracts';
import type { ToastStore } from '../features/toasts/toast-store';
import type { PageMetaController } from '../lib/shell-runtime/shell-runtime';
import { createApi } from '../lib/http/api';
import type { FetchLike } from '../lib/http/resilient-fetch';
import { USER_QUERY_KEY, userQueryEnabledForPath } from '../lib/auth/user-query';
import { loadDataLayer, loadedDataLayer } from '../lib/data-layer-loader';

/** The object remotes receive through ShellServicesContext (the contract is documented in shared-contracts). */
export function createShellServices(deps: {
  config: RuntimeConfig;
  toastStore: ToastStore;
  fetchImpl: FetchLike;
  pageMeta: PageMetaController;
}): ShellServices {
  return {
    toast: deps.toastStore.toast,
    dismissToast: deps.toastStore.dismiss,
    config: deps.config,
    api: createApi(deps.fetchImpl),
    auth: {
      queryKey: USER_QUERY_KEY,
      enabledForPath: userQueryEnabledForPath,
      useUser: () => {
        // A page that asks for the user before TanStack Query is loaded suspends until it is
        // (the page's Suspense shows 'Loading content...'); the query uses the shell's client.
        const layer = loadedDataLayer() ?? use(loadDataLayer(deps.fetchImpl));
        return layer.useAuthUser();
      },
    },
    setPageMeta: (meta) => deps.pageMeta.setPageMeta(meta),
  };
}
