import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tailwind utilities that fix a side of the screen (left/right) instead of a side of the text
 * (start/end). In Arabic, right-to-left, they put margins, borders and positions on the wrong side.
 * Matches with or without variants and the `mk:` prefix: `ml-2`, `mk:md:pr-4`, `-left-[9999px]`, `mk:text-right`.
 */
const PHYSICAL =
  /(?<![\w-])(?:[\w-]+:|\[[^\]\s]*\]:)*!?-?(?:m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|left|right|inset-[lr]|text-(?:left|right)|border-[lr]|rounded-[lr]|rounded-[tb][lr]|float-(?:left|right)|clear-(?:left|right))(?:-[\w./[\]%-]+)?(?![\w-])/g;

/** Strings in source code where a class list could be: quoted literals and template literals. */
const CLASS_STRING = /"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;

/** Physical utilities in the class strings of one source file (comments are not class lists, so they are skipped). */
export function physicalUtilities(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|(?<!:)\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of code.matchAll(CLASS_STRING)) {
    const literal = match[1] ?? match[2] ?? match[3] ?? '';
    for (const token of literal.split(/\s+/)) {
      // Only tokens shaped like utilities: a sentence that mentions "left" is not a class.
      if (!token.includes('mk:') && !/^[\w:[\]!-]+$/.test(token)) continue;
      // A bare "left" or "right" is a word, not a utility: those always carry a value (left-0).
      found.push(...(token.match(PHYSICAL) ?? []).filter((u) => !/^(?:left|right|m[lr]|p[lr])$/.test(u)));
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx|ts|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('right-to-left safe styling', () => {
  it('recognises physical utilities and lets logical ones through', () => {
    expect(physicalUtilities(`<div className="mk:ml-2 mk:md:pr-4 mk:-left-[9999px] text-right mk:border-l-4 rounded-tl-md">`)).toEqual([
      'mk:ml-2',
      'mk:md:pr-4',
      'mk:-left-[9999px]',
      'text-right',
      'mk:border-l-4',
      'rounded-tl-md',
    ]);
    expect(physicalUtilities(`const c = 'mk:ms-2 mk:pe-4 mk:-start-[9999px] mk:text-start mk:border-s-4 mk:border-line mk:inset-x-0'.length;`)).toEqual([]);
    expect(physicalUtilities(`const s = 'Leave the left margin alone, said the right person';`)).toEqual([]);
  });

  it('uses no physical left/right utility anywhere in the marketing remote', () => {
    const root = join(__dirname, '..');
    const offences = sourceFiles(root)
      // Page copy is prose, not class lists.
      .filter((file) => !relative(root, file).startsWith('content'))
      .flatMap((file) => physicalUtilities(readFileSync(file, 'utf8')).map((u) => `${relative(root, file)}: ${u}`));
    expect(offences).toEqual([]);
  });
});
