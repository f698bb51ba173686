import { useLocation } from 'react-router-dom';
import type { SiteLanguage } from '@swat/shared-contracts';

/** Arabic pages live under /ar (the Arabic home page is /ar itself); everything else is English. */
export const langOfPath = (pathname: string): SiteLanguage => (pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en');

/** The language of the route on screen: components pick their words and direction from it. */
export function useLang(): SiteLanguage {
  return langOfPath(useLocation().pathname);
}
