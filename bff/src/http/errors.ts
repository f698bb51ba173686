import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, Language } from '@swat/shared-contracts';
import { localApiMessage, localFieldErrors } from '../i18n/api-errors';
import { requestLanguage } from './request-language';

export type FieldErrors = Record<string, string[]>;

/** The JSON every API error answers with: the shared contract, always with the request's id. */
export type ErrorBody = ApiErrorBody & { requestId: string };

/** Throw from any handler: the app's error handler turns it into an ErrorBody response. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly options: {
      fieldErrors?: FieldErrors;
      headers?: Record<string, string>;
      code?: string;
      /**
       * The message in a given language, for code that makes it far from the request (an import
       * thread, a store): the handler calls it with the request's language. It replaces `message`,
       * and the file field's message when `fieldErrors` has one.
       */
      say?: (language: Language) => string;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, options: ApiError['options'] = {}) {
  // The everyday refusals and field messages in the language of the page that asked (English for API clients).
  const language = requestLanguage(c);
  const said = options.say?.(language);
  const body: ErrorBody = { message: said ?? localApiMessage(message, language), requestId: (c.get('requestId') as string | undefined) ?? 'unknown' };
  if (options.fieldErrors) body.fieldErrors = said && options.fieldErrors.file ? { ...options.fieldErrors, file: [said] } : localFieldErrors(options.fieldErrors, language);
  if (options.code) body.code = options.code;
  return c.json(body, status, { 'cache-control': 'no-store', ...options.headers });
}
