/**
 * Everything that needs TanStack Query. Loaded on demand (before the first remote page
 * renders, see RemotePage), so the library's shared chunk stays off the critical path
 * of the shell's first paint.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { PublicUser } from '@swat/shared-contracts';
import { createQueryClient } from './query-client';
import { createQueryFn } from './http/api';
import type { FetchLike } from './http/resilient-fetch';
import { USER_QUERY_KEY, userQueryEnabledForPath } from './auth/user-query';
import { setSignedInUserSource } from './auth/signed-in-user';

export function createDataLayer(fetchImpl: FetchLike) {
  const queryClient = createQueryClient(fetchImpl);
  const userQueryFn = createQueryFn<PublicUser>(fetchImpl, { on401: 'returnNull' });
  // The staff area's requests speak its reader's language (http/request-language.ts): read from this cache.
  setSignedInUserSource(() => queryClient.getQueryData(USER_QUERY_KEY));

  function QueryProvider({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }

  function useAuthUser(): { user: PublicUser | null; isLoading: boolean } {
    const { pathname } = useLocation();
    const enabled = userQueryEnabledForPath(pathname);
    const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: userQueryFn, enabled }, queryClient);
    if (!enabled) return { user: null, isLoading: false };
    return { user: query.data ?? null, isLoading: query.isLoading };
  }

  return {
    queryClient,
    QueryProvider,
    useAuthUser,
    invalidateAll: () => void queryClient.invalidateQueries(),
  };
}

export type DataLayer = ReturnType<typeof createDataLayer>;
