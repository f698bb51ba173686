import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, linkPathFor, siteConfig } from '@swat/shared-contracts';
import { loadTranslator } from '@swat/shared-contracts';
import { useMemo } from 'react';
import { useLang } from '../../i18n/lang';
import { contactCatalogs, type ContactMessageKey } from '../../i18n/messages/contact/index';

type ErrorKey = Extract<ContactMessageKey, `contact.error.${string}`>;
type FallbackKey = Extract<ContactMessageKey, `contact.fieldFallback.${string}`>;

const isErrorKey = (key: string): key is ErrorKey => key.startsWith('contact.error.');
const isFallbackKey = (key: string): key is FallbackKey => key in contactCatalogs.en && key.startsWith('contact.fieldFallback.');

// Both languages, before the contact page renders (see i18n/messages.ts): only this page loads them.
const translators = {
  en: await loadTranslator('en', async () => contactCatalogs.en),
  ar: await loadTranslator('ar', async () => contactCatalogs.ar),
};
/** The values the schema's messages are written with. */
const LIMITS = { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX };

/** The contact form's words in the route's language, and what it needs around them. */
export function useContactWords() {
  const language = useLang();
  const { t } = translators[language];
  const english = translators.en;
  return useMemo(() => {
    // The schema's English message, as the catalog holds it, to its key.
    const errorKeys = new Map<string, ErrorKey>();
    for (const key of Object.keys(contactCatalogs.en)) if (isErrorKey(key)) errorKeys.set(english.t(key, LIMITS), key);
    return {
      t,
      language,
      /** The page's own privacy policy, in its language. */
      privacyPath: linkPathFor('/privacy-policy', language),
      contact: { phone: siteConfig.phone.display, email: siteConfig.emails.general },
      /**
       * A validation message (the schema's English, from the browser or the server) in this
       * language: English pages show it as the spec words it; others look it up, and for a
       * message they do not know still say which field needs another look.
       */
      fieldError(field: string, message: string): string {
        if (language === 'en') return message;
        const key = errorKeys.get(message);
        if (key) return t(key, LIMITS);
        const fallback = `contact.fieldFallback.${field}`;
        return t(isFallbackKey(fallback) ? fallback : 'contact.fieldFallback.other');
      },
    };
  }, [english, language, t]);
}
