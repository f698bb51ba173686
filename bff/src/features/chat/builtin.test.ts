import { describe, expect, it } from 'vitest';
import type { ContentIndex, ContentIndexRoute } from '@swat/shared-contracts';
import { builtinReply, retrieve } from './builtin';
import { knowledgeFromContent } from './knowledge';
import { normalise } from './text';

/** A small site of its own, with questions and answers, so these tests do not follow the live copy. */
const route = (path: string, title: string, description: string, sections: [string, string][], questions: [string, string][] = []): ContentIndexRoute => ({
  path,
  title: `${title} | SWAT Research`,
  description,
  headings: sections.map(([heading]) => heading),
  text: sections.map(([, text]) => text).join(' '),
  sections: sections.map(([heading, text]) => ({ heading, text })),
  questions: questions.map(([question, answer], i) => ({ id: `q${i + 1}`, question, answer })),
});

const content: ContentIndex = {
  remote: 'marketing',
  builtAt: '2026-11-20T08:00:00.000Z',
  routes: [
    route('/services/quality-assurance', 'Quality assurance', 'Pilots, back-checks and fraud screening for every study.', [
      ['Back-checks', 'Back-checks. At least 10% of face-to-face and telephone interviews are verified by a separate team. New interviewers are accompanied on their first shifts.'],
      ['Pilots', 'Every questionnaire is piloted with real respondents in each language before fieldwork opens.'],
    ], [
      ['How do you make sure interviews are real?', 'A separate team re-contacts at least one in ten respondents to confirm each interview took place, and records carry GPS and time stamps.'],
    ]),
    route('/training', 'Training', 'Courses in questionnaire design, sampling and analysis.', [
      ['Courses', 'Questionnaire design that works in Arabic and English runs for two days, with a critique of one of your own questionnaires. Sampling and fieldwork management takes two days.'],
    ], [
      ['How long is the questionnaire design course?', 'Two days, with a critique of one of your own questionnaires.'],
    ]),
    route('/contact', 'Contact', 'Request a proposal.', [
      ['Before you write', 'A member of our team replies within one working day, Monday to Friday.'],
    ], [
      ['Will you sign our NDA?', 'Yes: we sign your non-disclosure agreement, or send ours, before you share any details.'],
    ]),
    route('/ar/services/quality-assurance', 'ضمان الجودة', 'تجارب أولية وإعادة تحقق لكل دراسة.', [
      ['إعادة التحقق', 'يتحقق فريق مستقل من 10% على الأقل من المقابلات الميدانية والهاتفية.'],
    ], [
      ['كيف تتأكدون أن المقابلات حقيقية؟', 'يعيد فريق مستقل الاتصال بمستجيب من كل عشرة على الأقل للتأكد من إجراء المقابلة.'],
    ]),
    route('/ar/training', 'التدريب', 'دورات في تصميم الاستبيانات والمعاينة.', [
      ['الدورات', 'تستغرق دورة تصميم الاستبيانات يومين، مع مراجعة نقدية لأحد استبياناتكم.'],
    ], [
      ['كم مدة دورة تصميم الاستبيانات؟', 'يومان، مع مراجعة نقدية لأحد استبياناتكم.'],
    ]),
    route('/ar/contact', 'تواصل معنا', 'اطلب عرضاً.', [['قبل أن تكتب', 'يرد أحد أعضاء فريقنا خلال يوم عمل واحد.']]),
  ],
};
const knowledge = knowledgeFromContent(content);
const ask = (question: string) => builtinReply(question, knowledge);
const firstSentence = (message: string) => message.split('\n')[0]!;

describe('the built-in assistant', () => {
  it('opens with the answer of the page question that matches, then links that page first', () => {
    const reply = ask('how can I be sure your interviews are real?');
    expect(firstSentence(reply.message)).toMatch(/^A separate team re-contacts at least one in ten respondents/);
    expect(reply.links[0]?.path).toBe('/services/quality-assurance');
    expect(reply.outcome).toBe('answered');
  });

  it('answers from the page copy when no question matches: the most relevant sentence first', () => {
    const reply = ask('Are new interviewers accompanied on their first shifts?');
    expect(firstSentence(reply.message)).toContain('New interviewers are accompanied on their first shifts.');
    expect(reply.links[0]?.path).toBe('/services/quality-assurance');
  });

  it('links one to three pages, best first, each once', () => {
    for (const question of ['questionnaire design course length', 'back-checks of telephone interviews', 'Will you sign our NDA?']) {
      const paths = ask(question).links.map((l) => l.path);
      expect(paths.length).toBeGreaterThanOrEqual(1);
      expect(paths.length).toBeLessThanOrEqual(3);
      expect(new Set(paths).size).toBe(paths.length);
    }
    expect(ask('Will you sign our NDA?').links[0]?.path).toBe('/contact');
  });

  it('tolerates typos in words the site does not know', () => {
    expect(ask('how long is the questionaire design course').links[0]?.path).toBe('/training');
  });

  it('answers Arabic in Arabic, from the Arabic page, with /ar links', () => {
    const reply = ask('كم مدة دورة تصميم الاستبيانات؟');
    expect(firstSentence(reply.message)).toMatch(/^يومان/);
    expect(reply.links[0]?.path).toBe('/ar/training');
    expect(reply.links.every((l) => l.path.startsWith('/ar/'))).toBe(true);
  });

  it('reads Arabic letter variants, diacritics and tatweel as one spelling', () => {
    expect(normalise('إعـادة التَّحقُّق ومُدّة الدّورة')).toBe(normalise('اعاده التحقق ومده الدوره'));
    const plain = retrieve('كيف تتاكدون ان المقابلات حقيقيه', knowledge).hits[0];
    const marked = retrieve('كيفَ تتأكّدون أنّ المقابـلات حقيقيّة؟', knowledge).hits[0];
    expect(marked?.doc).toBe(plain?.doc);
    expect(marked?.doc.kind).toBe('qa');
  });

  it('offers a person, the client portal and a quote with their set replies, in the visitor language', () => {
    const person = ask('Can I talk to a person please?');
    expect(person).toMatchObject({ outcome: 'handoff', kind: 'person' });
    expect(person.links.map((l) => l.path)).toEqual(['/contact']);
    const portal = ask('I forgot my password for the client portal');
    expect(portal.links[0]?.path).toBe('/client-login');
    expect(portal.message).toMatch(/sign in/i);
    expect(ask('how much would a survey cost?')).toMatchObject({ outcome: 'handoff', kind: 'quote' });
    const arabic = ask('ابي اكلم موظف من فريقكم');
    expect(arabic).toMatchObject({ outcome: 'handoff', kind: 'person' });
    expect(arabic.links.map((l) => l.path)).toEqual(['/ar/contact']);
    expect(arabic.message).toContain('/ar/contact');
  });

  it('declines what is outside our work politely, never with a page that only sounds related', () => {
    for (const question of ['Tell me a joke', 'What is the weather in Dubai today?', 'قل لي نكتة']) {
      const reply = ask(question);
      expect(reply.kind).toBe('out-of-scope');
      expect(reply.links).toHaveLength(1);
      expect(reply.links[0]?.path).toMatch(/^(\/ar)?\/contact$/);
    }
    expect(ask('blorp zibble fnord')).toMatchObject({ outcome: 'not-found', kind: 'not-found' });
  });

  it('gives the same answer to the same question', () => {
    expect(ask('back-checks?')).toEqual(ask('back-checks?'));
  });
});
