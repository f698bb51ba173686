import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CONSENT_KEY, onAnalyticsConsentChange, readAnalyticsConsent, saveAnalyticsConsent } from './analytics-consent';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the analytics answer', () => {
  it('is unknown until given, and only "granted" or "denied" count', () => {
    expect(readAnalyticsConsent({ localStorage: memoryStorage() })).toBeNull();
    expect(readAnalyticsConsent({ localStorage: memoryStorage({ [ANALYTICS_CONSENT_KEY]: 'yes please' }) })).toBeNull();
    expect(readAnalyticsConsent({ localStorage: memoryStorage({ [ANALYTICS_CONSENT_KEY]: 'denied' }) })).toBe('denied');
  });

  it('is stored and announced to the page, even where storage is blocked', () => {
    const target = new EventTarget();
    const heard = vi.fn();
    const stop = onAnalyticsConsentChange(target, heard);
    const localStorage = memoryStorage();
    saveAnalyticsConsent({ localStorage, dispatchEvent: (event) => target.dispatchEvent(event) }, 'granted');
    expect(readAnalyticsConsent({ localStorage })).toBe('granted');
    const blocked = { getItem: () => null, setItem: () => { throw new Error('blocked'); } };
    saveAnalyticsConsent({ localStorage: blocked, dispatchEvent: (event) => target.dispatchEvent(event) }, 'denied');
    expect(heard.mock.calls).toEqual([['granted'], ['denied']]);
    stop();
    saveAnalyticsConsent({ localStorage, dispatchEvent: (event) => target.dispatchEvent(event) }, 'granted');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
