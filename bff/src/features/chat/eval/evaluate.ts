import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { builtinReply } from '../builtin';
import type { Knowledge } from '../knowledge';
import { sentences, type Lang } from '../text';

/**
 * One evaluation question: the English path the first link must be (an Arabic answer may link its
 * /ar twin), what kind of message it is, and the facts a right answer states, as case-insensitive
 * regular expressions that must all match the answer. A set without facts measures links only.
 */
export const evalItemSchema = z.object({
  lang: z.enum(['en', 'ar']),
  question: z.string().min(1),
  expected: z.string().startsWith('/').nullable(),
  kind: z.enum(['in-scope', 'out-of-scope', 'person']),
  facts: z.array(z.string().refine((p) => isPattern(p), 'not a regular expression')),
});
export type EvalItem = z.infer<typeof evalItemSchema>;
const isPattern = (pattern: string) => {
  try {
    new RegExp(pattern, 'iu');
    return true;
  } catch {
    return false;
  }
};

/** The held-out sets: read by the evaluation, never by the assistant (eval/separation.test.ts). */
export const SETS_DIR = fileURLToPath(new URL('./sets/', import.meta.url));

export interface EvalSet {
  name: string;
  items: EvalItem[];
}

export function loadSet(file: string): EvalSet {
  return { name: basename(file, '.json'), items: z.array(evalItemSchema).parse(JSON.parse(readFileSync(file, 'utf8'))) };
}

export const loadSets = (dir = SETS_DIR): EvalSet[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => loadSet(`${dir}${f}`));

/** The expected page, or for an Arabic question its /ar twin. */
export function matches(item: Pick<EvalItem, 'lang' | 'expected'>, linked: string): boolean {
  if (linked === item.expected) return true;
  return item.lang === 'ar' && linked === (item.expected === '/' ? '/ar' : `/ar${item.expected}`);
}

export interface EvalResult {
  item: EvalItem;
  answer: string;
  linked: string[];
  /** 1-based position of the expected page among the links, or null. */
  rank: number | null;
  factsInAnswer: boolean;
  factsInFirstSentence: boolean;
  /** An out-of-scope question got the polite set reply or "not found", never a page. */
  declined: boolean;
  ms: number;
}

const holdsAll = (text: string, facts: readonly string[]) => facts.every((f) => new RegExp(f, 'iu').test(text));
/** The answer's first sentence, before the links. */
export const firstSentence = (answer: string) => sentences(answer.split('\n')[0] ?? '')[0] ?? '';

export function evaluate(items: readonly EvalItem[], knowledge: Knowledge): EvalResult[] {
  return items.map((item) => {
    const started = performance.now();
    const reply = builtinReply(item.question, knowledge);
    const ms = performance.now() - started;
    const linked = reply.links.map((l) => l.path);
    const index = linked.findIndex((path) => matches(item, path));
    return {
      item,
      answer: reply.message,
      linked,
      rank: index >= 0 ? index + 1 : null,
      factsInAnswer: holdsAll(reply.message, item.facts),
      factsInFirstSentence: holdsAll(firstSentence(reply.message), item.facts),
      declined: reply.kind === 'out-of-scope' || reply.kind === 'not-found',
      ms,
    };
  });
}

export interface EvalScore {
  n: number;
  /** Questions with facts (answered and first-sentence figures are over these). */
  withFacts: number;
  answered: number;
  firstSentenceAnswers: number;
  hitAt1: number;
  hitAt3: number;
  outOfScope: number;
  outOfScopeHandled: number;
  p95ms: number;
}

export function score(results: readonly EvalResult[]): EvalScore {
  const asked = results.filter((r) => r.item.kind !== 'out-of-scope');
  const withFacts = asked.filter((r) => r.item.facts.length > 0);
  const declined = results.filter((r) => r.item.kind === 'out-of-scope');
  const share = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    n: results.length,
    withFacts: withFacts.length,
    answered: share(withFacts.filter((r) => r.factsInAnswer && r.rank === 1).length, withFacts.length),
    firstSentenceAnswers: share(withFacts.filter((r) => r.factsInFirstSentence).length, withFacts.length),
    hitAt1: share(asked.filter((r) => r.rank === 1).length, asked.length),
    hitAt3: share(asked.filter((r) => r.rank !== null && r.rank <= 3).length, asked.length),
    outOfScope: declined.length,
    outOfScopeHandled: share(declined.filter((r) => r.declined).length, declined.length),
    p95ms: ms[Math.min(ms.length - 1, Math.floor(0.95 * ms.length))] ?? 0,
  };
}

/** The figures the issue asks for, on never-seen questions in each language. */
export const TARGETS = { answered: 0.85, firstSentenceAnswers: 0.75, hitAt1: 0.9, outOfScopeHandled: 0.95, p95ms: 50 } as const;

export const byLanguage = (results: readonly EvalResult[]) => (['en', 'ar'] as const).map((lang: Lang) => [lang, results.filter((r) => r.item.lang === lang)] as const);
