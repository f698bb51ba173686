import { sentences, tokens } from './text';

/** One retrievable passage: a block of a page, under the route that shows it. */
export interface Passage {
  path: string;
  /** The page's short name, for "see /path (name)". */
  pageName: string;
  heading: string;
  text: string;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's weight (idf) that this passage contains, 0..1. */
  coverage: number;
}

interface IndexedPassage {
  passage: Passage;
  length: number;
  tf: Map<string, number>;
  sentenceTokens: { text: string; terms: Set<string> }[];
}

const K1 = 1.2;
const B = 0.75;
/** Title and heading words say what a passage is about more than words in passing. */
const TITLE_WEIGHT = 3;
const HEADING_WEIGHT = 2;

/** BM25 over passages, built once per content version; a search is a few map lookups per term. */
export class RetrievalIndex {
  private readonly docs: IndexedPassage[] = [];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(passages: readonly Passage[]) {
    for (const passage of passages) {
      const tf = new Map<string, number>();
      const add = (terms: string[], weight: number) => {
        for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + weight);
      };
      add(tokens(passage.pageName), TITLE_WEIGHT);
      add(tokens(passage.heading), HEADING_WEIGHT);
      add(tokens(passage.text), 1);
      let length = 0;
      for (const n of tf.values()) length += n;
      for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
      const sentenceTokens = sentences(passage.text).map((text) => ({ text, terms: new Set(tokens(text)) }));
      this.docs.push({ passage, length, tf, sentenceTokens });
    }
    this.avgLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  get size() {
    return this.docs.length;
  }

  /** Inverse document frequency; a word the site never uses weighs as much as the rarest one. */
  idf(term: string): number {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  knows(term: string) {
    return this.df.has(term);
  }

  search(question: string, limit = 5): Hit[] {
    const terms = [...new Set(tokens(question))];
    if (terms.length === 0) return [];
    const totalWeight = terms.reduce((sum, t) => sum + this.idf(t), 0);
    const hits: Hit[] = [];
    for (const doc of this.docs) {
      let score = 0;
      let matched = 0;
      for (const term of terms) {
        const f = doc.tf.get(term);
        if (!f) continue;
        const idf = this.idf(term);
        matched += idf;
        score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / this.avgLength));
      }
      if (score > 0) hits.push({ passage: doc.passage, score, coverage: totalWeight > 0 ? matched / totalWeight : 0 });
    }
    hits.sort((a, b) => b.score - a.score || a.passage.path.localeCompare(b.passage.path));
    return hits.slice(0, limit);
  }

  /**
   * The sentences of a passage that share the most (rare) words with the question, in reading
   * order. Headings and other fragments count for little; a matching FAQ question brings its answer.
   */
  bestSentences(passage: Passage, question: string, count: number): string[] {
    const doc = this.docs.find((d) => d.passage === passage);
    if (!doc) return [];
    const terms = new Set(tokens(question));
    const all = doc.sentenceTokens;
    const scored = all
      .map((s, i) => {
        let score = 0;
        for (const t of terms) if (s.terms.has(t)) score += this.idf(t);
        return { i, score: score * Math.min(1, s.text.length / 60) };
      })
      .filter((s) => s.score > 0);
    scored.sort((a, b) => b.score - a.score || a.i - b.i);
    const chosen = new Set<number>();
    for (const { i } of scored) {
      if (chosen.size >= count) break;
      chosen.add(i);
      if (all[i]!.text.endsWith('?') && i + 1 < all.length) chosen.add(i + 1);
    }
    return [...chosen]
      .sort((a, b) => a - b)
      .filter((i) => !all[i]!.text.endsWith('?') || chosen.size === 1)
      .map((i) => all[i]!.text);
  }
}
