import { create, insert, search, type Results, type Tokenizer } from '@orama/orama';
import { stemmer as arabicStemmer } from '@orama/stemmers/arabic';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stopwords as arabicStopwords } from '@orama/stopwords/arabic';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { normalise, type Lang } from './text';

/**
 * Step 2 of the assistant: one Orama index per language over everything it may answer from.
 * `qa`: a page's question and its copywriter's answer; `passage`: a few sentences of a page under
 * their heading; `example`: the visitor questions of eval/training.tsv that point at one page, as one
 * document; `request`: a phrasing of a request with a set reply (a person, the client portal, out of
 * scope…), from assistant.json or from the training questions labelled with that request.
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
  /** A term in at least this share of the site's documents ("research", "data") says nothing about what is asked. */
  genericShare: number;
}

/** Words the stop-word lists would drop but a question needs, and dialect spellings of standard words (assistant.json). */
export interface WordSettings {
  questionWords: Record<Lang, string[]>;
  sameAs: Record<Lang, Record<string, string>>;
}

export interface Found {
  hits: Hit[];
  /**
   * Share of the question's specific terms that the site's copy or its visitors' phrasings hold, a
   * typo that found a word counting as held, 0..1. A term is generic, and not counted, when at least
   * `genericShare` of the site's documents, or of the pages' phrasings, hold it. A question the site
   * cannot answer asks about things its pages and visitors never mention.
   */
  known: number;
  /** The question's search terms, each with its weight (rarer terms weigh more; a term the site lacks weighs most). */
  asked: ReadonlyMap<string, number>;
}

export interface Hit {
  doc: Doc;
  score: number;
  /** Weighted share of the question's search terms that this document holds, 0..1. */
  match: number;
}

/**
 * Orama's own English and Arabic stemmers and stop words, after our normalisation (text.ts), so a
 * question and a page spell every word the same way. Each word is stemmed once: Orama's tokenizer
 * does not cache while indexing, and stemming was most of the index's build time.
 */
function tokenizerFor(lang: Lang, words: WordSettings, recording: { into: Set<string> | null }): Tokenizer {
  const stem = lang === 'ar' ? arabicStemmer : englishStemmer;
  const kept = new Set(words.questionWords[lang].flatMap((w) => wordsOf(w)));
  const stop = new Set((lang === 'ar' ? arabicStopwords : englishStopwords).flatMap((w) => wordsOf(w)).filter((w) => !kept.has(w)));
  const sameAs = new Map(Object.entries(words.sameAs[lang]).map(([word, standard]) => [normalise(word), normalise(standard)]));
  const cache = new Map<string, string>();
  const termOf = (word: string) => {
    let term = cache.get(word);
    if (term === undefined) {
      const standard = sameAs.get(word) ?? word;
      // A lone letter ("s" of "what's") is not a word. Each term ends with a mark, so Orama's
      // search-as-you-type prefixes ("data" finding "database") find only the word itself, while
      // its typo tolerance still measures edits as usual.
      term = standard.length < 2 || stop.has(standard) ? '' : `${kept.has(standard) ? standard : stem(standard)}${END}`;
      cache.set(word, term);
    }
    return term;
  };
  return {
    language: lang === 'ar' ? 'arabic' : 'english',
    normalizationCache: new Map(),
    tokenize: (raw) => {
      const tokens = [...new Set(wordsOf(raw).map(termOf))].filter((t) => t !== END && t !== '');
      if (recording.into) for (const t of tokens) recording.into.add(t);
      return tokens;
    },
  };
}

