import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_TIME_MS } from '@swat/shared-contracts';
import { createQueryFn } from './http/api';
import type { FetchLike } from './http/resilient-fetch';

/** The spec's defaults: no retries, never stale, no refetch on focus, no polling, 5 min cache. */
export function createQueryClient(fetchImpl: FetchLike): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createQueryFn(fetchImpl, { on401: 'throw' }),
        retry: false,
        staleTime: Infinity,
        gcTime: QUERY_CACHE_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
