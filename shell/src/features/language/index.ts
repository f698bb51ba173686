/** The language feature as the rest of the shell sees it; its other modules are its own. */
export { useDocumentLanguage, useLanguage } from './use-language';
export { LanguageSwitcher } from './LanguageSwitcher';
export { browserLanguages, shouldOfferArabic } from './arabic-offer-rule';

/** The offer of the Arabic site: its code is fetched only when it is shown. */
export const loadArabicOffer = () => import('./ArabicOffer');
