import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { directionOf, messagesFor, pageLanguage, readVisitorLanguage, type Language } from '@swat/shared-contracts';

/**
 * The language of the current portal page. The sign-in pages (/client-login, /client,
 * /client-auth) follow the visitor: the public page they came from, else their remembered
 * choice. The shell sets <html lang dir> by the same rule; every other portal page is English.
 */
export function usePortalLanguage(): { language: Language; dir: 'ltr' | 'rtl'; messages: ReturnType<typeof messagesFor> } {
  const { pathname } = useLocation();
  return useMemo(() => {
    const language = pageLanguage(pathname, () => readVisitorLanguage(window));
    return { language, dir: directionOf(language), messages: messagesFor(language) };
  }, [pathname]);
}
