import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ShellApi, type ShellServices, type RemotePageComponent } from '@swat/shared-contracts';
import { ShellServicesContext } from '@swat/shared-contracts/shell';
import { vi } from 'vitest';

/**
 * The shell's api as its contract describes it: JSON body, cookies, and failures as an
 * Error reading "status: text" that carries `status`. It calls the global fetch, which tests stub.
 */
function contractApi(): ShellApi {
  return {
    async request(method, url, body) {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) {
        const text = (await response.text().catch(() => '')) || response.statusText;
        throw Object.assign(new Error(`${response.status}: ${text}`), { status: response.status });
      }
      return response;
    },
    getQueryFn: () => async () => null,
  };
}

/** What the shell hands a remote page: a router, the shared query client and its services. */
export function shellServices(): ShellServices {
  return {
    toast: vi.fn(() => ({ id: 't1', update: vi.fn(), dismiss: vi.fn() })),
    dismissToast: vi.fn(),
    config: { remotes: { marketing: 'http://localhost/', portal: 'http://localhost/' }, routes: [], unavailableRemotes: [], publicOrigin: 'http://localhost' },
    api: contractApi(),
    auth: { queryKey: ['/api/auth/user'], enabledForPath: () => false, useUser: () => ({ user: null, isLoading: false }) },
    setPageMeta: vi.fn(),
  };
}

export function renderInShell(Page: RemotePageComponent, path: string, services: ShellServices = shellServices()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ShellServicesContext.Provider value={services}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Page routePath={path} />} />
          </Routes>
        </MemoryRouter>
      </ShellServicesContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, services, queryClient };
}
