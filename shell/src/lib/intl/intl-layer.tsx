/**
 * The shell's react-intl IntlProvider. Loaded on demand, like the data layer: only pages whose
 * code imports react-intl (the portal's) get it, so the public pages' first view does not carry
 * react-intl's 7 KB (the first visit's JavaScript has a budget; see docs/i18n.md). Remotes add
 * their own messages on top of it and take its locale, which follows the route.
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { intlProviderProps } from '@swat/shared-contracts';
import { currentPageLanguage } from '../page-language';

export function ShellIntlProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <IntlProvider {...intlProviderProps(currentPageLanguage(pathname))}>{children}</IntlProvider>;
}
