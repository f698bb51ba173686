import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ProviderGate } from '../../features/remote-page/QueryGate';
import { intlLibraryRequested, isMissingIntlProvider, loadIntlProvider } from './intl-loader';

/** A remote's page as the portal writes one: react-intl's hook and component, no provider of its own for the locale. */
function RemoteStylePage() {
  const intl = useIntl();
  return (
    <p data-locale={intl.locale}>
      <FormattedMessage id="logout.title" /> · {intl.formatNumber(12500)} · {intl.formatDate(new Date(Date.UTC(2026, 10, 27, 12)), { month: 'short', day: 'numeric', year: 'numeric' })}
    </p>
  );
}

describe('the shell’s IntlProvider, lent to remote pages that use react-intl', () => {
  it('is loaded when a page turns out to need it, in the route’s language, with Latin digits in Arabic', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/ar/client-dashboard']}>
        <ProviderGate loadProvider={loadIntlProvider} isMissing={isMissingIntlProvider}>
          <RemoteStylePage />
        </ProviderGate>
      </MemoryRouter>,
    );
    const text = await screen.findByText(/تم تسجيل الخروج/);
    expect(text).toHaveAttribute('data-locale', 'ar-AE-u-nu-latn');
    expect(text).toHaveTextContent('تم تسجيل الخروج · 12,500 · 27 نوفمبر 2026');
    spy.mockRestore();
  });

  it('speaks English on English routes', async () => {
    const Provider = await loadIntlProvider();
    render(
      <MemoryRouter initialEntries={['/client-dashboard']}>
        <Provider>
          <RemoteStylePage />
        </Provider>
      </MemoryRouter>,
    );
    expect(screen.getByText(/Logged out/)).toHaveTextContent('Logged out · 12,500 · Nov 27, 2026');
  });

  it('recognises react-intl’s own missing-provider error, and only that', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let caught: unknown;
    try {
      render(<RemoteStylePage />);
    } catch (error) {
      caught = error;
    }
    expect(isMissingIntlProvider(caught)).toBe(true);
    expect(isMissingIntlProvider(new Error('No QueryClient set'))).toBe(false);
    spy.mockRestore();
  });

  it('detects a fetched react-intl from resource timing', () => {
    expect(intlLibraryRequested({ getEntriesByType: () => [{ name: 'https://x/assets/__federation_shared_react-intl-abc.js' }] as PerformanceEntryList })).toBe(true);
    expect(intlLibraryRequested({ getEntriesByType: () => [{ name: 'https://x/assets/index.js' }] as PerformanceEntryList })).toBe(false);
  });
});
