/**
 * The visitor's answer to the analytics question (UAE PDPL / GDPR practice: ask first, load
 * nothing before "yes", let them change their mind). The answer stays in this browser only:
 * the shell's banner and the cookie policy page both read and write it through these functions,
 * and every change is announced on the window so the shell can load the tag at once.
 */
/*
 * No zod here: the shell and the marketing pages import this module on every first visit, and a
 * schema built at module level would bring the whole zod runtime with it. The tag's schema lives
 * with the runtime-config contract, which only the bff validates with.
 */

export const ANALYTICS_CONSENT_KEY = 'swat.analyticsConsent';
export const ANALYTICS_CONSENT_EVENT = 'swat:analytics-consent';

export type AnalyticsConsent = 'granted' | 'denied';

/** What the bff tells the browser when a tag is configured (ANALYTICS_TAG_ID); absent otherwise. */
export interface AnalyticsTag {
  /** The tag-manager container id, e.g. GTM-AB12CD3. */
  tagId: string;
  /** The container script, loaded only after consent. */
  scriptUrl: string;
}

interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface ConsentBrowser {
  localStorage?: ConsentStorage;
  dispatchEvent?: (event: Event) => boolean;
}

export function readAnalyticsConsent(browser: Pick<ConsentBrowser, 'localStorage'>): AnalyticsConsent | null {
  try {
    const value = browser.localStorage?.getItem(ANALYTICS_CONSENT_KEY) ?? null;
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // Storage blocked: no answer remembered, so the question is asked again.
    return null;
  }
}

/** Stores the answer and tells the page (the shell loads the tag, or stops it, on this event). */
export function saveAnalyticsConsent(browser: ConsentBrowser, consent: AnalyticsConsent): void {
  try {
    browser.localStorage?.setItem(ANALYTICS_CONSENT_KEY, consent);
  } catch {
    // Not remembered beyond this page; the event below still applies it here.
  }
  if (browser.dispatchEvent && typeof CustomEvent === 'function') {
    browser.dispatchEvent(new CustomEvent<AnalyticsConsent>(ANALYTICS_CONSENT_EVENT, { detail: consent }));
  }
}

export function onAnalyticsConsentChange(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  listener: (consent: AnalyticsConsent) => void,
): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (detail === 'granted' || detail === 'denied') listener(detail);
  };
  target.addEventListener(ANALYTICS_CONSENT_EVENT, handle);
  return () => target.removeEventListener(ANALYTICS_CONSENT_EVENT, handle);
}
