import { describe, expect, it, vi } from 'vitest';
import { badGatewayToast, connectionErrorToast, createResilientFetch } from './resilient-fetch';

// The toasts in English, the spec's words (the test setup has loaded the page messages).
const BAD_GATEWAY_TOAST = badGatewayToast('en');
const CONNECTION_ERROR_TOAST = connectionErrorToast('en');

const response = (status: number, body = '') => new Response(body, { status, statusText: status === 502 ? 'Bad Gateway' : 'OK' });

function setup(responses: (Response | Error | DOMException)[]) {
  let clock = 0;
  const sleeps: number[] = [];
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (next instanceof Error || next instanceof DOMException) throw next;
    if (!next) throw new Error('no more responses');
    return next;
  });
  const notify = vi.fn();
  const resilient = createResilientFetch({
    fetch,
    notify,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
  });
  return { resilient, fetch, notify, sleeps, advance: (ms: number) => (clock += ms) };
}

describe('createResilientFetch', () => {
  it('passes ordinary responses through untouched', async () => {
    const ctx = setup([response(200, 'ok')]);
    expect((await ctx.resilient('/api/x')).status).toBe(200);
    expect(ctx.fetch).toHaveBeenCalledTimes(1);
    expect(ctx.notify).not.toHaveBeenCalled();
  });

  it('retries a 502 once after 2 s and shows the server-issue toast', async () => {
    const ctx = setup([response(502), response(200)]);
    const result = await ctx.resilient('/api/x');
    expect(result.status).toBe(200);
    expect(ctx.sleeps).toEqual([2000]);
    expect(ctx.fetch).toHaveBeenCalledTimes(2);
    expect(ctx.notify).toHaveBeenCalledWith(BAD_GATEWAY_TOAST);
    expect(BAD_GATEWAY_TOAST).toMatchObject({ title: 'Temporary Server Issue', duration: 5000 });
  });

  it('retries only once: a second 502 goes back to the caller', async () => {
    const ctx = setup([response(502), response(502)]);
    expect((await ctx.resilient('/api/x')).status).toBe(502);
    expect(ctx.fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the 502 toast at most once per 10 s', async () => {
    const ctx = setup([response(502), response(200), response(502), response(200), response(502), response(200)]);
    await ctx.resilient('/a');
    ctx.advance(5_000);
    await ctx.resilient('/b');
    expect(ctx.notify).toHaveBeenCalledTimes(1);
    ctx.advance(10_000);
    await ctx.resilient('/c');
    expect(ctx.notify).toHaveBeenCalledTimes(2);
  });

  it('shows the connection-error toast on a network failure and rethrows', async () => {
    const ctx = setup([new TypeError('Failed to fetch')]);
    await expect(ctx.resilient('/api/x')).rejects.toThrow('Failed to fetch');
    expect(ctx.notify).toHaveBeenCalledWith(CONNECTION_ERROR_TOAST);
    expect(CONNECTION_ERROR_TOAST).toMatchObject({
      title: 'Connection Error',
      description: 'Unable to connect to the server. Please check your connection and try again.',
      duration: 5000,
    });
  });

  it('stays quiet on an abort', async () => {
    const ctx = setup([new DOMException('The operation was aborted.', 'AbortError')]);
    await expect(ctx.resilient('/api/x')).rejects.toThrow();
    expect(ctx.notify).not.toHaveBeenCalled();
  });
});
