import type { Language } from '../i18n/language';
import { navigationMessages } from '../i18n/messages/navigation';
import { navigationIn, type SiteNavigation } from './localized-navigation';

const made = new Map<Language, SiteNavigation>();

/** The site's navigation in `language`, with both languages' labels at hand (the bff, the build, tests). */
export function navigationFor(language: Language): SiteNavigation {
  let navigation = made.get(language);
  if (!navigation) {
    navigation = navigationIn(language, navigationMessages(language));
    made.set(language, navigation);
  }
  return navigation;
}
