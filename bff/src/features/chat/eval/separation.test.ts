import { describe, expect, it } from 'vitest';
import { assistant, readExamples } from '../knowledge';
import { currentContentIndex } from '../test-content';
import { normalise } from '../text';
import { loadSets } from './evaluate';

/** Words only, one spelling: "Do you do CATI?" and "do you do cati" are one question. */
const key = (text: string) => normalise(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/** A question this long is specific enough that finding it inside a page's copy means it was copied there. */
const QUOTED_MIN_WORDS = 6;

describe('training is not testing', () => {
  const sets = loadSets();
  const questions = sets.flatMap((s) => s.items.map((item) => ({ set: s.name, question: item.question, key: key(item.question) })));

  it('has held-out sets in both languages, with facts on the hidden ones and out-of-scope questions', () => {
    expect(sets.map((s) => s.name)).toEqual(expect.arrayContaining(['hidden-en', 'hidden-ar', 'labelled']));
    for (const name of ['hidden-en', 'hidden-ar']) {
      const items = sets.find((s) => s.name === name)!.items;
      expect(items.length).toBeGreaterThanOrEqual(100);
      expect(items.filter((i) => i.kind !== 'out-of-scope').every((i) => i.facts.length > 0 && i.expected !== null)).toBe(true);
      expect(items.filter((i) => i.kind === 'out-of-scope').length).toBeGreaterThanOrEqual(10);
    }
  });

  it('never loads an evaluation question: not in the training file, the set requests or the site content', async () => {
    const content = await currentContentIndex();
    const loaded = new Set([
      ...readExamples().map((e) => key(e.question)),
      ...assistant.requests.flatMap((r) => [...r.phrases.en, ...r.phrases.ar]).map(key),
      ...content.routes.flatMap((r) => (r.questions ?? []).map((q) => key(q.question))),
    ]);
    const copy = content.routes.map((r) => key(`${r.title} ${r.description} ${r.text} ${(r.questions ?? []).map((q) => `${q.question} ${q.answer}`).join(' ')}`)).join(' | ');
    const leaked = questions.filter((q) => loaded.has(q.key) || (q.key.split(' ').length >= QUOTED_MIN_WORDS && copy.includes(q.key)));
    expect(leaked.map((q) => `${q.set}: ${q.question}`)).toEqual([]);
  });
});
