import type { Knowledge } from '../knowledge';
import { builtinReply } from '../builtin';
import { EXAMPLES_FILE, readExamples } from '../examples';
import type { Lang } from '../text';

export const SPLITS = ['dev', 'test', 'holdout', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8', 'fresh9', 'fresh10', 'fresh11', 'fresh12', 'fresh13', 'fresh14', 'fresh15', 'fresh16', 'fresh17', 'fresh18', 'fresh19', 'fresh20', 'fresh21', 'fresh22', 'fresh23', 'fresh24', 'fresh25', 'fresh26', 'fresh27', 'fresh28', 'fresh29', 'fresh30', 'fresh31', 'fresh32', 'fresh33', 'fresh34', 'fresh35', 'fresh36', 'fresh37', 'fresh38', 'fresh39', 'fresh40', 'fresh41', 'fresh42', 'fresh43', 'fresh44', 'fresh45', 'fresh46', 'fresh47', 'fresh48', 'fresh49', 'fresh50', 'fresh51', 'fresh52', 'fresh53', 'fresh54', 'fresh55', 'fresh56', 'fresh57', 'fresh58', 'fresh59', 'fresh60', 'fresh61', 'fresh62', 'fresh63', 'fresh64', 'fresh65', 'fresh66', 'fresh67', 'fresh68', 'fresh69', 'fresh70', 'fresh71', 'fresh72', 'fresh73', 'fresh74', 'fresh75', 'fresh76', 'fresh77', 'fresh78', 'fresh79', 'fresh80', 'fresh81', 'fresh82', 'fresh83', 'fresh84', 'fresh85', 'fresh86', 'fresh87', 'fresh88', 'fresh89', 'fresh90', 'fresh91', 'fresh92', 'fresh93', 'fresh94', 'fresh95', 'fresh96', 'fresh97', 'fresh98', 'fresh99', 'fresh100', 'fresh101', 'fresh102', 'fresh103', 'fresh104', 'fresh105', 'fresh106', 'fresh107', 'fresh108', 'fresh109', 'fresh110', 'fresh111', 'fresh113', 'fresh114', 'fresh115', 'fresh116', 'fresh117', 'fresh118', 'fresh119', 'fresh120', 'fresh121', 'fresh122', 'fresh123', 'fresh124', 'fresh125', 'fresh126', 'fresh127', 'fresh128', 'fresh129', 'fresh130', 'fresh131', 'fresh132', 'fresh133', 'fresh134', 'fresh135', 'fresh136', 'fresh137', 'fresh138', 'fresh139', 'fresh140', 'fresh141', 'fresh142', 'fresh143', 'fresh144', 'fresh145', 'fresh146', 'fresh147', 'fresh148', 'fresh149', 'fresh150', 'fresh151', 'fresh152', 'fresh153', 'fresh154', 'fresh155', 'fresh156', 'fresh157', 'fresh158', 'fresh159', 'fresh160', 'fresh161', 'fresh162', 'fresh163', 'fresh164', 'fresh165', 'fresh166', 'fresh167', 'fresh168', 'fresh169', 'fresh170', 'fresh171', 'fresh172', 'fresh173', 'fresh174', 'fresh175', 'fresh176', 'fresh177', 'fresh178', 'fresh179', 'fresh180', 'fresh181', 'fresh182', 'fresh183', 'fresh184', 'fresh185', 'fresh186', 'fresh187', 'fresh188'] as const;
export type Split = (typeof SPLITS)[number];
const isSplit = (value: string | undefined): value is Split => (SPLITS as readonly (string | undefined)[]).includes(value);

export interface EvalQuestion {
  split: Split;
  lang: Lang;
  /** The page a good receptionist would send this visitor to, as an English path. */
  expected: string;
  question: string;
}

/** The evaluation set; each line's group must be a split above. */
export function loadQuestions(file: URL = EXAMPLES_FILE): EvalQuestion[] {
  return readExamples(file).map((example) => {
    if (!isSplit(example.group)) throw new Error(`questions.tsv: "${example.group}" is not a split (${example.question})`);
    return { split: example.group, lang: example.lang, expected: example.path, question: example.question };
  });
}

/**
 * An Arabic question is right when it links the expected page in either language: /x or /ar/x
 * (the Arabic page once it exists, the English one until then).
 */
export function matches(question: EvalQuestion, linked: string): boolean {
  if (linked === question.expected) return true;
  return question.lang === 'ar' && linked === (question.expected === '/' ? '/ar' : `/ar${question.expected}`);
}

export interface EvalResult {
  question: EvalQuestion;
  linked: string[];
  /** 1-based position of the expected page among the links, or null when it is missing. */
  rank: number | null;
}

export interface EvalScore {
  n: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
}

export function evaluate(questions: readonly EvalQuestion[], knowledge: Knowledge): EvalResult[] {
  return questions.map((question) => {
    // The question's own split is left out of the examples: each split is measured as never seen.
    const linked = builtinReply(question.question, knowledge, { examplesWithout: question.split }).links.map((l) => l.path);
    const index = linked.findIndex((path) => matches(question, path));
    return { question, linked, rank: index >= 0 ? index + 1 : null };
  });
}

export function score(results: readonly EvalResult[]): EvalScore {
  const n = results.length;
  if (n === 0) return { n, hitAt1: 0, hitAt3: 0, mrr: 0 };
  const hitAt1 = results.filter((r) => r.rank === 1).length / n;
  const hitAt3 = results.filter((r) => r.rank !== null && r.rank <= 3).length / n;
  const mrr = results.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / n;
  return { n, hitAt1, hitAt3, mrr };
}

export const TARGETS = { hitAt1: 0.9, hitAt3: 0.97 } as const;
