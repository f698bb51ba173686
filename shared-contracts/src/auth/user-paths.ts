import { basePath } from '../i18n/language';

/** The spec fetches the user only where someone can be signed in; elsewhere the user is absent, with no request. */
export const USER_QUERY_KEY = ['/api/auth/user'] as const;

const EXACT_USER_PATHS = new Set(['/client-login', '/client-auth', '/swatadmin']);

/** The same rule for the client pages in Arabic (/ar/client-dashboard…, /ar/client-login, /ar/client-auth). */
export function userQueryEnabledForPath(pathname: string): boolean {
  const path = basePath(pathname);
  return path.startsWith('/client-dashboard') || EXACT_USER_PATHS.has(path);
}
