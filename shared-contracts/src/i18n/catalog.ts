import type { PrimitiveType } from 'intl-messageformat';
import type { Language } from './language';
import { localeOf } from './locale';

/**
 * A package's messages in one language: ICU MessageFormat text by key.
 *
 * Each package keeps its catalogs as data in `src/i18n/messages/en.ts` and `ar.ts`; the English
 * file defines the keys, the Arabic one is typed against them (`satisfies Catalog<Key>`), so a
 * missing or extra key does not compile. In a browser build the build step (build/i18n.ts)
 * replaces each text by its parsed form (FormatJS's AST), so no ICU parser is downloaded; the
 * type still says string, which is what the source holds and what Node and the tests use.
 */
export type Catalog<K extends string = string> = Readonly<Record<K, string>>;

/** The same catalog in every language. */
export type Catalogs<K extends string = string> = Readonly<Record<Language, Catalog<K>>>;

/** Values for a message's arguments: `{count, plural, …}` takes a number, `{name}` a string, a tag a function. */
export type MessageValues = Readonly<Record<string, PrimitiveType | ((chunks: string[]) => string)>>;

/**
 * FormatJS's formatter, IntlMessageFormat, or anything built the same way. It is passed in rather
 * than imported here, so a page whose messages only fill in values never downloads it (see
 * `needsFormatter`); Node, the tests and the portal pass it always.
 */
export type MessageFormatter = new (message: string | never[], locales: string) => { format(values?: Record<string, unknown>): unknown };

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

// FormatJS's element types for plain text and a plain {argument}.
const LITERAL = 0;
const ARGUMENT = 1;
interface Element {
  type: number;
  value: string;
}

/**
 * A built message that only fills in values: text and `{name}` arguments, parsed already. Such
 * a message is joined here; plurals, selects, numbers, dates and tags go to the formatter.
 */
function isInterpolation(message: unknown): message is Element[] {
  return Array.isArray(message) && message.every((element: Element) => element.type === LITERAL || element.type === ARGUMENT);
}

/** Whether formatting `catalog` takes the ICU formatter (source text, or a built plural, select, number…). */
export const needsFormatter = (catalog: Catalog): boolean => Object.values(catalog).some((message) => !isInterpolation(message));

export function createTranslator<K extends string>(language: Language, catalog: Catalog<K>, Formatter?: MessageFormatter): Translator<K> {
  const locale = localeOf(language);
  const formats = new Map<K, InstanceType<MessageFormatter>>();
  const format = (key: K, values: MessageValues | undefined) => {
    if (!Formatter) throw new Error(`The message ${key} needs the ICU formatter, which was not loaded with its catalog`);
    let formatter = formats.get(key);
    if (!formatter) {
      formatter = new Formatter(catalog[key] as string | never[], locale);
      formats.set(key, formatter);
    }
    return String(formatter.format(values));
  };
  return {
    language,
    locale,
    t: (key, values) => {
      const message: unknown = catalog[key];
      if (!isInterpolation(message)) return format(key, values);
      // As IntlMessageFormat does for a plain argument: the value as text, an error when it is missing.
      return message
        .map((element) => {
          if (element.type === LITERAL) return element.value;
          const value = values?.[element.value];
          if (value === undefined) throw new Error(`The message ${key} needs a value for {${element.value}}`);
          return String(value);
        })
        .join('');
    },
  };
}

/** One translator per language over a package's catalogs, made on first use. */
export function translators<K extends string>(catalogs: Catalogs<K>, Formatter: MessageFormatter): (language: Language) => Translator<K> {
  const made = new Map<Language, Translator<K>>();
  return (language) => {
    let translator = made.get(language);
    if (!translator) {
      translator = createTranslator(language, catalogs[language], Formatter);
      made.set(language, translator);
    }
    return translator;
  };
}

/**
 * A translator whose catalog and, only when its messages need it, the ICU formatter are fetched
 * on demand: a browser page loads the words of its own language and nothing it does not use.
 */
export async function loadTranslator<K extends string>(language: Language, load: () => Promise<Catalog<K>>): Promise<Translator<K>> {
  const catalog = await load();
  // Written as import().then(): the build can then drop Vite's empty preload wrapper (build/empty-preloads.ts).
  const Formatter = needsFormatter(catalog) ? await import('intl-messageformat').then((module) => module.IntlMessageFormat) : undefined;
  return createTranslator(language, catalog, Formatter);
}
