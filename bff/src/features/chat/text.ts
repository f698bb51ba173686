import { z } from 'zod';
import { hasArabicScript } from '@swat/shared-contracts';
import synonymData from './lexicon/synonyms.json';
import intentData from './lexicon/intents.json';
import { englishWords } from './english-words';

/**
 * Tokens for retrieval: lower case, synonyms folded to one token, stop words dropped and a light
 * stemmer (English suffixes; Arabic article, conjunctions and common suffixes). The same function
 * reads pages and questions, so both sides agree even where a stem is not a real word. Synonyms
 * live in lexicon/synonyms.json; an Arabic phrase folds to the same token as its English twin, so an
 * Arabic question finds the English page while no Arabic page exists.
 */

export type Lang = 'en' | 'ar';

const synonymsSchema = z.object({
  /** Phrases that name the visitor's own organisation ("our department"): they say nothing about what is asked. */
  neutral: z.array(z.string()).default([]),
  /** What a phone keyboard types for a word ("u", "wat", "f2f"): read as the words before anything else. */
  shorthand: z.record(z.string().regex(/^[a-z0-9]+$/), z.string()).default({}),
  groups: z.array(z.object({ token: z.string().regex(/^[a-z]+$/), en: z.array(z.string()), ar: z.array(z.string()).default([]) })),
});

// One rule for 'is this Arabic' across the site: the chat widget picks its hand-off's language by it too.
export { hasArabicScript };
export const languageOf = (text: string): Lang => (hasArabicScript(text) ? 'ar' : 'en');

