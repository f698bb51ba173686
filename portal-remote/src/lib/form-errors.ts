export type FieldErrors = Record<string, string[]>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Zod issues keyed the way the bff keys fieldErrors (path joined with dots), so one display serves both. */
export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Field errors for a field, also matching nested keys like `markets.0`. */
export function errorsFor(errors: FieldErrors, field: string): string[] | undefined {
  const list = Object.entries(errors)
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => messages);
  return list.length > 0 ? [...new Set(list)] : undefined;
}
