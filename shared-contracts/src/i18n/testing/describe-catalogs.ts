import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator, type Catalogs } from '../catalog';
import { LANGUAGES } from '../language';
import { parse } from '@formatjs/icu-messageformat-parser';
import { argumentNames, catalogProblems } from './catalog-problems';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * The tests every package runs on its catalogs (one call in its `messages.test.ts`): both
 * languages have every key, every message parses and formats, English and Arabic take the same
 * arguments, Arabic plurals have all six forms, and Arabic messages are written in Arabic
 * (`latinInArabic` lists the keys that are a name or a code in both languages).
 */
export function describeCatalogs(name: string, catalogs: Catalogs, options: { latinInArabic?: readonly string[] } = {}): void {
  describe(`${name} messages`, () => {
    it('have every key in both languages, valid ICU, the same arguments and every plural form', () => {
      expect(catalogProblems(catalogs)).toEqual([]);
    });

    it('are Arabic in Arabic', () => {
      const latin = new Set(options.latinInArabic ?? []);
      const notArabic = Object.entries(catalogs.ar).filter(([key, text]) => !latin.has(key) && !ARABIC_LETTER.test(text)).map(([key]) => key);
      expect(notArabic).toEqual([]);
    });

    it('format in both languages with sample values', () => {
      for (const language of LANGUAGES) {
        const translator = createTranslator(language, catalogs[language], IntlMessageFormat);
        for (const key of Object.keys(catalogs[language])) {
          // A number fills text, number, plural and select arguments alike; a tag takes a function.
          const names = argumentNames(parse((catalogs[language] as Record<string, string>)[key] ?? ''));
          const sample = Object.fromEntries(names.map((n) => (n.startsWith('<') ? [n.slice(1, -1), (chunks: unknown[]) => chunks.join('')] : [n, 3])));
          expect(() => translator.t(key, sample), `${language} ${key}`).not.toThrow();
        }
      }
    });
  });
}
