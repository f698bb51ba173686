import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { directionOf, intlProviderProps, sharedCatalogs, type Language } from '@swat/shared-contracts';
import { portalCatalogs } from './messages';

/**
 * The portal's messages in a language chosen by the person rather than by the route: the staff
 * area stays on /swatdashboard/* for everyone, and each staff member reads it in the language
 * stored on their account. Everything inside (useMessages, formatted dates) follows `language`;
 * the box is marked with the language and its direction, so a right-to-left page lays out as one.
 */
export function MessagesIn({ language, children, className }: { language: Language; children: ReactNode; className?: string }) {
  const outer = useIntl();
  const { locale, defaultLocale } = intlProviderProps(language);
  const messages = useMemo(() => ({ ...sharedCatalogs[language], ...portalCatalogs[language] }), [language]);
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages} onError={outer.onError}>
      <div lang={language} dir={directionOf(language)} className={className} data-testid="staff-language-box">
        {children}
      </div>
    </IntlProvider>
  );
}
