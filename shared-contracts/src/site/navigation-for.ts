import type { Language } from '../i18n/language';
import { sharedMessages } from '../i18n/messages';
import { navigationIn, type SiteNavigation } from './localized-navigation';

const made = new Map<Language, SiteNavigation>();

/** The site's navigation in `language`, with both languages' labels at hand (the bff, the build, tests). */
export function navigationFor(language: Language): SiteNavigation {
  let navigation = made.get(language);
  if (!navigation) {
    navigation = navigationIn(language, sharedMessages(language));
    made.set(language, navigation);
  }
  return navigation;
}
