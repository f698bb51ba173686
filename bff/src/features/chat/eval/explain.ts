/**
 * node --import tsx bff/src/features/chat/eval/explain.ts [--without split] "question" ["question"…]
 * Shows why the assistant linked what it did: the spelling-corrected question, its tokens after
 * synonym folding, the intents and topics found, the ranked pages, the page classifier's three likeliest pages and
 * the reply's links. For
 * reading a miss of eval:chat before changing the lexicon.
 */
import { currentKnowledge } from '../test-content';
import { rankPages, builtinReply, readQuestion } from '../builtin';
const k = await currentKnowledge();
// `--without fresh92`: the examples leave that split out, as eval:chat does when it asks the split's questions.
const args = process.argv.slice(2);
const without = args[0] === '--without' ? args[1] : undefined;
for (const q of without === undefined ? args : args.slice(2)) {
  const corrected = k.corrector.correct(q);
  const intent = readQuestion(q, k);
  console.log('Q:', q, '\n corrected:', corrected, '\n tokens:', intent.terms.join(' '), '\n topics:', intent.topics.map((t) => t.id).join(','), 'price', intent.price, 'contact', intent.contact, 'coverage', intent.coverage, 'outOfScope', intent.outOfScope, 'person', intent.person, 'overview', intent.overview, 'portal', intent.portal);
  console.log(' ranked:', rankPages(intent, k).slice(0, 5).map((p) => `${p.path} ${p.score.toFixed(2)} c${p.coverage.toFixed(2)}`).join(' | '));
  console.log(' classifier:', k.examples.classify(q, without).slice(0, 3).map((v) => `${v.path} ${v.share.toFixed(2)}`).join(' | '));
  const r = builtinReply(q, k, { examplesWithout: without });
  console.log(' links:', r.links.map((l) => l.path).join(' '), '\n msg:', r.message.slice(0, 160));
}
