/**
 * npm run eval:chat [-- --split dev|test|holdout|fresh|fresh2|all] [-- --misses]
 * Asks the built-in assistant every question of questions.tsv on the marketing remote's current
 * copy and prints hit@1, hit@3 and MRR of the first links against the expected page. Tune on
 * `dev`; `test` and `holdout` are held back to show how the assistant does on questions nobody tuned it for.
 * The assistant also consults these questions as examples (examples.ts); each split is asked with
 * its own questions left out of them, so no question is answered by finding itself.
 */
import { currentKnowledge } from '../test-content';
import { evaluate, loadQuestions, score, SPLITS, TARGETS, type EvalResult } from './evaluate';

const args = process.argv.slice(2);
const splitArg = args.includes('--split') ? args[args.indexOf('--split') + 1] : 'all';
const showMisses = args.includes('--misses');
const questions = loadQuestions().filter((q) => splitArg === 'all' || q.split === splitArg);
const results = evaluate(questions, await currentKnowledge());

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
const line = (label: string, rs: readonly EvalResult[]) => {
  const s = score(rs);
  return `${label.padEnd(14)} n=${String(s.n).padStart(3)}  hit@1 ${pct(s.hitAt1)}  hit@3 ${pct(s.hitAt3)}  MRR ${s.mrr.toFixed(3)}`;
};
for (const split of SPLITS) {
  const rs = results.filter((r) => r.question.split === split);
  if (rs.length === 0) continue;
  console.log(line(`${split}`, rs));
  for (const lang of ['en', 'ar'] as const) console.log(line(`  ${split} ${lang}`, rs.filter((r) => r.question.lang === lang)));
}
const total = score(results);
console.log(line('all', results));
if (showMisses) {
  for (const r of results.filter((r) => r.rank !== 1)) console.log(`miss [${r.question.split} ${r.question.lang}] ${r.question.question}\n     expected ${r.question.expected}, got ${r.linked.join(' ') || '(no link)'}`);
}
const meets = (rs: readonly EvalResult[]) => {
  const s = score(rs);
  return s.hitAt1 >= TARGETS.hitAt1 && s.hitAt3 >= TARGETS.hitAt3;
};
const verdicts = SPLITS
  .map((split) => [split, results.filter((r) => r.question.split === split)] as const)
  .filter(([, rs]) => rs.length > 0)
  .map(([split, rs]) => `${split} ${meets(rs) ? 'met' : 'NOT met'}`);
const met = meets(results);
console.log(`targets hit@1 ≥ ${pct(TARGETS.hitAt1).trim()}, hit@3 ≥ ${pct(TARGETS.hitAt3).trim()}: ${verdicts.join(', ')}; all ${met ? 'met' : 'NOT met'} (MRR ${total.mrr.toFixed(3)})`);
if (!met) process.exitCode = 1;
