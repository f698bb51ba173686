import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CONSENT_KEY, type AnalyticsTag } from '@swat/shared-contracts';
import { createTestShell, testConfig } from '../../test/harness';
import { parseRuntimeConfig } from '../../lib/runtime-config';
import { clearAnalyticsCookies, startAnalytics } from './analytics-tag';
import { ConsentBanner } from './ConsentBanner';

const TAG: AnalyticsTag = { tagId: 'GTM-AB12CD3', scriptUrl: 'https://tags.example/gtm.js?id=GTM-AB12CD3' };
const tagScripts = () => document.head.querySelectorAll('script[data-analytics-tag]');

/** The window as the tag code sees it, with a reload we can count. */
function browser() {
  const reload = vi.fn();
  const win: Parameters<typeof startAnalytics>[1] = {
    localStorage: window.localStorage,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    location: { hostname: 'localhost', reload },
  };
  return { win, reload };
}

afterEach(() => {
  window.localStorage.clear();
  for (const script of tagScripts()) script.remove();
});

describe('the analytics tag', () => {
  it('loads nothing without a configured tag or before consent, and loads once on "allow"', () => {
    const { win } = browser();
    startAnalytics(document, win, undefined)();
    const stop = startAnalytics(document, win, TAG);
    expect(tagScripts()).toHaveLength(0);
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    window.dispatchEvent(new CustomEvent('swat:analytics-consent', { detail: 'granted' }));
    window.dispatchEvent(new CustomEvent('swat:analytics-consent', { detail: 'granted' }));
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]).toHaveAttribute('src', TAG.scriptUrl);
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    stop();
  });

  it('loads at start when the answer was "allow" before; a later "refuse" clears its cookies and reloads', () => {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, 'granted');
    const { win, reload } = browser();
    const stop = startAnalytics(document, win, TAG);
    expect(tagScripts()).toHaveLength(1);
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'keep=me; path=/';
    window.dispatchEvent(new CustomEvent('swat:analytics-consent', { detail: 'denied' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('keep=me');
    stop();
  });

  it('a stored "refuse" loads nothing and does not reload', () => {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, 'denied');
    const { win, reload } = browser();
    startAnalytics(document, win, TAG)();
    expect(tagScripts()).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears only the analytics cookies', () => {
    document.cookie = '_ga_AB12=1; path=/';
    document.cookie = '_gid=2; path=/';
    expect(clearAnalyticsCookies(document, 'localhost').sort()).toEqual(['_ga_AB12', '_gid']);
  });

  it('reads the tag from the runtime configuration and refuses a malformed one', () => {
    expect(parseRuntimeConfig({ ...testConfig, analytics: TAG }).analytics).toEqual(TAG);
    expect(parseRuntimeConfig(testConfig).analytics).toBeUndefined();
    expect(() => parseRuntimeConfig({ ...testConfig, analytics: { tagId: '<script>', scriptUrl: TAG.scriptUrl } })).toThrow(/analytics/);
  });
});

describe('the consent banner', () => {
  function renderBanner(path: string, analytics?: AnalyticsTag) {
    const shell = createTestShell();
    if (analytics) shell.runtime.config = { ...testConfig, analytics };
    render(
      <shell.Wrapper path={path}>
        <ConsentBanner />
      </shell.Wrapper>,
    );
  }

  it('does not appear when no tag is configured', () => {
    renderBanner('/');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('asks first, stores the answer and goes away', async () => {
    renderBanner('/', TAG);
    const banner = await screen.findByRole('region', { name: 'Analytics choice' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Allow analytics' }));
    expect(window.localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
    expect(banner).not.toBeInTheDocument();
  });

  it('speaks Arabic on the Arabic pages and does not ask again once answered', async () => {
    renderBanner('/ar', TAG);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'رفض' }));
    expect(window.localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    await act(async () => renderBanner('/', TAG));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });
});
