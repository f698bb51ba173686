import { createContext, useContext } from 'react';
import type { ToastFn } from '../toast/toast';
import type { RuntimeConfig } from '../config/runtime-config';
import type { PublicUser } from '../auth/auth';

/**
 * Page metadata a page may set after client-side navigation. The bff already wrote the
 * manifest's head for the first load; the shell rewrites it from the route on every
 * client-side navigation, and a page calls `setPageMeta` only to say something more
 * specific (a project's name, noindex on a private page). Unset fields take the defaults:
 * robots 'index, follow' ('noindex, nofollow' with noindex), og:type 'website',
 * twitter:card 'summary_large_image', og:locale 'en_US', canonical = current URL.
 */
export interface PageMeta {
  title: string;
  description?: string;
  canonicalUrl?: string;
  ogType?: string;
  ogImage?: string;
  twitterCard?: 'summary' | 'summary_large_image';
  twitterImage?: string;
  jsonLd?: Record<string, unknown> | readonly Record<string, unknown>[];
  noindex?: boolean;
}

/** What a query function does with a 401: the user query treats it as "signed out". */
export type On401Behaviour = 'returnNull' | 'throw';

/** Structurally a TanStack Query `QueryFunction`, so it drops into `useQuery({ queryFn })`. */
export type ShellQueryFn<T> = (context: { queryKey: readonly unknown[]; signal: AbortSignal }) => Promise<T | null>;

/**
 * The shell's data layer, for remotes. Use it instead of a second fetch wrapper, so every call
 * gets the same cookies, error text, 502 retry and connection toasts.
 *
 * - `request(method, url, body?, init?)`: JSON body (when given), `credentials: 'include'`, the
 *   caller's abort signal (`init.signal`). Resolves with the Response when it is OK; otherwise
 *   rejects with an Error whose message is 'status: text' (text = response body, or the status
 *   text) and which carries `status` and `body` (an `HttpFailure`: read those, not the message).
 *   A 502 is retried once after 2 s (the 'Temporary Server Issue' toast at most every 10 s);
 *   a network failure other than an abort shows 'Connection Error' and rejects.
 * - `getQueryFn({ on401 })`: a query function that GETs the first query-key string and parses
 *   JSON; with on401 'returnNull' a 401 resolves to null instead of failing.
 *   The shell's QueryClient already uses the 'throw' variant as its default queryFn, so
 *   `useQuery({ queryKey: ['/api/projects'] })` works with no queryFn at all.
 */
export interface ShellApi {
  request: (method: string, url: string, body?: unknown, init?: { signal?: AbortSignal }) => Promise<Response>;
  getQueryFn: <T>(options: { on401: On401Behaviour }) => ShellQueryFn<T>;
}

/**
 * The signed-in user, one query shared by the shell and the portal.
 *
 * - `queryKey` is ['/api/auth/user']. After login: `queryClient.setQueryData(auth.queryKey, user)`;
 *   after logout: `queryClient.setQueryData(auth.queryKey, null)`.
 * - `enabledForPath(pathname)`: the spec's rule, true only for /client-dashboard and below and the
 *   exact paths /client-login, /client-auth and /swatadmin. Elsewhere the user counts as absent
 *   and nothing is fetched.
 * - `useUser()`: a React hook (call it like one: unconditionally, in a component) that runs the
 *   query when `enabledForPath(location.pathname)` and treats a 401 as signed out.
 *   `user` is null when signed out or on a path where the user is not fetched.
 */
export interface ShellAuth {
  queryKey: readonly ['/api/auth/user'];
  enabledForPath: (pathname: string) => boolean;
  useUser: () => { user: PublicUser | null; isLoading: boolean };
}

/**
 * What the shell lends to the remotes. The context object lives here and this
 * package is a federation singleton, so the shell's provider reaches remote pages.
 * Remote pages render inside the shell's QueryClientProvider and router, so TanStack
 * Query hooks and react-router hooks work in them directly.
 */
export interface ShellServices {
  toast: ToastFn;
  dismissToast: (id?: string) => void;
  config: RuntimeConfig;
  api: ShellApi;
  auth: ShellAuth;
  /**
   * Overrides the head for the current page; cleared on the next navigation, when the shell
   * writes the new route's manifest metadata. A page that needs noindex calls it on mount.
   */
  setPageMeta: (meta: PageMeta) => void;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) {
    throw new Error('useShellServices must be used inside the shell: the remote was rendered without its host.');
  }
  return services;
}
