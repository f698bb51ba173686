/** The spec fetches the user only where someone can be signed in; elsewhere the user is absent, with no request. */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

const EXACT_USER_PATHS = new Set(['/client-login', '/client-auth', '/swatadmin']);

export function userQueryEnabledForPath(pathname: string): boolean {
  return pathname.startsWith('/client-dashboard') || EXACT_USER_PATHS.has(pathname);
}
