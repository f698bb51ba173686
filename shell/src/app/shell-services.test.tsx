import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createShellServices } from './shell-services';
import { createToastStore } from '../features/toasts/toast-store';
import { createPageMetaController } from '../features/page-meta/page-meta';
import { testConfig } from '../test/harness';
import { loadDataLayer } from '../lib/data-layer-loader';

// The data layer is a page-wide singleton, so every test shares one fetch and programs it.
const fetchImpl = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

async function setup() {
  fetchImpl.mockReset();
  // Loaded up front: how a page suspends until it is loaded is covered by the e2e portal specs.
  await act(async () => void (await loadDataLayer(fetchImpl)));
  return createShellServices({
    config: testConfig,
    toastStore: createToastStore(),
    fetchImpl,
    pageMeta: createPageMetaController(document, () => window.location.href),
  });
}

function Who({ useUser }: { useUser: () => { user: { email: string } | null; isLoading: boolean } }) {
  const { user, isLoading } = useUser();
  return <p>{isLoading ? 'loading user' : user ? `user ${user.email}` : 'no user'}</p>;
}

// The first test pays for transforming TanStack Query on import.
describe('services.auth.useUser', { timeout: 30_000 }, () => {
  it('does not fetch on public paths and reports no user', async () => {
    const services = await setup();
    fetchImpl.mockImplementation(async () => Response.json({}));
    render(
      <MemoryRouter initialEntries={['/about']}>
        <Suspense fallback={<p>Loading content...</p>}>
          <Who useUser={services.auth.useUser} />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('no user', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /api/auth/user with cookies on the client login page, a 401 meaning signed out', async () => {
    const services = await setup();
    fetchImpl.mockImplementation(async () => new Response('Unauthorized', { status: 401 }));
    render(
      <MemoryRouter initialEntries={['/client-login']}>
        <Suspense fallback={<p>Loading content...</p>}>
          <Who useUser={services.auth.useUser} />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('no user', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });
});
