import type { QueryClient } from '@tanstack/react-query';

export const USER_KEY_PATH = '/api/auth/user';

/** Builds a query key whose first string is the URL the shell's default query function GETs. */
export function apiKey(path: string, params?: Record<string, string | number | undefined | null>): [string] {
  if (!params) return [path];
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return [qs ? `${path}?${qs}` : path];
}

/**
 * Drops every cached API answer except the user: data never goes stale in this app, so
 * without this a second person signing in on the same tab could see the first one's lists.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_KEY_PATH });
}

/** Invalidates every cached answer whose URL starts with one of the prefixes. */
export function invalidatePaths(queryClient: QueryClient, ...prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && prefixes.some((p) => key === p || key.startsWith(`${p}?`) || key.startsWith(`${p}/`));
    },
  });
}
