import { describe, expect, it } from 'vitest';
import { withoutKnown } from './intents';

describe('what the visitor already knows we do', () => {
  it.each([
    ['Do you also do consulting or just surveys? We need advice.', 'Do you also do consulting  ? We need advice.'],
    ['what other research do you do besides online surveys', 'what other research do you do  '],
    ['Besides pricing, can you run segmentation?', ' , can you run segmentation?'],
    ['هل عندكم شي في الذكاء الاصطناعي ولا بس أبحاث سوق؟', 'هل عندكم شي في الذكاء الاصطناعي  ؟'],
    // After a comma, still the same sentence.
    ['Do you give strategic advice, or do you just collect data?', 'Do you give strategic advice,  ?'],
    // "Only … or also …": what comes between is known.
    ['do you only do surveys or also advise on strategy', 'do you   or also advise on strategy'],
    // With no comma, the question that follows ends what the cue names.
    ['besides research do you do consulting? what kinds', '  do you do consulting? what kinds'],
    ['بالإضافة إلى البحث هل تقدمون استشارات؟', '  هل تقدمون استشارات؟'],
  ])('%s → %s', (question, asked) => {
    expect(withoutKnown(question)).toBe(asked);
  });

  it('reads "or only" that opens a question of its own as a second question, not as something known', () => {
    const question = 'Can you run online surveys in Iraq? Or only face to face?';
    expect(withoutKnown(question)).toBe(question);
    expect(withoutKnown('تقدرون تسوون استبيان اونلاين في العراق؟ ولا بس مقابلات ميدانية؟')).toContain('مقابلات');
  });

  it('keeps the question whole when nothing but the known thing is in it, and inside words cues are not cues', () => {
    expect(withoutKnown('besides surveys')).toBe('besides surveys');
    expect(withoutKnown('We are a non-profit based in Amman')).toBe('We are a non-profit based in Amman');
    expect(withoutKnown('Do you offer onlyonline or justice research?')).toBe('Do you offer onlyonline or justice research?');
  });
});