/** One spelling per Arabic letter: hamza forms of alef, ta marbuta, alef maqsura, no diacritics or tatweel. */
export function arabicLetters(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** "والدورات" → "دورات": the article and a leading conjunction or preposition are not part of the word. */
function arabicBase(word: string): string {
  let w = word;
  if (w.length > 4 && /^(وال|بال|فال|كال|لل)/.test(w)) w = w.slice(w.startsWith('لل') ? 2 : 3);
  else if (w.length > 3 && w.startsWith('ال')) w = w.slice(2);
  else if (w.length > 4 && /^[وفب]/.test(w) && !/^(وج|فر|بر|بي|بح|بل|وق)/.test(w)) w = w.slice(1);
  return w;
}

function arabicStem(word: string): string {
  let w = arabicBase(word);
  for (const suffix of ['يات', 'ات', 'ون', 'ين', 'يه', 'ها', 'هم', 'كم', 'نا', 'ه', 'ي']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** Words in one line, separated by single spaces and padded, so phrases are found with plain string search. */
export const wordString = (text: string) =>
  ` ${arabicLetters(text.toLowerCase())
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (hasArabicScript(w) ? arabicBase(w) : (shorthand.get(w) ?? w)))
    .join(' ')} `;

const synonyms = synonymsSchema.parse(synonymData);
// Declared with the synonyms, read by wordString at call time (after this module has loaded).
const shorthand: ReadonlyMap<string, string> = new Map(Object.entries(synonyms.shorthand));
// Plain string replacement rather than a regular expression per phrase: it keeps a question
// under a millisecond, where hundreds of Unicode-aware regexes compiled on first use cost far more.
const phraseRules: (readonly [string, string])[] = synonyms.groups
  .flatMap(({ token, en, ar }): (readonly [string, string])[] => [...en, ...ar].map((p) => [wordString(p), ` ${token} `] as const))
  .concat(synonyms.neutral.map((p) => [wordString(p), ' '] as const))
  .filter(([phrase]) => phrase.trim() !== '')
  .sort((a, b) => b[0].length - a[0].length);

/** The tokens synonyms fold into: they are never stemmed, and the spelling corrector leaves them alone. */
export const CANONICAL_TOKENS: ReadonlySet<string> = new Set(synonyms.groups.map((g) => g.token));

/**
 * Single Arabic words the lexicon names ("استشارات"), so the same word addressed to us ("استشاراتكم",
 * your consultancy) folds like it. Only "your": "مشروعنا" (our project) is the visitor's own thing,
 * as the neutral phrases say in English.
 */
const arabicSynonymWords: ReadonlySet<string> = new Set(
  phraseRules.map(([phrase]) => phrase.trim()).filter((phrase) => !phrase.includes(' ') && hasArabicScript(phrase)),
);

function addressedToUs(word: string): string {
  if (!word.endsWith('كم') || word.length < 5) return word;
  const base = word.slice(0, -2);
  // "شركتكم": the feminine ending is written ت before a pronoun and ه (for ة) on its own.
  for (const candidate of [base, base.endsWith('ت') ? `${base.slice(0, -1)}ه` : '']) if (arabicSynonymWords.has(candidate)) return candidate;
  return word;
}

/**
 * The rules by the first word of their phrase, each list in the rules' order. A phrase can only
 * match where its first word is in the text: a word of the question, or a token an earlier rule
 * wrote (neutral rules only remove words). So a question tries the rules of its own words and of
 * the tokens, in the global order, which gives the same text as trying all of them, 7× faster.
 */
const rulesByFirstWord = new Map<string, number[]>();
phraseRules.forEach(([phrase], i) => {
  const first = phrase.trim().split(' ')[0]!;
  const list = rulesByFirstWord.get(first) ?? [];
  list.push(i);
  rulesByFirstWord.set(first, list);
});
const tokenRules: readonly number[] = [...CANONICAL_TOKENS].flatMap((t) => rulesByFirstWord.get(t) ?? []);

/** The question's words before folding, with Arabic words addressed to us in their plain form. */
function unfolded(text: string): string {
  const words = wordString(text);
  return hasArabicScript(words) ? words.split(' ').map(addressedToUs).join(' ') : words;
}

export function normalise(text: string): string {
  let out = unfolded(text);
  const candidates = new Set(tokenRules);
  for (const word of out.split(' ')) for (const i of rulesByFirstWord.get(word) ?? []) candidates.add(i);
  for (const i of [...candidates].sort((a, b) => a - b)) {
    const [phrase, token] = phraseRules[i]!;
    // Twice: adjacent repeats ("panel panel") share the space between them.
    if (out.includes(phrase)) out = out.replaceAll(phrase, token).replaceAll(phrase, token);
  }
  return out;
}

/** The plain loop over every rule, kept as the reference the fast path is tested against. */
export function normaliseSlowly(text: string): string {
  let out = unfolded(text);
  for (const [phrase, token] of phraseRules) if (out.includes(phrase)) out = out.replaceAll(phrase, token).replaceAll(phrase, token);
  return out;
}

export function stem(word: string): string {
  if (CANONICAL_TOKENS.has(word)) return word;
  if (hasArabicScript(word)) return arabicStem(word);
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "analysing"/"analyses"/"analysis" and "researcher"/"research" should meet.
  if (w.endsWith('er') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

const STOP = new Set(
  `a an and are as at be been but by can could do does did for from has have how i if in into is it its me my of on or our
  offer offers provide provides run runs help please so that the their them then there these they this to up us was we what when where which who why will with would you your
  about any all also more most much some such than tell know want need like get give just very one ones looking look interested
  swat research
  في من على الى إلى عن ما ماذا هل وهل كيف متى اين أين لماذا هو هي انا أنا نحن انتم أنتم لدي لدينا لديكم عندكم عندي مع او أو ثم كل بعض هذا هذه ذلك تلك التي الذي الذين يمكن يمكنني يمكنكم اريد أريد نريد ممكن لو شكرا نبي ونبي نبغى نبغي ابغى ابغي ابي ودي ودنا وش ايش شو اللي لي يعني لين`.split(/\s+/).map((w) => arabicLetters(w)),
);

/** Words, as stems, without stop words. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of normalise(text).split(' ')) {
    if (!raw || STOP.has(raw)) continue;
    const s = stem(raw);
    // A lone Latin letter ("can't" leaves a "t") says nothing, and the search would read it as a prefix of every word.
    if (s && !STOP.has(s) && !/^[a-z]$/.test(s)) out.push(s);
  }
  return out;
}

/** Sentences of a passage, keeping "n=500" and "e.g." in one piece well enough for short answers. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟])\s+(?=[A-Z0-9“"(\u0600-\u06FF])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Edit distance with an early exit once it exceeds `max`: the spelling corrector only cares about 1 or 2. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      // A swap of two neighbours ("recieve") is one slip of the finger, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** Dictionary forms an English inflection may come from: "taking" → take, "studies" → study, "planned" → plan. */
const ARABIC_SUFFIXES = ['هما', 'كما', 'كم', 'هم', 'ها', 'نا', 'ات', 'ين', 'ون', 'ه', 'ي', 'ة', 'ا'];
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف'];

/** "مشروعنا" is "مشروع" with "our": a known word under its attached pronoun or article, never a slip. */
function arabicBaseForms(word: string): string[] {
  const out: string[] = [];
  const stems = [word, ...ARABIC_PREFIXES.filter((p) => word.startsWith(p) && word.length - p.length >= 3).map((p) => word.slice(p.length))];
  for (const stem of stems) {
    out.push(stem);
    for (const suffix of ARABIC_SUFFIXES) {
      if (!stem.endsWith(suffix) || stem.length - suffix.length < 3) continue;
      const base = stem.slice(0, -suffix.length);
      out.push(base, `${base}ه`);
      // "شركتنا" is "شركة" with "our": the feminine ending is written ت before a pronoun.
      if (base.endsWith('ت')) out.push(`${base.slice(0, -1)}ه`);
    }
  }
  return out;
}

function baseForms(word: string): string[] {
  if (hasArabicScript(word)) return arabicBaseForms(word);
  const out: string[] = [];
  const strip = (suffix: string) => (word.endsWith(suffix) && word.length - suffix.length >= 3 ? word.slice(0, -suffix.length) : null);
  for (const suffix of ['ing', 'ed', 'es', 's', 'er', 'ers']) {
    const base = strip(suffix);
    if (!base) continue;
    out.push(base, `${base}e`);
    // "planned", "running": a doubled final consonant.
    if (base.length >= 3 && base.at(-1) === base.at(-2)) out.push(base.slice(0, -1));
  }
  const ies = strip('ies');
  if (ies) out.push(`${ies}y`);
  return out;
}

/** Arabic words shorter than this are corrected only for a letter missing or added, never one swapped. */
const ARABIC_SUBSTITUTION_MIN_LENGTH = 7;

/**
 * Fixes words the site never uses but that are one or two typos from one it does ("traning",
 * "quotaion"), so misspelt questions reach the same pages. Known words pass through untouched.
 */
export class SpellingCorrector {
  private readonly known = new Set<string>();
  private readonly outOfScope = new Set<string>();
  /** Known words by first letter and length: people rarely mistype the start of a word, and it keeps the search small. */
  private readonly byLength = new Map<string, string[]>();
  private readonly cache = new Map<string, string>();
  /**
   * Neighbouring words of the lexicon's phrases, both ways ("mystery" → shopper, shoppers, …): a
   * slip that is itself a word ("shopers" is "shop" inflected) shows only against its neighbour.
   */
  private readonly after = new Map<string, Set<string>>();
  private readonly before = new Map<string, Set<string>>();

  constructor(texts: Iterable<string>) {
    for (const text of texts) for (const word of wordString(text).split(' ')) if (word) this.known.add(word);
    // What we do not do is named in the out-of-scope phrases: those words are real, never slips for
    // a site word ("passport" is not "password"). They are left alone, but nothing is corrected to them.
    for (const phrase of [...intentData.outOfScope.phrases, ...intentData.outOfScope.subjectPhrases]) for (const word of wordString(phrase).split(' ')) if (word) this.outOfScope.add(word);
    for (const group of synonyms.groups) {
      for (const phrase of [...group.en, ...group.ar]) {
        const words = wordString(phrase).split(' ').filter(Boolean);
        for (const word of words) this.known.add(word);
        for (let i = 1; i < words.length; i++) {
          addTo(this.after, words[i - 1]!, words[i]!);
          addTo(this.before, words[i]!, words[i - 1]!);
        }
      }
    }
    for (const word of this.known) {
      if (word.length < 4 || /\d/.test(word)) continue;
      const key = `${word[0]}${word.length}`;
      const list = this.byLength.get(key) ?? [];
      list.push(word);
      this.byLength.set(key, list);
    }
  }

  correctWord(word: string): string {
    if (word.length < 5 || this.known.has(word) || this.outOfScope.has(word) || STOP.has(word) || /\d/.test(word)) return word;
    // A word of the language is what the visitor meant, whether or not our pages use it.
    if (!hasArabicScript(word) && englishWords().has(word)) return word;
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    // "taking" is "take" inflected, not a slip for "talking": a known base form means a real word.
    if (baseForms(word).some((base) => this.known.has(base))) return word;
    const max = word.length >= 8 ? 2 : 1;
    // In a short word a letter too many is more often a real word ("plant") than a slip for a shorter one ("plan").
    const shortest = word.length <= 6 ? word.length : word.length - max;
    // Arabic packs meaning densely: one letter swapped in a short word is usually another real word
    // (سعودي is not سيودي, تقريبا is not تقريرا), so there only a letter missing or doubled is a slip.
    const sameLengthIsWord = hasArabicScript(word) && word.length < ARABIC_SUBSTITUTION_MIN_LENGTH;
    let best = word;
    for (let distance = 1; distance <= max && best === word; distance++) {
      for (let length = Math.max(shortest, word.length - distance); length <= word.length + distance && best === word; length++) {
        if (sameLengthIsWord && length === word.length) continue;
        for (const candidate of this.byLength.get(`${word[0]}${length}`) ?? []) {
          if (withinDistance(word, candidate, distance)) {
            best = candidate;
            break;
          }
        }
      }
    }
    if (this.cache.size < 5_000) this.cache.set(word, best);
    return best;
  }

  correct(text: string): string {
    const words = wordString(text)
      .split(' ')
      .filter(Boolean)
      .map((w) => this.correctWord(w));
    return words.map((word, i) => this.inPhrase(word, words[i - 1], words[i + 1])).join(' ');
  }

  /** "mystery shopers" → "mystery shoppers": the word one slip away that the neighbour is named with, when the word as typed is not. */
  private inPhrase(word: string, previous: string | undefined, next: string | undefined): string {
    // A word the site or the lexicon uses is what the visitor meant ("data analytics" is not "data analysis").
    if (word.length < 5 || /\d/.test(word) || this.known.has(word)) return word;
    const partners = [previous === undefined ? undefined : this.after.get(previous), next === undefined ? undefined : this.before.get(next)];
    if (partners.some((set) => set?.has(word))) return word;
    const max = word.length >= 8 ? 2 : 1;
    // "what kinds of" is "what kind of" in the plural, not a slip: an English word's own base form is no
    // correction. An Arabic word loses its attached pronoun to meet the phrase ("بياناتي الشخصية").
    const bases = new Set(hasArabicScript(word) ? [] : baseForms(word));
    for (const set of partners) for (const candidate of set ?? []) if (!bases.has(candidate) && withinDistance(word, candidate, max)) return candidate;
    return word;
  }
}

function addTo(map: Map<string, Set<string>>, key: string, value: string) {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}
