import type { Language } from '../i18n/language';
import { linkPathFor } from '../i18n/visitor-language';
import type { Translator } from '../i18n/catalog';
import type { NavigationMessageKey } from '../i18n/messages/navigation/en';
import { footerQuickLinks, footerServiceLinks, legalLinks, mainNavigation, type NavItem } from './navigation';

export type NavigationTranslator = Pick<Translator<NavigationMessageKey>, 't'>;

/** A navigation list for a page in `language`: labels from the navigation catalog ('nav.<English label>') and /ar paths on Arabic pages. */
export function localizeNavigation(items: readonly NavItem[], language: Language, translator: NavigationTranslator): readonly NavItem[] {
  if (language === 'en') return items;
  return items.map((item) => ({
    ...item,
    // Every label has a message: the catalog test walks the navigation tables.
    label: translator.t(`nav.${item.label}` as NavigationMessageKey),
    path: linkPathFor(item.path, language),
    ...(item.dropdown ? { dropdown: localizeNavigation(item.dropdown, language, translator) } : {}),
  }));
}

export interface SiteNavigation {
  main: readonly NavItem[];
  footerServices: readonly NavItem[];
  footerQuick: readonly NavItem[];
  legal: readonly NavItem[];
}

const english: SiteNavigation = { main: mainNavigation, footerServices: footerServiceLinks, footerQuick: footerQuickLinks, legal: legalLinks };

/**
 * The site's navigation on a page in `language`, its labels from `translator` (the navigation
 * catalog in that language); English pages use the tables as they are, with no translator.
 */
export function navigationIn(language: Language, translator?: NavigationTranslator): SiteNavigation {
  if (language === 'en' || !translator) return english;
  return {
    main: localizeNavigation(mainNavigation, language, translator),
    footerServices: localizeNavigation(footerServiceLinks, language, translator),
    footerQuick: localizeNavigation(footerQuickLinks, language, translator),
    legal: localizeNavigation(legalLinks, language, translator),
  };
}
