import type { Context } from 'hono';
import { z } from 'zod';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@swat/shared-contracts';
import { ApiError, type FieldErrors } from './errors';

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const message = issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : issue.message;
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** Parses a value with a schema, or throws a 400 whose fieldErrors name each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, message = 'Some fields need attention.'): z.infer<S> {
  // Before the schema: a NUL byte or a lone surrogate would pass any string rule and then make the database fail.
  const unstorable = findUnstorableText(value);
  if (unstorable.length > 0) {
    throw new ApiError(400, UNSTORABLE_TEXT_MESSAGE, { fieldErrors: Object.fromEntries(unstorable.map((path) => [path, [UNSTORABLE_TEXT_MESSAGE]])) });
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, message, { fieldErrors: fieldErrorsOf(result.error) });
  return result.data;
}

/**
 * Reads a JSON body and validates it. Wrong content type → 415, malformed JSON → 400,
 * schema failure → 400 with fieldErrors. Size is limited earlier, by the body-limit middleware.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json).');
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  return parseOrThrow(schema, body);
}

/** Validates the query string (each key's last value). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOrThrow(schema, c.req.query(), 'Some query parameters are not valid.');
}
