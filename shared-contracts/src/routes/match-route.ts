/**
 * Matches a URL path against a manifest pattern such as `/project/:id`.
 * The bff uses it to decide status codes; the shell leaves matching to its router.
 */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const normalise = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const patternParts = normalise(pattern).split('/');
  const pathParts = normalise(pathname).split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i] ?? '';
    const actual = pathParts[i] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
