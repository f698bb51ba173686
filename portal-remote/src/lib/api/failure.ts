import { apiErrorBodyOf, httpFailureOf } from '@swat/shared-contracts';

/**
 * Why a request failed, as a value the page can branch on: the server refused it (`http`, with its
 * message, field errors and code), it never reached the server (`network`), or the server answered
 * with something the shared contract does not describe (`invalid-response`).
 */
export type FailureKind = 'http' | 'network' | 'invalid-response' | 'unknown';

export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    /** The server's message for people, or null when there is none to show (then say it by kind). */
    readonly serverMessage: string | null,
    readonly status: number | null = null,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
    /** The server's error code, when the page must act on it (e.g. password_change_required). */
    readonly code: string | null = null,
  ) {
    super(serverMessage ?? kind);
    this.name = 'ApiFailure';
  }
}

/** Any rejection of a request as an ApiFailure: read from the error's fields, never parsed out of its message. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const http = httpFailureOf(error);
  if (http) {
    const body = apiErrorBodyOf(http.body);
    return new ApiFailure('http', body?.message.trim() || null, http.status, body?.fieldErrors ?? {}, body?.code ?? null);
  }
  // fetch rejects with a TypeError when the request never reached the server.
  if (error instanceof TypeError) return new ApiFailure('network', null);
  return new ApiFailure('unknown', null);
}
