/**
 * Whether an error means "the database is not answering" (down, restarting, unreachable, out of
 * connections) rather than a bug: such requests get a 503 with Retry-After, not a 500.
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash, cannot connect now), and 53300 (too many connections).
const SQLSTATE = /^(08\d{3}|57P0[1-4]|53300)$/;
const MESSAGES = /connection terminated|timeout exceeded when trying to connect|Connection terminated unexpectedly|the database system is (starting up|shutting down|in recovery mode)|PGlite is closed|Client has encountered a connection error|connect ECONNREFUSED|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

export const DATABASE_RETRY_AFTER_SECONDS = 30;
