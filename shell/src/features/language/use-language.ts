import { useLayoutEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@swat/shared-contracts';
import { usePageMessages } from '../../i18n/page-messages';
import { applyPageLanguage, currentPageLanguage } from '../../lib/page-language';

/**
 * The current page's language, the shell's messages (`t`), the shared ones (`shared`: the spec's
 * toasts and status texts) and the navigation, all in that language.
 */
export function useLanguage() {
  const { pathname } = useLocation();
  const language = useMemo(() => currentPageLanguage(pathname), [pathname]);
  return usePageMessages(language);
}

/** Keeps <html lang dir> on the current page's language across client-side navigations. */
export function useDocumentLanguage(): Language {
  const { pathname } = useLocation();
  const language = useMemo(() => currentPageLanguage(pathname), [pathname]);
  // A layout effect: the new direction is in place before the browser paints the new page.
  useLayoutEffect(() => applyPageLanguage(document, pathname, language), [pathname, language]);
  return language;
}
