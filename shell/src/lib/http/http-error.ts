import type { HttpFailure } from '@swat/shared-contracts';

/**
 * Errors read 'status: text', as the spec's error catalogue says; `status` and `body` (an
 * `HttpFailure`) let callers branch and read the server's error without parsing the message.
 */
export class HttpError extends Error implements HttpFailure {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'HttpError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new HttpError(response.status, text);
}

/** An abort is the caller changing its mind (navigation, unmount), never a connection problem. */
export function isAbortError(error: unknown): boolean {
  return (
    (typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}
