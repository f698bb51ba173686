import { API_REQUEST_HEADERS, LANGUAGE_HEADER, type Language, type On401Behaviour, type ShellApi, type ShellQueryFn } from '@swat/shared-contracts';
import { requestLanguage } from './request-language';
import { throwIfNotOk } from './http-error';
import type { FetchLike } from './resilient-fetch';

/** A query function over the shell's fetch: GET the first key string with cookies, parse JSON. */
export function createQueryFn<T>(
  fetchImpl: FetchLike,
  options: { on401: On401Behaviour },
  language: () => Language = () => requestLanguage(),
): ShellQueryFn<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetchImpl(String(queryKey[0]), {
      credentials: 'include',
      signal,
      headers: { accept: 'application/json', [LANGUAGE_HEADER]: language() },
    });
    if (options.on401 === 'returnNull' && response.status === 401) {
      // Read to the end: an unread body keeps its connection busy (and the page never network-idle).
      await response.text().catch(() => '');
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * `language`: the language of the page making the request (in the staff area, the staff member's
 * own), sent as LANGUAGE_HEADER so the bff's messages for people (a refused sign-in, a weak
 * password) come in the words of the page.
 */
export function createApi(fetchImpl: FetchLike, language: () => Language = () => requestLanguage()): ShellApi {
  return {
    async request(method, url, body, init) {
      // API_REQUEST_HEADERS: the bff refuses state-changing calls without it (second CSRF defence).
      const common = { accept: 'application/json', [LANGUAGE_HEADER]: language(), ...API_REQUEST_HEADERS };
      const response = await fetchImpl(url, {
        method,
        credentials: 'include',
        ...(init?.signal ? { signal: init.signal } : {}),
        headers: body === undefined ? common : { ...common, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      await throwIfNotOk(response);
      return response;
    },
    getQueryFn: (options) => createQueryFn(fetchImpl, options, language),
  };
}
