/**
 * The spec's 502 and network-failure rules around fetch, with the clock, the timer and the
 * toast injected so the rules are tested without waiting or a DOM.
 */
import { BAD_GATEWAY_RETRY_DELAY_MS, BAD_GATEWAY_TOAST_SUPPRESS_MS, type Language, type ToastInput } from '@swat/shared-contracts';
import { pageMessages } from '../../i18n/page-messages';
import { currentPageLanguage } from '../page-language';
import { isAbortError } from './http-error';

export function badGatewayToast(language: Language): ToastInput {
  const t = pageMessages(language).shared;
  return { title: t('badGateway.title'), description: t('badGateway.description'), duration: 5_000 };
}

export function connectionErrorToast(language: Language): ToastInput {
  const t = pageMessages(language).shared;
  return { title: t('connectionError.title'), description: t('connectionError.description'), variant: 'destructive', duration: 5_000 };
}


export interface ResilientFetchDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  notify: (toast: ToastInput) => void;
  /** The language of the page the toast appears on; by default, the page in the address bar. */
  language?: () => Language;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Shows the 502 toast at most once per suppression window, however many requests fail. */
export function createBadGatewayNotice(now: () => number, notify: (toast: ToastInput) => void, language: () => Language = () => 'en') {
  let lastShownAt = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - lastShownAt < BAD_GATEWAY_TOAST_SUPPRESS_MS) return;
    lastShownAt = at;
    notify(badGatewayToast(language()));
  };
}

export function createResilientFetch(deps: ResilientFetchDeps): FetchLike {
  const language = deps.language ?? (() => currentPageLanguage());
  const noticeBadGateway = createBadGatewayNotice(deps.now, deps.notify, language);

  const attempt = async (input: string, init?: RequestInit): Promise<Response> => {
    try {
      return await deps.fetch(input, init);
    } catch (error) {
      if (!isAbortError(error)) deps.notify(connectionErrorToast(language()));
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
