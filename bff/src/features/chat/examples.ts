import { readFileSync } from 'node:fs';
import { create, insertMultiple, search, type Results } from '@orama/orama';
import { siteTokenizer } from './retrieval';
import type { Lang } from './text';

/**
 * Questions visitors have asked, each with the page a good receptionist sends them to (the
 * evaluation set, eval/questions.tsv). The lexicon says what words mean; the examples say where
 * questions worded like this one belong, which catches phrasings no phrase list foresaw.
 */
export interface Example {
  /** The set it came from (an evaluation split): left out when that set is measured as never seen. */
  group: string;
  lang: Lang;
  /** English path of the page. */
  path: string;
  question: string;
}

export interface ExampleVote {
  path: string;
  /** The page's share of the nearest examples' summed BM25 scores, 0..1. */
  share: number;
}

/** How many of the nearest examples vote. */
const NEIGHBOURS = 8;

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

const schema = { question: 'string', group: 'enum' } as const;

export class ExampleIndex {
  private readonly db = create({ schema, components: { tokenizer: siteTokenizer } });
  private readonly examples: readonly Example[];

  constructor(examples: readonly Example[]) {
    this.examples = examples;
    const inserted = insertMultiple(this.db, examples.map((e, i) => ({ id: String(i), question: e.question, group: e.group })));
    if (inserted instanceof Promise) throw new Error('the examples index must build synchronously');
  }

  get size() {
    return this.examples.length;
  }

  /** Pages the nearest examples were sent to, best first; `without` leaves one group out. */
  vote(question: string, without?: string): ExampleVote[] {
    const results = search(this.db, {
      term: question,
      properties: ['question'],
      limit: NEIGHBOURS,
      ...(without ? { where: { group: { nin: [without] } } } : {}),
    });
    if (results instanceof Promise) throw new Error('the examples index must answer synchronously');
    const votes = new Map<string, number>();
    let total = 0;
    for (const hit of (results as Results<{ id: string }>).hits) {
      const path = this.examples[Number(hit.id)]!.path;
      votes.set(path, (votes.get(path) ?? 0) + hit.score);
      total += hit.score;
    }
    if (total <= 0) return [];
    return [...votes].map(([path, score]) => ({ path, share: score / total })).sort((a, b) => b.share - a.share || a.path.localeCompare(b.path));
  }
}

let shared: ExampleIndex | null = null;

/** One index for the process: the examples do not change with the site's content. */
export function sharedExamples(): ExampleIndex {
  shared ??= new ExampleIndex(readExamples());
  return shared;
}
