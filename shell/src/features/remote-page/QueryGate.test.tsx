import { render, screen } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryGate, queryLibraryRequested } from './QueryGate';

const ClientContext = createContext<string | null>(null);
function NeedsClient() {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return <p>has {client}</p>;
}
function Provider({ children }: { children: ReactNode }) {
  return <ClientContext.Provider value="client">{children}</ClientContext.Provider>;
}

describe('QueryGate', () => {
  it('loads the provider when a page turns out to need it, then renders the page', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadProvider = vi.fn(async () => Provider);
    render(
      <QueryGate loadProvider={loadProvider}>
        <NeedsClient />
      </QueryGate>,
    );
    expect(await screen.findByText('has client')).toBeInTheDocument();
    expect(loadProvider).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('detects a fetched query library from resource timing', () => {
    expect(queryLibraryRequested({ getEntriesByType: () => [{ name: 'http://x/assets/__federation_shared_@tanstack/react-query-1.js' }] as PerformanceEntryList })).toBe(true);
    expect(queryLibraryRequested({ getEntriesByType: () => [] })).toBe(false);
  });
});
