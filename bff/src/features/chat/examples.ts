import { readFileSync } from 'node:fs';
import { PageClassifier } from './page-classifier';
import type { Lang } from './text';

/**
 * Questions visitors have asked, each with the page a good receptionist sends them to (the
 * evaluation set, eval/questions.tsv). The lexicon says what words mean; the examples, through the
 * page classifier trained on them, say where questions worded like this one belong, which catches
 * phrasings no phrase list foresaw.
 */
export interface Example {
  /** The set it came from (an evaluation split): left out when that set is measured as never seen. */
  group: string;
  lang: Lang;
  /** English path of the page. */
  path: string;
  question: string;
}

export const EXAMPLES_FILE = new URL('./eval/questions.tsv', import.meta.url);

/** Lines `group<TAB>en|ar<TAB>/path<TAB>question`; `#` starts a comment line. */
export function readExamples(file: URL = EXAMPLES_FILE): Example[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => line.trim() !== '' && !line.startsWith('#'))
    .map(({ line, number }) => {
      const [group, lang, path, question] = line.split('\t');
      if (!group || (lang !== 'en' && lang !== 'ar') || !path?.startsWith('/') || !question) {
        throw new Error(`${file.pathname} line ${number} is not "group<TAB>en|ar<TAB>/path<TAB>question"`);
      }
      return { group, lang, path, question };
    });
}

let shared: PageClassifier | null = null;

/** One classifier for the process: the examples do not change with the site's content. */
export function sharedExamples(): PageClassifier {
  shared ??= new PageClassifier(readExamples());
  return shared;
}
