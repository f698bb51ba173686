import type { Language } from './language';
import { localeOf, LOCALES } from './locale';
import { sharedCatalogs } from './messages';

/**
 * What the shell's react-intl IntlProvider is given for a page in `language` (the shell, and
 * whatever renders a remote page as the shell would: tests, the build's prerender). Remotes
 * read the locale from it and add their own messages (see docs/i18n.md).
 */
export function intlProviderProps(language: Language) {
  return { locale: localeOf(language), defaultLocale: localeOf('en'), messages: sharedCatalogs[language] };
}

/** The site language of a locale the shell's provider was given. */
export const languageOfLocale = (locale: string): Language => (locale === LOCALES.ar || locale.startsWith('ar') ? 'ar' : 'en');
