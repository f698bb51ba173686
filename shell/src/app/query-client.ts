import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { QUERY_CACHE_TIME_MS } from '@swat/shared-contracts';

/** Errors read 'status: text', as the spec's error catalogue says. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'HttpError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new HttpError(response.status, text);
}

/** The default query: GET the first query-key string with cookies, parse JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(String(queryKey[0]), { credentials: 'include', signal, headers: { accept: 'application/json' } });
  await throwIfNotOk(response);
  return response.json();
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
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
