/**
 * Loads the tag-manager container once the visitor has said yes, and stops it when they take it
 * back. Nothing here runs before consent: without a stored "granted" no script element is made.
 */
import { onAnalyticsConsentChange, readAnalyticsConsent, type AnalyticsConsent, type AnalyticsTag } from '@swat/shared-contracts';

type TagWindow = Pick<Window, 'localStorage' | 'addEventListener' | 'removeEventListener'> & {
  dataLayer?: unknown[];
  location: Pick<Location, 'hostname' | 'reload'>;
};

const TAG_ATTRIBUTE = 'data-analytics-tag';

/** Adds the container script as Google Tag Manager's own snippet does; a second call does nothing. */
export function loadAnalyticsTag(doc: Document, win: TagWindow, tag: AnalyticsTag, now: () => number = Date.now): boolean {
  if (doc.querySelector(`script[${TAG_ATTRIBUTE}]`)) return false;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = tag.scriptUrl;
  script.setAttribute(TAG_ATTRIBUTE, tag.tagId);
  // Made by the shell's own (nonced) code, so 'strict-dynamic' lets it run without a nonce of its own.
  doc.head.append(script);
  return true;
}

/** The cookies a Google Analytics tag sets (_ga, _ga_<id>, _gid, _gat…), on this host and its parent domain. */
export function clearAnalyticsCookies(doc: Document, hostname: string): string[] {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => /^_ga($|_)|^_gid$|^_gat/.test(name));
  const parts = hostname.split('.');
  const domains = ['', ...(parts.length > 1 ? [`; domain=.${parts.slice(-2).join('.')}`, `; domain=.${hostname}`] : [])];
  for (const name of names) for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  return names;
}

/**
 * Applies the stored answer now and every later change. A "no" after the tag ran clears its
 * cookies and reloads the page: a loaded tag cannot be unloaded, a fresh page simply never gets it.
 */
export function startAnalytics(doc: Document, win: TagWindow, tag: AnalyticsTag | undefined): () => void {
  if (!tag) return () => undefined;
  const apply = (consent: AnalyticsConsent | null) => {
    if (consent === 'granted') {
      loadAnalyticsTag(doc, win, tag);
    } else if (consent === 'denied' && doc.querySelector(`script[${TAG_ATTRIBUTE}]`)) {
      clearAnalyticsCookies(doc, win.location.hostname);
      win.location.reload();
    }
  };
  apply(readAnalyticsConsent(win));
  return onAnalyticsConsentChange(win, apply);
}
