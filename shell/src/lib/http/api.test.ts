import { httpFailureOf } from '@swat/shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApi, createQueryFn } from './api';
import { HttpError } from './http-error';

const signal = new AbortController().signal;

describe('createQueryFn', () => {
  it('GETs the first key string with cookies and parses JSON', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 1 }));
    const result = await createQueryFn(fetch, { on401: 'throw' })({ queryKey: ['/api/projects', 'x'], signal });
    expect(result).toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/projects', expect.objectContaining({ credentials: 'include', signal }));
  });

  it("returns null on a 401 with on401 'returnNull', having read the answer to its end (so the connection is free again)", async () => {
    const response = new Response('Unauthorized', { status: 401 });
    const fetch = vi.fn(async () => response);
    expect(await createQueryFn(fetch, { on401: 'returnNull' })({ queryKey: ['/api/auth/user'], signal })).toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it("throws 'status: text' on a 401 with on401 'throw'", async () => {
    const fetch = vi.fn(async () => new Response('Not signed in', { status: 401 }));
    await expect(createQueryFn(fetch, { on401: 'throw' })({ queryKey: ['/api/auth/user'], signal })).rejects.toThrow('401: Not signed in');
  });

  it('falls back to the status text when the body is empty', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(createQueryFn(fetch, { on401: 'throw' })({ queryKey: ['/x'], signal })).rejects.toThrow('500: Internal Server Error');
  });
});

describe('createApi().request', () => {
  it('sends JSON with cookies and resolves with the response', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    const res = await createApi(fetch).request('POST', '/api/client/login', { email: 'a@b.c' });
    expect(await res.json()).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/client/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ email: 'a@b.c' }),
        headers: expect.objectContaining({ 'content-type': 'application/json', 'X-Requested-With': 'swat-web' }),
      }),
    );
  });

  it('tells the bff the language of the page, so its messages come in that language', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    await createApi(fetch, () => 'ar').request('POST', '/api/client/login', { email: 'a@b.c' });
    await createApi(fetch, () => 'ar').getQueryFn({ on401: 'throw' })({ queryKey: ['/api/projects'], signal });
    await createApi(fetch, () => 'en').request('GET', '/api/projects');
    const languages = fetch.mock.calls
      .map((call) => ((call as unknown[])[1] as RequestInit).headers as Record<string, string>)
      .map((h) => h['X-Swat-Language']);
    expect(languages).toEqual(['ar', 'ar', 'en']);
  });

  it('rejects with an HttpError carrying the status', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"Invalid"}', { status: 401 }));
    const error = await createApi(fetch)
      .request('POST', '/api/client/login', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).message).toBe('401: {"message":"Invalid"}');
    // Remotes read the failure from its fields (HttpFailure), never by parsing the message.
    expect(httpFailureOf(error)).toEqual({ status: 401, body: '{"message":"Invalid"}' });
  });

  it("passes the caller's abort signal on, so a cancelled query stops its request", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      return new Response('{}', { status: 200 });
    });
    const controller = new AbortController();
    controller.abort();
    await expect(createApi(fetch).request('GET', '/api/projects', undefined, { signal: controller.signal })).rejects.toThrow();
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});
