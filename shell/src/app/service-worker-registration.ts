import { SERVICE_WORKER_DELAY_MS } from '@swat/shared-contracts';

/**
 * Registers /sw.js a while after the page has loaded, so the worker's own downloads never
 * compete with the first view. Any failure (unsupported, blocked, insecure origin) is ignored:
 * the site works without it.
 */
export function registerServiceWorkerLater(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.setTimeout(() => {
      win.navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    }, SERVICE_WORKER_DELAY_MS);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
