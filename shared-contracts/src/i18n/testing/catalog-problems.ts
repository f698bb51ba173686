import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, type Language } from '../language';
import type { Catalogs } from '../catalog';

/**
 * Everything wrong with a package's catalogs, as readable lines (empty when all is well):
 * - a key missing in a language, or one that only one language has;
 * - an empty message, or one that is not valid ICU MessageFormat;
 * - English and Arabic using different argument (or rich-text tag) names;
 * - a plural without every form the language's CLDR rules have. Arabic needs zero, one, two, few,
 *   many and other ("لا مستجيبين", "مستجيب واحد", "مستجيبان", "3 مستجيبين", "11 مستجيبًا",
 *   "100 مستجيب"); an exact `=0`, `=1` or `=2` stands for zero, one or two.
 *
 * The languages' own rules come from the platform (Intl.PluralRules), the same data that picks
 * the form when a message is formatted.
 */
export function catalogProblems(catalogs: Catalogs): string[] {
  const problems: string[] = [];
  const keys = new Set(LANGUAGES.flatMap((language) => Object.keys(catalogs[language])));
  for (const key of [...keys].sort()) {
    const parsed = new Map<Language, MessageFormatElement[]>();
    for (const language of LANGUAGES) {
      const message = (catalogs[language] as Record<string, string | undefined>)[key];
      if (message === undefined) {
        problems.push(`${key}: missing in ${language}`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${key}: empty in ${language}`);
        continue;
      }
      try {
        parsed.set(language, parse(message, { requiresOtherClause: true }));
      } catch (error) {
        problems.push(`${key}: not valid ICU MessageFormat in ${language} (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    for (const [language, elements] of parsed) {
      for (const problem of pluralProblems(elements, language)) problems.push(`${key}: ${problem}`);
    }
    const [en, ar] = [parsed.get('en'), parsed.get('ar')];
    if (en && ar) {
      const [enNames, arNames] = [argumentNames(en), argumentNames(ar)];
      if (enNames.join() !== arNames.join()) problems.push(`${key}: arguments differ, en {${enNames.join(', ')}} but ar {${arNames.join(', ')}}`);
    }
  }
  return problems;
}

/** The names of a message's arguments and tags, sorted, each once. */
export function argumentNames(elements: readonly MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(elements);
  return [...names].sort();
}

/** The exact value that stands for a plural category holding a single integer. */
const EXACT_FORM: Readonly<Record<string, string>> = { zero: '=0', one: '=1', two: '=2' };

/** What a language's plural rules need that a message's plurals lack. */
export function pluralProblems(elements: readonly MessageFormatElement[], language: Language): string[] {
  const problems: string[] = [];
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type !== TYPE.plural && element.type !== TYPE.select) continue;
      if (element.type === TYPE.plural) {
        const rules = new Intl.PluralRules(language, { type: element.pluralType ?? 'cardinal' });
        const missing = rules.resolvedOptions().pluralCategories.filter((category) => !(category in element.options) && !(EXACT_FORM[category] && EXACT_FORM[category] in element.options));
        if (missing.length > 0) problems.push(`the ${language} plural of {${element.value}} lacks ${missing.join(', ')}`);
      }
      for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(elements);
  return problems;
}
