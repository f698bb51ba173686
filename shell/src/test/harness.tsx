import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { type RuntimeConfig, type ShellServices } from '@swat/shared-contracts';
import { ShellServicesContext } from '@swat/shared-contracts/shell';
import { ShellRuntimeContext, type ShellRuntime } from '../lib/shell-runtime/shell-runtime';
import { createPageMetaController } from '../features/page-meta/page-meta';
import { createApi } from '../lib/http/api';

export const testConfig: RuntimeConfig = {
  remotes: { marketing: 'http://localhost:9381/', portal: 'http://localhost:9382/' },
  routes: [],
  unavailableRemotes: [],
  publicOrigin: 'http://localhost:3000',
};

export function createTestShell(overrides: Partial<ShellServices> = {}) {
  const pageMeta = createPageMetaController(document, () => window.location.href);
  const runtime: ShellRuntime = {
    config: testConfig,
    pageMeta,
    prefetch: vi.fn(),
    loadDataLayer: vi.fn(() => Promise.reject(new Error('no data layer in unit tests'))),
  };
  const services: ShellServices = {
    toast: vi.fn(() => ({ id: '1', update: vi.fn(), dismiss: vi.fn() })),
    dismissToast: vi.fn(),
    config: testConfig,
    // The shell's real api over whatever `fetch` the test stubs (read at call time).
    api: createApi((input, init) => fetch(input, init)),
    auth: { queryKey: ['/api/auth/user'], enabledForPath: () => false, useUser: () => ({ user: null, isLoading: false }) },
    setPageMeta: vi.fn((meta) => pageMeta.setPageMeta(meta)),
    ...overrides,
  };
  function Wrapper({ children, path = '/' }: { children: ReactNode; path?: string }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <ShellRuntimeContext.Provider value={runtime}>
          <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>
        </ShellRuntimeContext.Provider>
      </MemoryRouter>
    );
  }
  return { runtime, services, Wrapper };
}
