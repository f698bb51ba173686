import { create, insertMultiple, search, type Results, type Tokenizer } from '@orama/orama';
import { sentences, tokens, type Lang } from './text';

/** One retrievable passage: a block of a page, under the route that shows it, in one language. */
export interface Passage {
  path: string;
  lang: Lang;
  /** The page's short name, for "see /path (name)". */
  pageName: string;
  heading: string;
  /** The FAQ questions the passage answers, when it holds any: they say what it is about. */
  faq: string;
  text: string;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's distinct tokens that this passage contains, 0..1. */
  coverage: number;
}

/** Title and heading words say what a passage is about more than words in passing. */
export const FIELD_BOOSTS = { title: 3, heading: 2, faq: 2, text: 1 } as const;

/**
 * Orama does the indexing and BM25 scoring; our own tokenizer feeds it, so synonyms, Arabic
 * letter forms and stems are the same for pages and questions (Orama ships no Arabic stemmer).
 */
export const siteTokenizer: Tokenizer = {
  language: 'english',
  normalizationCache: new Map(),
  tokenize: (raw: string) => tokens(raw),
};

const schema = { title: 'string', heading: 'string', faq: 'string', text: 'string' } as const;

function createDb() {
  return create({ schema, components: { tokenizer: siteTokenizer } });
}

function questionsIn(text: string): string {
  return sentences(text)
    .filter((s) => s.endsWith('?') || s.endsWith('؟'))
    .join(' ');
}

export const passage = (fields: Omit<Passage, 'faq'>): Passage => ({ ...fields, faq: questionsIn(fields.text) });

/** A passage's sentences, each with its terms, as the sentence finders read them. */
const sentencesWithTerms = (text: string) => sentences(text).map((sentence) => ({ text: sentence, terms: new Set(tokens(sentence)) }));

/** How much of the question a sentence holds: how many of its terms, with fragments under 60 characters weighed down. */
function sentenceScore(sentence: { text: string; terms: ReadonlySet<string> }, terms: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of terms) if (sentence.terms.has(t)) shared += 1;
  return shared * Math.min(1, sentence.text.length / 60);
}

export class RetrievalIndex {
  private readonly db = createDb();
  private readonly passages: Passage[];
  private readonly termsOf: Set<string>[];
  /** Each passage's sentences with their tokens, made once: tokenizing at question time cost milliseconds per answer. */
  private readonly sentencesOf = new Map<Passage, { text: string; terms: Set<string> }[]>();
  private readonly vocabulary = new Set<string>();
  /** Every token of each page (by the passage's own path), to tell how much of a question a page speaks to as a whole. */
  private readonly termsOfPath = new Map<string, Set<string>>();
  /** Each page's passages in reading order, so finding a page's best sentence does not scan them all. */
  private readonly passagesOfPath = new Map<string, Passage[]>();

  constructor(passages: readonly Passage[]) {
    this.passages = [...passages];
    this.termsOf = this.passages.map((p) => new Set([...tokens(p.pageName), ...tokens(p.heading), ...tokens(p.text)]));
    for (const terms of this.termsOf) for (const t of terms) this.vocabulary.add(t);
    this.passages.forEach((p, i) => {
      const own = this.termsOf[i]!;
      const page = this.termsOfPath.get(p.path) ?? new Set<string>();
      for (const t of own) page.add(t);
      this.termsOfPath.set(p.path, page);
      const ofPage = this.passagesOfPath.get(p.path) ?? [];
      ofPage.push(p);
      this.passagesOfPath.set(p.path, ofPage);
    });
    for (const p of this.passages) this.sentencesOf.set(p, sentencesWithTerms(p.text));
    const docs = this.passages.map((p, i) => ({ id: String(i), title: p.pageName, heading: p.heading, faq: p.faq, text: p.text }));
    const inserted = insertMultiple(this.db, docs);
    if (inserted instanceof Promise) throw new Error('the search index must build synchronously');
  }

  get size() {
    return this.passages.length;
  }

  knows(term: string) {
    return this.vocabulary.has(term);
  }

  /** Share of `terms` found anywhere on the pages at these paths (a page and its translation), 0..1. */
  pageCoverage(paths: readonly string[], terms: readonly string[]): number {
    if (terms.length === 0) return 0;
    const sets = paths.map((p) => this.termsOfPath.get(p)).filter((s): s is Set<string> => s !== undefined);
    return terms.filter((t) => sets.some((s) => s.has(t))).length / terms.length;
  }

  /** Passages best first; `coverage` tells how much of the question each one speaks to. */
  search(question: string, limit = 12): Hit[] {
    const terms = [...new Set(tokens(question))];
    if (terms.length === 0) return [];
    const results = search(this.db, { term: question, properties: ['title', 'heading', 'faq', 'text'], boost: { ...FIELD_BOOSTS }, limit });
    if (results instanceof Promise) throw new Error('the search index must answer synchronously');
    return (results as Results<{ id: string }>).hits.map((hit) => {
      const index = Number(hit.id);
      const own = this.termsOf[index]!;
      return { passage: this.passages[index]!, score: hit.score, coverage: terms.filter((t) => own.has(t)).length / terms.length };
    });
  }

  /**
   * The sentence of a page (any of its passages, `prefer` first on a tie) that shares the most of the
   * question's terms: "since when are you around?" is answered by the story's "founded in 2007",
   * not by the summary the passage search put first. `skip` leaves out sentences already said.
   */
  bestSentenceOnPage(path: string, question: string, prefer: Passage | null, skip: (sentence: string) => boolean, known = ''): string | undefined {
    // Terms the answer already covers (`known`, its opening) say nothing new when a sentence repeats them.
    const covered = new Set(tokens(known));
    const terms = new Set(tokens(question).filter((t) => !covered.has(t)));
    const own = this.passagesOfPath.get(path) ?? [];
    const ordered = prefer && own.includes(prefer) ? [prefer, ...own.filter((p) => p !== prefer)] : own;
    let best: { text: string; score: number } | undefined;
    for (const passage of ordered) {
      for (const sentence of this.sentencesOf.get(passage) ?? []) {
        if (/[?؟]$/.test(sentence.text) || skip(sentence.text)) continue;
        const score = sentenceScore(sentence, terms);
        if (score > 0 && (!best || score > best.score)) best = { text: sentence.text, score };
      }
    }
    return best?.text;
  }

  /**
   * The sentences of a passage that share the most words with the question, in reading order.
   * A matching FAQ question brings its answer instead of itself.
   */
  bestSentences(target: Passage, question: string, count: number): string[] {
    const terms = new Set(tokens(question));
    const all = this.sentencesOf.get(target) ?? sentencesWithTerms(target.text);
    const scored = all
      .map((s, i) => ({ i, score: sentenceScore(s, terms) }))
      .filter((s) => s.score > 0);
    scored.sort((a, b) => b.score - a.score || a.i - b.i);
    const chosen = new Set<number>();
    for (const { i } of scored) {
      if (chosen.size >= count) break;
      const isQuestion = /[?؟]$/.test(all[i]!.text);
      if (isQuestion && i + 1 < all.length) chosen.add(i + 1);
      else if (!isQuestion) chosen.add(i);
    }
    return [...chosen].sort((a, b) => a - b).map((i) => all[i]!.text);
  }
}
