import type { Logger } from '../../http/logger';

const FAILURE_RETRY_MS = 5_000;
/** Every route of a few releases; older releases' files fall out first. */
const MAX_FILES = 1_000;

/**
 * Prerendered page files of the remotes, fetched from where the bff reads the remotes
 * (their internal URLs). The files are content-hashed, so a fetched one never changes; a failed
 * fetch is remembered briefly, so a remote that is down costs one request per few seconds, not
 * one per page view, and its pages render in the browser meanwhile.
 */
export function createFragmentSource(log: Pick<Logger, 'warn'>, fetchImpl: typeof fetch = fetch, timeoutMs = 2_000) {
  const files = new Map<string, string>();
  const failedAt = new Map<string, number>();
  const pending = new Map<string, Promise<string | null>>();

  const fetchFile = async (url: string): Promise<string | null> => {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const html = await response.text();
      files.set(url, html);
      if (files.size > MAX_FILES) files.delete(files.keys().next().value as string);
      failedAt.delete(url);
      return html;
    } catch (error) {
      failedAt.set(url, Date.now());
      log.warn('prerendered page unavailable; rendering in the browser', { url, error });
      return null;
    }
  };

  return {
    get(url: string): Promise<string | null> {
      const known = files.get(url);
      if (known !== undefined) return Promise.resolve(known);
      if (Date.now() - (failedAt.get(url) ?? 0) < FAILURE_RETRY_MS) return Promise.resolve(null);
      let request = pending.get(url);
      if (!request) {
        request = fetchFile(url).finally(() => pending.delete(url));
        pending.set(url, request);
      }
      return request;
    },
  };
}
export type FragmentSource = ReturnType<typeof createFragmentSource>;
