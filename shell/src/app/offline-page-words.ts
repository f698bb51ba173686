import { directionOf, sharedCatalogs, type Language, type TextDirection } from '@swat/shared-contracts';
import { shellCatalogs } from '../i18n/messages';

export interface OfflinePageWords {
  dir: TextDirection;
  title: string;
  heading: string;
  description: string;
  notSaved: string;
  retry: string;
  footer: string;
}

/**
 * The words of the service worker's offline page in each language, from the catalogs: the build
 * stamps them into public/sw.js (vite.config.ts), which is plain JavaScript and has no catalogs of
 * its own. The heading and notice are the offline toast's.
 */
export function offlinePageWords(): Record<Language, OfflinePageWords> {
  const words = (language: Language): OfflinePageWords => {
    const shell = shellCatalogs[language];
    const shared = sharedCatalogs[language];
    return {
      dir: directionOf(language),
      title: `${shell['offlinePage.title']} | SWAT Research`,
      heading: shared['offline.title'],
      description: shared['offline.description'],
      notSaved: shell['offlinePage.notSaved'],
      retry: shell['offlinePage.retry'],
      footer: shell['offlinePage.footer'],
    };
  };
  return { en: words('en'), ar: words('ar') };
}
