/**
 * The spec's 502 and network-failure rules around fetch, with the clock, the timer and the
 * toast injected so the rules are tested without waiting or a DOM.
 */
import { BAD_GATEWAY_RETRY_DELAY_MS, BAD_GATEWAY_TOAST_SUPPRESS_MS, type ToastInput } from '@swat/shared-contracts';
import { isAbortError } from './http-error';

export const BAD_GATEWAY_TOAST: ToastInput = {
  title: 'Temporary Server Issue',
  description: "We're experiencing a brief connectivity issue. Retrying automatically...",
  duration: 5_000,
};

export const CONNECTION_ERROR_TOAST: ToastInput = {
  title: 'Connection Error',
  description: 'Unable to connect to the server. Please check your connection and try again.',
  variant: 'destructive',
  duration: 5_000,
};

export interface ResilientFetchDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  notify: (toast: ToastInput) => void;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Shows the 502 toast at most once per suppression window, however many requests fail. */
export function createBadGatewayNotice(now: () => number, notify: (toast: ToastInput) => void) {
  let lastShownAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastShownAt < BAD_GATEWAY_TOAST_SUPPRESS_MS) return;
    lastShownAt = at;
    notify(BAD_GATEWAY_TOAST);
  };
}

export function createResilientFetch(deps: ResilientFetchDeps): FetchLike {
  const noticeBadGateway = createBadGatewayNotice(deps.now, deps.notify);

  const attempt = async (input: string, init?: RequestInit): Promise<Response> => {
    try {
      return await deps.fetch(input, init);
    } catch (error) {
      if (!isAbortError(error)) deps.notify(CONNECTION_ERROR_TOAST);
      throw error;
    }
  };

  return async (input, init) => {
    const first = await attempt(input, init);
    if (first.status !== 502) return first;
    noticeBadGateway();
    await deps.sleep(BAD_GATEWAY_RETRY_DELAY_MS);
    if (init?.signal?.aborted) throw init.signal.reason ?? new DOMException('Aborted', 'AbortError');
    // One retry only: a second 502 goes to the caller as an ordinary error.
    return attempt(input, init);
  };
}
