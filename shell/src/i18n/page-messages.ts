import { use } from 'react';
import { loadTranslator, navigationIn, type Language, type NavigationMessageKey, type SharedMessageKey, type SiteNavigation, type Translator } from '@swat/shared-contracts';
import type { ShellMessageKey } from './messages/en';

/**
 * The words of a page in one language: the shell's (`t`), the shared ones (`shared`: the spec's
 * toasts) and the navigation. Each language's catalogs are fetched on their own, so a first
 * visit downloads only its page's language (the first view's JavaScript has a budget: see
 * docs/i18n.md); the ICU formatter comes with them only if a message needs it.
 */
export interface PageMessages {
  language: Language;
  t: Translator<ShellMessageKey>['t'];
  shared: Translator<SharedMessageKey>['t'];
  navigation: SiteNavigation;
}

interface LanguageCatalogs {
  shell: () => Promise<Record<ShellMessageKey, string>>;
  shared: () => Promise<Record<SharedMessageKey, string>>;
  /** The navigation's labels; English pages show the navigation tables as they are. */
  navigation?: () => Promise<Record<NavigationMessageKey, string>>;
}

const catalogs: Record<Language, LanguageCatalogs> = {
  en: { shell: () => import('./messages/en').then((m) => m.en), shared: () => import('@swat/shared-contracts/i18n/catalogs/en').then((m) => m.en) },
  ar: {
    shell: () => import('./messages/ar').then((m) => m.ar),
    shared: () => import('@swat/shared-contracts/i18n/catalogs/ar').then((m) => m.ar),
    navigation: () => import('@swat/shared-contracts/i18n/catalogs/navigation/ar').then((m) => m.ar),
  },
};

const loading = new Map<Language, Promise<PageMessages>>();
const ready = new Map<Language, PageMessages>();

/** Fetches a language's words once; later calls get the same promise. */
export function loadPageMessages(language: Language): Promise<PageMessages> {
  let pending = loading.get(language);
  if (!pending) {
    const { shell, shared, navigation } = catalogs[language];
    pending = Promise.all([loadTranslator(language, shell), loadTranslator(language, shared), navigation ? loadTranslator(language, navigation) : undefined]).then(([shellWords, sharedWords, navigationWords]) => {
      const messages: PageMessages = { language, t: shellWords.t, shared: sharedWords.t, navigation: navigationIn(language, navigationWords) };
      ready.set(language, messages);
      return messages;
    });
    // A failed fetch (a deploy replaced the files, the network dropped) is tried again next time.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * A language's words for code outside React's rendering (toasts, error boundaries). The page's
 * own language is loaded before the first render; while another is still on its way (a toast in
 * the middle of a switch of language), the words of the language already loaded stand in.
 */
export function pageMessages(language: Language): PageMessages {
  const messages = ready.get(language) ?? [...ready.values()][0];
  if (!messages) throw new Error('No page messages loaded yet: main.tsx loads the page language before rendering');
  if (!ready.has(language)) void loadPageMessages(language);
  return messages;
}

/** A language's words in a component: suspends (a navigation keeps the old page) until they are here. */
export function usePageMessages(language: Language): PageMessages {
  return ready.get(language) ?? use(loadPageMessages(language));
}
