import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Language } from './language';
import { localeOf } from './locale';

/**
 * A package's messages in one language: ICU MessageFormat text by key.
 *
 * Each package keeps its catalogs as data in `src/i18n/messages/en.ts` and `ar.ts`; the English
 * file defines the keys, the Arabic one is typed against them (`satisfies Catalog<Key>`), so a
 * missing or extra key does not compile. In a browser build the build step (build/i18n.ts)
 * replaces each text by its parsed form, so no ICU parser is downloaded; the type still says
 * string, which is what the source holds and what Node and the tests use.
 */
export type Catalog<K extends string = string> = Readonly<Record<K, string>>;

/** The same catalog in every language. */
export type Catalogs<K extends string = string> = Readonly<Record<Language, Catalog<K>>>;

/** Values for a message's arguments: `{count, plural, …}` takes a number, `{name}` a string. */
export type MessageValues = Readonly<Record<string, PrimitiveType | ((chunks: string[]) => string)>>;

/**
 * Formats one package's messages in one language, outside React (the bff's mails and assistant,
 * and the public pages' first view, which must not wait for react-intl: see docs/i18n.md).
 */
export interface Translator<K extends string> {
  readonly language: Language;
  readonly locale: string;
  /** The message `key`, its arguments filled in and its plural forms chosen by CLDR's rules. */
  t(key: K, values?: MessageValues): string;
}

/**
 * A translator over `catalog`, parsing (or, in a build, reading the pre-parsed form of) each
 * message once, on first use.
 */
export function createTranslator<K extends string>(language: Language, catalog: Catalog<K>): Translator<K> {
  const locale = localeOf(language);
  const formats = new Map<K, IntlMessageFormat>();
  const formatOf = (key: K) => {
    let format = formats.get(key);
    if (!format) {
      // The build's pre-parsed form is an AST array; IntlMessageFormat takes either.
      format = new IntlMessageFormat(catalog[key], locale);
      formats.set(key, format);
    }
    return format;
  };
  return {
    language,
    locale,
    t: (key, values) => String(formatOf(key).format(values)),
  };
}

/** One translator per language over a package's catalogs, made on first use. */
export function translators<K extends string>(catalogs: Catalogs<K>): (language: Language) => Translator<K> {
  const made = new Map<Language, Translator<K>>();
  return (language) => {
    let translator = made.get(language);
    if (!translator) {
      translator = createTranslator(language, catalogs[language]);
      made.set(language, translator);
    }
    return translator;
  };
}
