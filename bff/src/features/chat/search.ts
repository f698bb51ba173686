import { create, insertMultiple, search, type Results, type Tokenizer } from '@orama/orama';
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import { stemmer as arabicStemmer } from '@orama/stemmers/arabic';
import { stopwords as arabicStopwords } from '@orama/stopwords/arabic';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { normalise, type Lang } from './text';

/**
 * Step 2 of the assistant: one Orama index per language over everything it may answer from.
 * `qa`: a page's question and its copywriter's answer; `passage`: a few sentences of a page under
 * their heading; `example`: a visitor question from eval/training.tsv, pointing at a page;
 * `request`: a phrasing of a request with a set reply (a person, the client portal…), from requests.json.
 */
export type DocKind = 'qa' | 'passage' | 'example' | 'request';

export interface Doc {
  kind: DocKind;
  /** English path of the page the document belongs to; for a request, the request's id. */
  page: string;
  question: string;
  answer: string;
  heading: string;
  text: string;
}

export type Field = 'question' | 'example' | 'answer' | 'heading' | 'text';
export const FIELDS: readonly Field[] = ['question', 'example', 'answer', 'heading', 'text'];

export interface SearchSettings {
  /** How much a term found in each field counts (question > answer > heading > passage text). */
  boost: Record<Field, number>;
  /** Words this long or longer that the index does not know are looked up with one typo allowed… */
  typoMinLength: number;
  /** …and from this length with two. */
  twoTyposMinLength: number;
  /** Orama's BM25 parameters. */
  bm25: { k: number; b: number; d: number };
}

export interface Found {
  hits: Hit[];
  /** Share of the question's words the site knows (a typo that found a word counts), 0..1. */
  known: number;
}

export interface Hit {
  doc: Doc;
  score: number;
  /** Share of the question's distinct search terms that this document holds, 0..1. */
  match: number;
}

/**
 * Orama's own English and Arabic stemmers and stop words, after our normalisation (text.ts), so a
 * question and a page spell every word the same way.
 */
function tokenizerFor(lang: Lang, vocabulary: Set<string>, recording: { on: boolean }): Tokenizer {
  const base =
    lang === 'ar'
      ? oramaTokenizer.createTokenizer({ language: 'arabic', stemming: true, stemmer: arabicStemmer, stopWords: arabicStopwords.map(normalise) })
      : oramaTokenizer.createTokenizer({ language: 'english', stemming: true, stopWords: englishStopwords });
  return {
    language: base.language,
    normalizationCache: base.normalizationCache,
    tokenize: (raw, language, prop, withCache) => {
      // Each term ends with a mark, so Orama's search-as-you-type prefixes ("data" finding "database")
      // find only the word itself, while its typo tolerance still measures edits as usual.
      const tokens = base.tokenize(normalise(raw), language, prop, withCache).map((t) => `${t}${END}`);
      if (recording.on) for (const t of tokens) vocabulary.add(t);
      return tokens;
    },
  };
}

const END = '$';
const schema = { question: 'string', example: 'string', answer: 'string', heading: 'string', text: 'string' } as const;

export class SearchIndex {
  readonly size: number;
  private readonly vocabulary = new Set<string>();
  private readonly tokenizer: Tokenizer;
  private readonly db;
  private readonly termsOfDoc = new Map<number, Set<string>>();

  constructor(
    readonly lang: Lang,
    private readonly docs: readonly Doc[],
    private readonly settings: SearchSettings,
  ) {
    const recording = { on: true };
    this.tokenizer = tokenizerFor(lang, this.vocabulary, recording);
    this.db = create({ schema, components: { tokenizer: this.tokenizer } });
    const rows = docs.map((d, i) => ({ id: String(i), question: d.kind === 'example' ? '' : d.question, example: d.kind === 'example' ? d.question : '', answer: d.answer, heading: d.heading, text: d.text }));
    const inserted = insertMultiple(this.db, rows);
    if (inserted instanceof Promise) throw new Error('the search index must build synchronously');
    recording.on = false;
    this.size = docs.length;
  }

  /** A text's search terms: normalised, stop words dropped, stemmed. */
  terms(text: string): string[] {
    return this.tokenizer.tokenize(text, this.tokenizer.language);
  }

  /**
   * Documents best first. Words the index knows are matched exactly; a word it does not know is
   * taken for a typo and matched within one or two edits (Orama's tolerance), so "questionaire"
   * still finds "questionnaire" while a known word never drifts to a neighbour.
   */
  search(question: string, limit: number): Found {
    const words = normalise(question).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const known: string[] = [];
    const typos: string[] = [];
    for (const word of words) {
      const [term] = this.terms(word);
      if (term === undefined) continue;
      if (this.vocabulary.has(term)) known.push(word);
      else if (word.length >= this.settings.typoMinLength) typos.push(word);
    }
    const scores = new Map<number, number>();
    const run = (term: string, tolerance: number) => {
      if (term === '') return 0;
      const results = search(this.db, { term, properties: [...FIELDS], boost: { ...this.settings.boost }, tolerance, threshold: 1, relevance: this.settings.bm25, limit: 500 });
      if (results instanceof Promise) throw new Error('the search index must answer synchronously');
      for (const hit of (results as Results<{ id: string }>).hits) scores.set(Number(hit.id), (scores.get(Number(hit.id)) ?? 0) + hit.score);
      return results.count;
    };
    run(known.join(' '), 0);
    const corrected = typos.filter((word) => run(word, word.length >= this.settings.twoTyposMinLength ? 2 : 1) > 0);
    const asked = new Set([...known, ...typos].flatMap((w) => this.terms(w)));
    const unknown = words.filter((w) => this.terms(w).length > 0).length - known.length - corrected.length;
    const hits = [...scores.entries()]
      .map(([i, score]) => {
        const match = this.matchOf(i, asked);
        // A document that holds more of the question beats one that holds a rare word of it many times.
        return { doc: this.docs[i]!, score: score * match, match };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
    const total = known.length + corrected.length + unknown;
    return { hits, known: total === 0 ? 0 : (known.length + corrected.length) / total };
  }

  /** How much of the question a document holds (a misspelt word counts as missing). */
  private matchOf(i: number, asked: ReadonlySet<string>): number {
    if (asked.size === 0) return 0;
    let own = this.termsOfDoc.get(i);
    if (!own) {
      const d = this.docs[i]!;
      own = new Set(this.terms(`${d.question} ${d.answer} ${d.heading} ${d.text}`));
      this.termsOfDoc.set(i, own);
    }
    let found = 0;
    for (const t of asked) if (own.has(t)) found++;
    return found / asked.size;
  }
}
