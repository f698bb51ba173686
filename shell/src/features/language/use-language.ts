import { useLayoutEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { messagesFor, navigationFor, siteTextFor, type Language } from '@swat/shared-contracts';
import { applyPageLanguage, currentPageLanguage } from '../../lib/page-language';

/** The current page's language, its chrome words, messages and navigation. */
export function useLanguage() {
  const { pathname } = useLocation();
  const language = useMemo(() => currentPageLanguage(pathname), [pathname]);
  return useMemo(
    () => ({ language, text: siteTextFor(language), messages: messagesFor(language), navigation: navigationFor(language) }),
    [language],
  );
}

/** Keeps <html lang dir> on the current page's language across client-side navigations. */
export function useDocumentLanguage(): Language {
  const { pathname } = useLocation();
  const language = useMemo(() => currentPageLanguage(pathname), [pathname]);
  // A layout effect: the new direction is in place before the browser paints the new page.
  useLayoutEffect(() => applyPageLanguage(document, pathname, language), [pathname, language]);
  return language;
}
