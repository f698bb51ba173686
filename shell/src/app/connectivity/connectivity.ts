/**
 * Online/offline handling of the spec, with the event source, timer and actions injected.
 * Coming back online reloads the page because remote code that failed while offline
 * is cached as failed by the module loader; a reload is the one reliable recovery.
 */
import {
  OFFLINE_TOAST_DURATION_MS,
  ONLINE_TOAST_DURATION_MS,
  RELOAD_AFTER_RECONNECT_MS,
  type ToastInput,
} from '@swat/shared-contracts';

export const OFFLINE_TOAST: ToastInput = {
  title: 'Connection Issue',
  description: 'You appear to be offline. Some features may not work properly.',
  variant: 'destructive',
  duration: OFFLINE_TOAST_DURATION_MS,
};

export const ONLINE_TOAST: ToastInput = {
  title: 'Connection Restored',
  description: "You're back online. The page will reload shortly.",
  duration: ONLINE_TOAST_DURATION_MS,
};

export interface ConnectivityDeps {
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  notify: (toast: ToastInput) => void;
  invalidateQueries: () => void;
  reload: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** navigator.onLine at start: a page served by the service worker while offline says so at once. */
  startsOffline?: boolean;
}

export function watchConnectivity(deps: ConnectivityDeps): () => void {
  let reloadTimer: unknown = null;
  const onOffline = () => {
    if (reloadTimer !== null) {
      // Offline again before the reload: reloading now would only show the browser's error page.
      deps.clearTimeout(reloadTimer);
      reloadTimer = null;
    }
    deps.notify(OFFLINE_TOAST);
  };
  const onOnline = () => {
    deps.notify(ONLINE_TOAST);
    deps.invalidateQueries();
    if (reloadTimer === null) {
      reloadTimer = deps.setTimeout(() => {
        reloadTimer = null;
        deps.reload();
      }, RELOAD_AFTER_RECONNECT_MS);
    }
  };
  if (deps.startsOffline) deps.notify(OFFLINE_TOAST);
  deps.events.addEventListener('offline', onOffline);
  deps.events.addEventListener('online', onOnline);
  return () => {
    deps.events.removeEventListener('offline', onOffline);
    deps.events.removeEventListener('online', onOnline);
    if (reloadTimer !== null) deps.clearTimeout(reloadTimer);
  };
}
