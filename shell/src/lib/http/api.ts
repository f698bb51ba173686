import { API_REQUEST_HEADERS, type On401Behaviour, type ShellApi, type ShellQueryFn } from '@swat/shared-contracts';
import { throwIfNotOk } from './http-error';
import type { FetchLike } from './resilient-fetch';

/** A query function over the shell's fetch: GET the first key string with cookies, parse JSON. */
export function createQueryFn<T>(fetchImpl: FetchLike, options: { on401: On401Behaviour }): ShellQueryFn<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetchImpl(String(queryKey[0]), { credentials: 'include', signal, headers: { accept: 'application/json' } });
    if (options.on401 === 'returnNull' && response.status === 401) {
      // Read to the end: an unread body keeps its connection busy (and the page never network-idle).
      await response.text().catch(() => '');
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export function createApi(fetchImpl: FetchLike): ShellApi {
  return {
    async request(method, url, body, init) {
      const response = await fetchImpl(url, {
        method,
        credentials: 'include',
        ...(init?.signal ? { signal: init.signal } : {}),
        // API_REQUEST_HEADERS: the bff refuses state-changing calls without it (second CSRF defence).
        headers: body === undefined ? { accept: 'application/json', ...API_REQUEST_HEADERS } : { accept: 'application/json', 'content-type': 'application/json', ...API_REQUEST_HEADERS },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      await throwIfNotOk(response);
      return response;
    },
    getQueryFn: (options) => createQueryFn(fetchImpl, options),
  };
}
