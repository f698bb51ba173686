import { describe, expect, it } from 'vitest';
import { contentIndexSchema } from '@swat/shared-contracts';
import { contentIndexRoutes } from './content-index';
import { pageContents } from './pages/index';
import { pageContentsAr } from './pages-ar/index';
import { routeQuestions } from './questions';

const index = contentIndexSchema.parse({ remote: 'marketing', builtAt: new Date().toISOString(), routes: contentIndexRoutes() });
const byPath = new Map(index.routes.map((r) => [r.path, r]));

describe('content index questions', () => {
  it('gives each route the questions it owns, with their ids, in both languages', () => {
    for (const content of [...Object.values(pageContents), ...Object.values(pageContentsAr)]) {
      for (const route of content.routes) {
        const expected = routeQuestions(content, route).map(({ id, question, answer }) => ({ id, question, answer }));
        expect(byPath.get(route.path)?.questions ?? [], route.path).toEqual(expected);
      }
    }
  });

  it('gives a sub-route its own section questions, and the main route the rest', () => {
    const ids = (path: string) => byPath.get(path)?.questions?.map((q) => q.id) ?? [];
    expect(ids('/services/quality-assurance')).toContain('which-quality-standards');
    expect(ids('/services')).not.toContain('which-quality-standards');
    expect(ids('/services')).toContain('how-much-does-a-study-cost');
    expect(ids('/ar/services/geographic-coverage')).toEqual(ids('/services/geographic-coverage'));
    expect(byPath.get('/coming-soon')?.questions).toBeUndefined();
  });

  it('keeps question ids unique within each page and stable across the two languages', () => {
    for (const route of index.routes) {
      const ids = route.questions?.map((q) => q.id) ?? [];
      expect(new Set(ids).size, route.path).toBe(ids.length);
    }
    for (const route of index.routes.filter((r) => r.lang === 'en')) {
      const twin = byPath.get(route.path === '/' ? '/ar' : `/ar${route.path}`);
      expect(twin?.questions?.map((q) => q.id), route.path).toEqual(route.questions?.map((q) => q.id));
    }
  });

  it('keeps a route’s questions in its own text and passages, not in another route’s', () => {
    const qa = byPath.get('/services/quality-assurance');
    const main = byPath.get('/services');
    const question = qa?.questions?.[0]?.question ?? '';
    expect(question).not.toBe('');
    expect(qa?.text).toContain(question);
    expect(qa?.sections.some((s) => s.id === 'questions' && s.text.includes(question))).toBe(true);
    expect(main?.text).not.toContain(question);
  });
});
