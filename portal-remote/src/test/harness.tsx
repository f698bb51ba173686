import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { intlProviderProps, pageLanguage, readVisitorLanguage, type PublicUser, type ShellApi, type ShellQueryFn, type ShellServices } from '@swat/shared-contracts';
import { PortalMessages } from '../i18n/portal-messages';
import { ShellServicesContext } from '@swat/shared-contracts/shell';
import { vi, type Mock } from 'vitest';

export type Handler = (init: { method: string; url: string; body: unknown }) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A stand-in for the network: 'METHOD /path' (query string ignored unless the key has one) → answer.
 * Unknown calls fail loudly so a test never passes on a request it did not expect.
 */
export type Routes = Record<string, Handler | Response | object>;

export function fakeNetwork(routes: Routes) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url: input, body });
    const key = routes[`${method} ${input}`] !== undefined ? `${method} ${input}` : `${method} ${input.split('?')[0]}`;
    const answer = routes[key];
    if (answer === undefined) throw new Error(`unexpected request ${method} ${input}`);
    if (typeof answer === 'function') return answer({ method, url: input, body });
    if (answer instanceof Response) return answer.clone();
    return json(200, answer);
  });
  return { fetchMock, calls };
}

/** The shell's api and query function as the contract describes them, over a fake fetch. */
export function contractApi(fetchImpl: (input: string, init?: RequestInit) => Promise<Response>): ShellApi {
  const fail = async (response: Response) => {
    const text = (await response.text().catch(() => '')) || response.statusText;
    return Object.assign(new Error(`${response.status}: ${text}`), { status: response.status, body: text });
  };
  return {
    async request(method, url, body, init) {
      const response = await fetchImpl(url, {
        method,
        credentials: 'include',
        ...(init?.signal ? { signal: init.signal } : {}),
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw await fail(response);
      return response;
    },
    getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): ShellQueryFn<T> {
      return async ({ queryKey }) => {
        const response = await fetchImpl(String(queryKey[0]), { credentials: 'include' });
        if (on401 === 'returnNull' && response.status === 401) return null;
        if (!response.ok) throw await fail(response);
        return (await response.json()) as T;
      };
    },
  };
}

export const CLIENT: PublicUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'client@example.test',
  name: 'Aisha Client',
  company: 'Gulf Fresh Foods LLC',
  phone: '+971 4 555 0142',
  role: 'client',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  mustChangePassword: false,
  language: 'en',
  stageEmails: true,
};
export const STAFF: PublicUser = { ...CLIENT, id: '22222222-2222-4222-8222-222222222222', email: 'staff@example.test', name: 'Rania Staff', company: null, phone: null, role: 'staff' };

export interface ShellOptions {
  path: string;
  /** Route pattern the page is mounted at (defaults to the path). */
  pattern?: string;
  network?: Routes;
  /** Extra routes (e.g. redirect targets) rendered as a heading with their path. */
  otherPaths?: string[];
}

/**
 * What the shell gives a remote page: a data router (useBlocker needs one), its query client
 * with the contract's default query function, and ShellServices whose `auth.useUser` follows
 * the spec's path rule like the shell's.
 */
export function renderInShell(element: ReactNode, options: ShellOptions) {
  const { fetchMock, calls } = fakeNetwork(options.network ?? {});
  const api = contractApi(fetchMock as unknown as (input: string, init?: RequestInit) => Promise<Response>);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, queryFn: api.getQueryFn({ on401: 'throw' }) }, mutations: { retry: false } },
  });
  const toast: Mock<ShellServices['toast']> = vi.fn(() => ({ id: 't1', update: vi.fn(), dismiss: vi.fn() }));
  const enabledForPath = (p: string) => p.startsWith('/client-dashboard') || ['/client-login', '/client-auth', '/swatadmin'].includes(p);
  const userQueryFn = api.getQueryFn<PublicUser>({ on401: 'returnNull' });
  const services: ShellServices = {
    toast,
    dismissToast: vi.fn(),
    config: { remotes: { marketing: 'http://localhost/', portal: 'http://localhost/' }, routes: [], unavailableRemotes: [], publicOrigin: 'http://localhost' },
    api,
    auth: {
      queryKey: ['/api/auth/user'],
      enabledForPath,
      useUser() {
        const { pathname } = useLocation();
        const enabled = enabledForPath(pathname);
        const query = useQuery({ queryKey: ['/api/auth/user'], queryFn: userQueryFn, enabled });
        return enabled ? { user: query.data ?? null, isLoading: query.isLoading } : { user: null, isLoading: false };
      },
    },
    setPageMeta: vi.fn(),
  };
  function Elsewhere() {
    const location = useLocation();
    return <h1>Now at {location.pathname}</h1>;
  }
  const routes: RouteObject[] = [
    { path: options.pattern ?? options.path.split('?')[0], element },
    ...(options.otherPaths ?? []).map((p) => ({ path: p, element: <Elsewhere /> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  // The shell's IntlProvider for the page's language (the sign-in pages follow the visitor, as in the shell), and the portal's messages on it.
  const language = pageLanguage(options.path, () => readVisitorLanguage(window));
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ShellServicesContext.Provider value={services}>
        <IntlProvider {...intlProviderProps(language)}>
          <PortalMessages>
            <RouterProvider router={router} />
          </PortalMessages>
        </IntlProvider>
      </ShellServicesContext.Provider>
    </QueryClientProvider>,
  );
  return { ...utils, services, toast, queryClient, router, calls, fetchMock };
}