/** A text's words, normalised. */
export const wordsOf = (text: string) => normalise(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const END = '$';
const schema = { question: 'string', example: 'string', answer: 'string', heading: 'string', text: 'string' } as const;
/** The site's own documents: what it can answer from (visitor phrasings only help rank them). */
const isSite = (doc: Doc) => doc.kind === 'qa' || doc.kind === 'passage';

export class SearchIndex {
  readonly size: number;
  /** Terms of the site's documents, with how many of them hold each. */
  private readonly frequency = new Map<string, number>();
  /** Terms of the set requests' phrasings ("hello", "thanks"): matched exactly, but not the site's knowledge. */
  private readonly requestTerms = new Set<string>();
  /** How many pages' visitor phrasings hold each term: one most pages' visitors use ("could", "عندكم") says nothing of the topic. */
  private readonly visitorFrequency = new Map<string, number>();
  private readonly exampleDocs: number;
  private readonly siteDocs: number;
  private readonly tokenizer: Tokenizer;
  private readonly db;
  /** Each document's terms, recorded while it is indexed. */
  private readonly termsOfDoc = new Map<number, Set<string>>();

  constructor(
    readonly lang: Lang,
    private readonly docs: readonly Doc[],
    private readonly settings: SearchSettings,
    words: WordSettings,
  ) {
    const recording: { into: Set<string> | null } = { into: null };
    this.tokenizer = tokenizerFor(lang, words, recording);
    this.db = create({ schema, components: { tokenizer: this.tokenizer } });
    docs.forEach((d, i) => {
      const own = new Set<string>();
      recording.into = own;
      const inserted = insert(this.db, { id: String(i), question: d.kind === 'example' ? '' : d.question, example: d.kind === 'example' ? d.question : '', answer: d.answer, heading: d.heading, text: d.text });
      if (inserted instanceof Promise) throw new Error('the search index must build synchronously');
      for (const t of own) {
        if (isSite(d)) this.frequency.set(t, (this.frequency.get(t) ?? 0) + 1);
        else if (d.kind === 'example') this.visitorFrequency.set(t, (this.visitorFrequency.get(t) ?? 0) + 1);
        else this.requestTerms.add(t);
      }
      this.termsOfDoc.set(i, own);
    });
    recording.into = null;
    this.siteDocs = docs.filter(isSite).length;
    this.exampleDocs = docs.filter((d) => d.kind === 'example').length;
    this.size = docs.length;
  }

  /** A text's search terms: normalised, stop words dropped, stemmed. */
  terms(text: string): string[] {
    return this.tokenizer.tokenize(text);
  }

  /**
   * Documents best first. Words the index knows are matched exactly; a word it does not know is
   * taken for a typo and matched within one or two edits (Orama's tolerance), so "questionaire"
   * still finds "questionnaire" while a known word never drifts to a neighbour.
   */
  search(question: string, limit: number): Found {
    const words = wordsOf(question);
    const exact: string[] = [];
    const typos: string[] = [];
    for (const word of words) {
      const [term] = this.terms(word);
      if (term === undefined) continue;
      if (this.frequency.has(term) || this.requestTerms.has(term) || this.visitorFrequency.has(term)) exact.push(word);
      else if (word.length >= this.settings.typoMinLength) typos.push(word);
    }
    const scores = new Map<number, number>();
    const run = (term: string, tolerance: number) => {
      if (term === '') return false;
      const results = search(this.db, { term, properties: [...FIELDS], boost: { ...this.settings.boost }, tolerance, threshold: 1, relevance: this.settings.bm25, limit: 500 });
      if (results instanceof Promise) throw new Error('the search index must answer synchronously');
      let site = false;
      for (const hit of (results as Results<{ id: string }>).hits) {
        const i = Number(hit.id);
        scores.set(i, (scores.get(i) ?? 0) + hit.score);
        site ||= this.docs[i]!.kind !== 'request';
      }
      return site;
    };
    run(exact.join(' '), 0);
    const corrected = new Set(typos.filter((word) => run(word, word.length >= this.settings.twoTyposMinLength ? 2 : 1)));
    // Each term weighs by how rare it is on the site (inverse document frequency); a term the site
    // lacks weighs as much as the rarest, so a document missing it misses the heart of the question.
    const asked = new Map<string, number>();
    const top = Math.log(1 + this.siteDocs);
    let specific = 0;
    let held = 0;
    for (const word of words) {
      for (const term of this.terms(word)) {
        if (asked.has(term)) continue;
        const n = this.frequency.get(term) ?? 0;
        const visitors = this.visitorFrequency.get(term) ?? 0;
        const generic = n >= this.settings.genericShare * this.siteDocs || (visitors > 1 && visitors >= this.settings.genericShare * this.exampleDocs);
        asked.set(term, n > 0 ? Math.log(1 + this.siteDocs / n) : top);
        if (generic) continue;
        specific++;
        if (n > 0 || corrected.has(word) || this.visitorFrequency.has(term)) held++;
      }
    }
    const hits = [...scores.entries()]
      .map(([i, score]) => {
        const match = this.matchOf(i, asked);
        // A document that holds more of the question beats one that holds a rare word of it many times.
        return { doc: this.docs[i]!, score: score * match, match };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
    return { hits, known: specific === 0 ? (asked.size > 0 ? 1 : 0) : held / specific, asked };
  }

  /** How much of the question a document holds, each term by its weight (a misspelt word counts as missing). */
  private matchOf(i: number, asked: ReadonlyMap<string, number>): number {
    const own = this.termsOfDoc.get(i)!;
    let found = 0;
    let total = 0;
    for (const [t, w] of asked) {
      total += w;
      if (own.has(t)) found += w;
    }
    return total === 0 ? 0 : found / total;
  }
}
