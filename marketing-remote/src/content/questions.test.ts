import { describe, expect, it } from 'vitest';
import { pageContents, type PageKey } from './pages/index';
import { pageContentsAr } from './pages-ar/index';
import { pageQuestions, routeQuestions } from './questions';
import type { PageContent } from './types';

/** Pages whose visitors get no Questions section: the placeholder has nothing to answer. */
const WITHOUT_QUESTIONS: readonly PageKey[] = ['comingSoon'];
const LEGAL: readonly PageKey[] = ['privacy', 'terms', 'cookies'];

const keys = Object.keys(pageContents) as PageKey[];
const withQuestions = keys.filter((key) => !WITHOUT_QUESTIONS.includes(key));
const bothLanguages = (key: PageKey) => [
  ['en', pageContents[key]],
  ['ar', pageContentsAr[key]],
] as const;
const everyPage = keys.flatMap((key) => bothLanguages(key).map(([lang, content]) => [`${key} (${lang})`, content] as const));

/**
 * Sentences of an answer. A full stop ends a sentence only before a space and a non-digit, or at the end,
 * so "Decree-Law No. 45" stays one sentence; Arabic answers end sentences with the same marks or "؟".
 */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?؟])\s+(?=[^\d\s])/u)
    .map((s) => s.trim())
    .filter(Boolean);
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('page questions', () => {
  it.each(withQuestions)('%s has a Questions section in English and in Arabic, with the same questions by id', (key) => {
    const [en, ar] = [pageContents[key], pageContentsAr[key]];
    const ids = (c: PageContent) => pageQuestions(c).map((q) => [q.id, q.section]);
    expect(pageQuestions(en).length, key).toBeGreaterThanOrEqual(LEGAL.includes(key) ? 3 : 5);
    // The Arabic copy is written anew, but answers the same questions: one id links a question in both languages.
    expect(ids(ar)).toEqual(ids(en));
  });

  it('leaves the placeholder page without questions', () => {
    for (const key of WITHOUT_QUESTIONS) for (const [, content] of bothLanguages(key)) expect(pageQuestions(content)).toEqual([]);
  });

  it.each(everyPage)('%s has one Questions block, with unique kebab-case ids that no other element of the page uses', (_name, content) => {
    expect(content.blocks.filter((b) => b.kind === 'faq').length).toBeLessThanOrEqual(1);
    const ids = pageQuestions(content).map((q) => q.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const blockIds = content.blocks.flatMap((b) => (b.id ? [b.id, `${b.id}-heading`] : []));
    for (const id of ids) expect(blockIds, id).not.toContain(id);
  });

  it.each(everyPage.filter(([name]) => !name.startsWith('comingSoon')))('%s gives every route its own questions, and every question a route', (_name, content) => {
    const owned = content.routes.flatMap((route) => {
      const questions = routeQuestions(content, route);
      // A sub-route is a section of a larger page: a few questions of its own; a page's main route more.
      expect(questions.length, route.path).toBeGreaterThanOrEqual(3);
      if (route.section) expect(questions.length, route.path).toBeLessThanOrEqual(6);
      return questions.map((q) => q.id);
    });
    expect(owned.sort()).toEqual(pageQuestions(content).map((q) => q.id).sort());
    const sections = new Set(content.routes.flatMap((r) => (r.section ? [r.section] : [])));
    for (const q of pageQuestions(content)) if (q.section) expect(sections, q.id).toContain(q.section);
  });

  it.each(everyPage)('%s answers in the first sentence, briefly, and in at most three sentences', (_name, content) => {
    for (const { id, question, answer } of pageQuestions(content)) {
      const said = sentences(answer);
      expect(words(said[0] ?? ''), `${id}: ${said[0]}`).toBeLessThanOrEqual(30);
      expect(said.length, `${id}: ${answer}`).toBeLessThanOrEqual(3);
      expect(question.trim(), id).toMatch(/[?؟]$/);
    }
  });

  it.each(everyPage)('%s answers a yes-or-no question with yes or no first', (name, content) => {
    const arabic = name.endsWith('(ar)');
    for (const { id, question, answer } of pageQuestions(content)) {
      const yesNo = arabic ? /^هل\s/.test(question) : /^(Do|Does|Did|Can|Could|Is|Are|Will|Would|Should|May|Have|Has)\b/.test(question);
      if (yesNo) expect(answer, id).toMatch(arabic ? /^(نعم|لا)[،.:\s]/ : /^(Yes|No)\b/);
    }
  });
});
