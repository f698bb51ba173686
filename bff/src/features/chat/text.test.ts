import { describe, expect, it } from 'vitest';
import { readExamples } from './examples';
import { currentContentIndex } from './test-content';
import { normalise, normaliseSlowly } from './text';

describe('synonym folding', () => {
  it('folds every example question and every page text exactly as trying all the rules in order does', async () => {
    const content = await currentContentIndex();
    const texts = [...readExamples().map((e) => e.question), ...content.routes.flatMap((r) => [r.title, r.description, ...r.sections.map((s) => s.text)])];
    expect(texts.length).toBeGreaterThan(4000);
    const differing = texts.filter((text) => normalise(text) !== normaliseSlowly(text));
    expect(differing).toEqual([]);
    // Some 5 s of pure computation over every text when the machine is idle; a busy CI host may be
    // several times slower, and the check is about the answers, not the speed.
  }, 120_000);

  it('folds a phrase that only appears once an earlier rule has written its token', () => {
    // Chained or not, both paths must agree on a text built to exercise the token rules.
    for (const text of ['our field team does CATI and CAPI', 'مشروعنا مع فريقكم الميداني', 'panel panel survey survey']) expect(normalise(text)).toBe(normaliseSlowly(text));
  });
});
