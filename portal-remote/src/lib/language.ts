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
    // Prerendered at build time, with no visitor: the sign-in pages are sent in English (the shell redraws them for an Arabic visitor).
    const language = pageLanguage(pathname, () => (typeof window === 'undefined' ? 'en' : readVisitorLanguage(window)));
    return { language, dir: directionOf(language), messages: messagesFor(language) };
  }, [pathname]);
}
