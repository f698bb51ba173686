/**
 * Online/offline handling of the spec, with the event source, timer and actions injected.
 * Coming back online reloads the page because remote code that failed while offline
 * is cached as failed by the module loader; a reload is the one reliable recovery.
 */
import {
  OFFLINE_TOAST_DURATION_MS,
  ONLINE_TOAST_DURATION_MS,
  RELOAD_AFTER_RECONNECT_MS,
  type Language,
  type ToastInput,
} from '@swat/shared-contracts';
import { pageMessages } from '../../i18n/page-messages';
import { currentPageLanguage } from '../../lib/page-language';

export function offlineToast(language: Language): ToastInput {
  const t = pageMessages(language).shared;
  return { title: t('offline.title'), description: t('offline.description'), variant: 'destructive', duration: OFFLINE_TOAST_DURATION_MS };
}

export function onlineToast(language: Language): ToastInput {
  const t = pageMessages(language).shared;
  return { title: t('online.title'), description: t('online.description'), duration: ONLINE_TOAST_DURATION_MS };
}


export interface ConnectivityDeps {
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  notify: (toast: ToastInput) => void;
  invalidateQueries: () => void;
  reload: () => void;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** navigator.onLine at start: a page served by the service worker while offline says so at once. */
  startsOffline?: boolean;
  /** The language of the page the toast appears on; by default, the page in the address bar. */
  language?: () => Language;
}

export function watchConnectivity(deps: ConnectivityDeps): () => void {
  let reloadTimer: unknown = null;
  const language = deps.language ?? (() => currentPageLanguage());
  const onOffline = () => {
    if (reloadTimer !== null) {
      // Offline again before the reload: reloading now would only show the browser's error page.
      deps.clearTimeout(reloadTimer);
      reloadTimer = null;
    }
    deps.notify(offlineToast(language()));
  };
  const onOnline = () => {
    deps.notify(onlineToast(language()));
    deps.invalidateQueries();
    if (reloadTimer === null) {
      reloadTimer = deps.setTimeout(() => {
        reloadTimer = null;
        deps.reload();
      }, RELOAD_AFTER_RECONNECT_MS);
    }
  };
  if (deps.startsOffline) deps.notify(offlineToast(language()));
  deps.events.addEventListener('offline', onOffline);
  deps.events.addEventListener('online', onOnline);
  return () => {
    deps.events.removeEventListener('offline', onOffline);
    deps.events.removeEventListener('online', onOnline);
    if (reloadTimer !== null) deps.clearTimeout(reloadTimer);
  };
}
