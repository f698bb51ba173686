import { loadTranslator, type Translator } from '@swat/shared-contracts';
import { marketingCatalogs, type MarketingMessageKey } from './messages/index';
import { useLang } from './lang';

/*
 * Both languages' translators, made before any page renders. Public pages must stay light (the
 * first visit's JavaScript has a budget, see docs/i18n.md): in a build every message here only
 * fills in values, so no ICU formatter is fetched for them. A plural or a number format added
 * here would fetch it (2.6 KB gz) on every marketing page: say it in the page's copy instead, or
 * put it in a catalog of the one page that needs it (as the contact form's, messages/contact).
 */
const translators: Record<'en' | 'ar', Translator<MarketingMessageKey>> = {
  en: await loadTranslator('en', async () => marketingCatalogs.en),
  ar: await loadTranslator('ar', async () => marketingCatalogs.ar),
};

/** The marketing pages' words in the language of the route on screen: `const { t } = useMessages()`. */
export function useMessages(): Translator<MarketingMessageKey> {
  return translators[useLang()];
}
