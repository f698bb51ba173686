import { z } from 'zod';

/** The JSON body of every API error the bff writes (`bff/src/http/errors.ts`). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  /** Per form field, keyed by the field's path joined with dots (`markets.0`). */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Set when the client must act on the error, not just show it (e.g. password_change_required). */
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * What the shell's `api.request` rejects with when the server answers with an error status: the
 * status and the body text as they came (its message keeps the spec's 'status: text' wording).
 */
export interface HttpFailure {
  status: number;
  body: string;
}

/** The status and body of a rejected request, read from its fields (never from the message). */
export function httpFailureOf(error: unknown): HttpFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  return typeof status === 'number' && typeof body === 'string' ? { status, body } : null;
}

/** The bff's error body inside a failure's text, or null for anything else (a proxy's page, plain text). */
export function apiErrorBodyOf(text: string): ApiErrorBody | null {
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
