import { stem, wordString } from './text';

/** A labelled question: the page it belongs to and the set it came from. */
export interface LabelledQuestion {
  group: string;
  path: string;
  question: string;
}

export interface PageProbability {
  path: string;
  /** The classifier's probability that the question belongs to this page, 0..1. */
  share: number;
}

/**
 * Additive smoothing of the word weights. Small, because most of a question's words are unseen
 * for most pages. Chosen by training on the splits before each of fresh118–fresh164 and asking that
 * split (93–94 % right first for 0.003–0.03; 88 % at 0.3).
 */
const SMOOTHING = 0.01;

/**
 * The question's words as stems, and each pair of neighbouring stems. No stop list and no synonym
 * folding: "how do I" and "can you" say as much about a visitor's errand as the nouns do, and the
 * classifier learns its own synonyms from the labelled questions.
 */
function features(question: string): Map<string, number> {
  const stems = wordString(question).split(' ').filter(Boolean).map(stem);
  const counts = new Map<string, number>();
  const add = (f: string) => counts.set(f, (counts.get(f) ?? 0) + 1);
  stems.forEach((s, i) => {
    add(s);
    if (i > 0) add(`${stems[i - 1]} ${s}`);
  });
  // Log-scaled counts, unit length: a long question weighs as much as a short one.
  let norm = 0;
  for (const [f, c] of counts) {
    const w = 1 + Math.log(c);
    counts.set(f, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [f, w] of counts) counts.set(f, w / norm);
  return counts;
}

/** Per page: how many questions, and the summed weight of each feature in them; and how many questions hold each feature. */
interface Tally {
  questions: Map<string, number>;
  weights: Map<string, Map<string, number>>;
  totals: Map<string, number>;
  holding: Map<string, number>;
}

const emptyTally = (): Tally => ({ questions: new Map(), weights: new Map(), totals: new Map(), holding: new Map() });

function addTo(tally: Tally, path: string, feats: ReadonlyMap<string, number>) {
  tally.questions.set(path, (tally.questions.get(path) ?? 0) + 1);
  let weights = tally.weights.get(path);
  if (!weights) tally.weights.set(path, (weights = new Map()));
  let total = 0;
  for (const [f, w] of feats) {
    weights.set(f, (weights.get(f) ?? 0) + w);
    tally.holding.set(f, (tally.holding.get(f) ?? 0) + 1);
    total += w;
  }
  tally.totals.set(path, (tally.totals.get(path) ?? 0) + total);
}

/**
 * A multinomial naive Bayes classifier over the labelled questions: which page do questions worded
 * like this one belong to. Trained once on start (a few thousand questions, well under a second).
 * Each group's own tally is kept so that it can be left out when that group is measured as never seen.
 */
export class PageClassifier {
  private readonly all = emptyTally();
  private readonly byGroup = new Map<string, Tally>();
  /** How many labelled questions it learnt from. */
  readonly size: number;

  constructor(questions: readonly LabelledQuestion[]) {
    for (const q of questions) {
      const feats = features(q.question);
      addTo(this.all, q.path, feats);
      let group = this.byGroup.get(q.group);
      if (!group) this.byGroup.set(q.group, (group = emptyTally()));
      addTo(group, q.path, feats);
    }
    this.size = questions.length;
  }

  /**
   * Every page that has questions, most probable first; `without` leaves one group out. Nothing
   * when no word of the question was ever asked: the pages' base rates alone are no evidence.
   */
  classify(question: string, without?: string): PageProbability[] {
    const feats = features(question);
    const left = without === undefined ? undefined : this.byGroup.get(without);
    const known = [...feats.keys()].some((f) => (this.all.holding.get(f) ?? 0) > (left?.holding.get(f) ?? 0));
    if (!known) return [];
    // Every feature ever seen is a key of `holding`: its size is the vocabulary's.
    const smoothingMass = SMOOTHING * this.all.holding.size;
    const scores: { path: string; score: number }[] = [];
    for (const [path, asked] of this.all.questions) {
      const n = asked - (left?.questions.get(path) ?? 0);
      if (n <= 0) continue;
      const weights = this.all.weights.get(path)!;
      const leftWeights = left?.weights.get(path);
      const total = this.all.totals.get(path)! - (left?.totals.get(path) ?? 0);
      const denominator = Math.log(total + smoothingMass);
      let score = Math.log(n + 1);
      for (const [f, w] of feats) {
        const seen = (weights.get(f) ?? 0) - (leftWeights?.get(f) ?? 0);
        score += w * (Math.log(Math.max(0, seen) + SMOOTHING) - denominator);
      }
      scores.push({ path, score });
    }
    if (scores.length === 0) return [];
    const top = Math.max(...scores.map((s) => s.score));
    const exp = scores.map((s) => ({ path: s.path, e: Math.exp(s.score - top) }));
    const sum = exp.reduce((a, b) => a + b.e, 0);
    return exp.map((s) => ({ path: s.path, share: s.e / sum })).sort((a, b) => b.share - a.share || a.path.localeCompare(b.path));
  }
}
