/**
 * npm run eval:chat [-- /some/dir/set.json …] [-- --misses]
 * Asks the built-in assistant every question of the held-out sets (eval/sets/, or the set files
 * named) on the marketing remote's current copy, and prints per set and language: answered (every
 * fact stated and the first link right), first sentence answers (every fact in the first sentence),
 * hit@1, hit@3, out-of-scope handled and p95. Sets without facts count for the links only.
 */
import { currentKnowledge } from '../test-content';
import { byLanguage, evaluate, loadSet, loadSets, score, TARGETS, type EvalResult } from './evaluate';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const files = args.filter((a) => !a.startsWith('--'));
const sets = files.length > 0 ? files.map((f) => loadSet(f)) : loadSets();
const knowledge = await currentKnowledge();

const pct = (x: number) => (Number.isNaN(x) ? '     –' : `${(x * 100).toFixed(1)}%`.padStart(6));
function line(label: string, rs: readonly EvalResult[]) {
  const s = score(rs);
  return `${label.padEnd(22)} n=${String(s.n).padStart(4)}  answered ${pct(s.answered)}  first sentence ${pct(s.firstSentenceAnswers)}  hit@1 ${pct(s.hitAt1)}  hit@3 ${pct(s.hitAt3)}  out-of-scope ${pct(s.outOfScopeHandled)} (${s.outOfScope})  p95 ${s.p95ms.toFixed(1)} ms`;
}

const verdicts: string[] = [];
for (const set of sets) {
  const results = evaluate(set.items, knowledge);
  for (const [lang, rs] of byLanguage(results)) {
    if (rs.length === 0) continue;
    console.log(line(`${set.name} ${lang}`, rs));
    const s = score(rs);
    const missed = [
      s.withFacts > 0 && s.answered < TARGETS.answered && 'answered',
      s.withFacts > 0 && s.firstSentenceAnswers < TARGETS.firstSentenceAnswers && 'first sentence',
      s.hitAt1 < TARGETS.hitAt1 && 'hit@1',
      s.outOfScope > 0 && s.outOfScopeHandled < TARGETS.outOfScopeHandled && 'out-of-scope',
      s.p95ms > TARGETS.p95ms && 'p95',
    ].filter(Boolean);
    verdicts.push(`${set.name} ${lang}: ${missed.length === 0 ? 'met' : `NOT met (${missed.join(', ')})`}`);
  }
  if (showMisses) {
    for (const r of results) {
      const wrong = r.item.kind === 'out-of-scope' ? !r.declined : r.rank !== 1 || !r.factsInAnswer;
      if (wrong) console.log(`  miss [${r.item.lang}] ${r.item.question}\n       expected ${r.item.expected ?? 'declined'} ${r.item.facts.join(' & ')}; got ${r.linked.join(' ')}\n       ${r.answer.split('\n')[0]!.slice(0, 240)}`);
    }
  }
}
console.log(`targets (answered ≥ ${TARGETS.answered * 100}%, first sentence ≥ ${TARGETS.firstSentenceAnswers * 100}%, hit@1 ≥ ${TARGETS.hitAt1 * 100}%, out-of-scope ≥ ${TARGETS.outOfScopeHandled * 100}%, p95 ≤ ${TARGETS.p95ms} ms): ${verdicts.join('; ')}`);
