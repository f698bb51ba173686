import type { Language } from '../i18n/language';
import { linkPathFor } from '../i18n/visitor-language';
import { en as sharedEnglish } from '../i18n/messages/en';
import { sharedMessages, type SharedMessageKey } from '../i18n/messages';
import { footerQuickLinks, footerServiceLinks, legalLinks, mainNavigation, type NavItem } from './navigation';

const isMessageKey = (key: string): key is SharedMessageKey => key in sharedEnglish;

/** A navigation item's label in `language`: the catalog's 'nav.<English label>' message. */
export function navLabel(label: string, language: Language): string {
  const key = `nav.${label}`;
  // A label without a message stays English; the catalog test lists every label, so none does.
  return isMessageKey(key) ? sharedMessages(language).t(key) : label;
}

/** A navigation list for a page in `language`: Arabic labels and /ar paths on Arabic pages. */
export function localizeNavigation(items: readonly NavItem[], language: Language): readonly NavItem[] {
  if (language === 'en') return items;
  return items.map((item) => ({
    ...item,
    label: navLabel(item.label, language),
    path: linkPathFor(item.path, language),
    ...(item.dropdown ? { dropdown: localizeNavigation(item.dropdown, language) } : {}),
  }));
}

export interface SiteNavigation {
  main: readonly NavItem[];
  footerServices: readonly NavItem[];
  footerQuick: readonly NavItem[];
  legal: readonly NavItem[];
}

const english: SiteNavigation = { main: mainNavigation, footerServices: footerServiceLinks, footerQuick: footerQuickLinks, legal: legalLinks };
let arabic: SiteNavigation | undefined;

/** The site's navigation on a page in `language` (the Arabic one is made on first use). */
export function navigationFor(language: Language): SiteNavigation {
  if (language === 'en') return english;
  arabic ??= {
    main: localizeNavigation(mainNavigation, 'ar'),
    footerServices: localizeNavigation(footerServiceLinks, 'ar'),
    footerQuick: localizeNavigation(footerQuickLinks, 'ar'),
    legal: localizeNavigation(legalLinks, 'ar'),
  };
  return arabic;
}
