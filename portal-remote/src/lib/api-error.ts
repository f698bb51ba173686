/** What a refused request tells the user: the server's `{message, fieldErrors}` when it sent them. */
export interface ApiFailure {
  status: number | null;
  message: string;
  fieldErrors: Record<string, string[]>;
  /** The server's error code, when the client must act on it (e.g. password_change_required). */
  code?: string;
}

const GENERIC = 'Something went wrong. Please try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[key] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/** Reads an error body (JSON text) the way the bff writes it. */
export function failureFromBody(status: number | null, text: string): ApiFailure {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.message === 'string') {
      return { status, message: body.message, fieldErrors: toFieldErrors(body.fieldErrors), ...(typeof body.code === 'string' ? { code: body.code } : {}) };
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): fall through.
  }
  const plain = text.trim();
  // An HTML error page is no message for a person.
  const message = plain && !plain.startsWith('<') && plain.length < 300 ? plain : status ? `The server answered with status ${status}.` : GENERIC;
  return { status, message, fieldErrors: {} };
}

/**
 * The shell's api rejects with an Error reading 'status: body' (and a `status` field);
 * this turns that back into the server's message and field errors.
 */
export function readApiError(error: unknown): ApiFailure {
  if (!(error instanceof Error)) return { status: null, message: GENERIC, fieldErrors: {} };
  const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (match) return failureFromBody(status ?? Number(match[1]), match[2] ?? '');
  if (error.name === 'TypeError') return { status, message: 'Unable to reach the server. Please check your connection and try again.', fieldErrors: {} };
  return { status, message: error.message || GENERIC, fieldErrors: {} };
}

/**
 * Only a message the server wrote for people: the `message` of a JSON error body. A bare status,
 * an empty `{}`, a proxy's status text ('Internal Server Error') or a network failure give null.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body: unknown = JSON.parse(match[2] ?? '');
    if (isRecord(body) && typeof body.message === 'string' && body.message.trim()) return body.message.trim();
  } catch {
    // Not JSON: not a message from the bff.
  }
  return null;
}

export function isNotFound(error: unknown): boolean {
  return readApiError(error).status === 404;
}
