import { beforeAll, describe, expect, it } from 'vitest';
import { prerender } from './prerender';
import { marketingRoutes, marketingRouteTable } from '../content/routes';
import { pageContents } from '../content/pages/index';
import { pageContentsAr } from '../content/pages-ar/index';
import { pageQuestions, routeQuestions } from '../content/questions';

/** The HTML the build writes for each route: what a visitor without JavaScript, and a crawler, receives. */
let html: Map<string, string>;
beforeAll(async () => {
  html = new Map((await prerender()).map(({ key, html: markup }) => [key, markup]));
});

const contentOf = (route: (typeof marketingRouteTable)[number]) => (route.lang === 'ar' ? pageContentsAr : pageContents)[route.page];
const routesWithQuestions = marketingRouteTable.filter((route) => pageQuestions(contentOf(route)).length > 0);

interface FaqPage {
  '@type': string;
  inLanguage: string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}
const faqPageOf = (path: string) => marketingRoutes.find((r) => r.path === path)?.jsonLd?.find((b) => b['@type'] === 'FAQPage') as FaqPage | undefined;

describe('Questions in the prerendered pages', () => {
  it('covers every route but the placeholder, in both languages', () => {
    expect(routesWithQuestions.map((r) => r.path).sort()).toEqual(
      marketingRouteTable
        .map((r) => r.path)
        .filter((p) => !p.endsWith('coming-soon'))
        .sort(),
    );
  });

  it.each(routesWithQuestions.map((r) => [r.path, r] as const))('%s shows every question of its page as a closed native disclosure', (path, route) => {
    const doc = new DOMParser().parseFromString(html.get(path) ?? '', 'text/html');
    const section = doc.getElementById('questions');
    expect(section?.tagName, path).toBe('SECTION');
    expect(section?.querySelector('h2')?.textContent).toBeTruthy();
    for (const { id, question, answer } of pageQuestions(contentOf(route))) {
      const details = doc.getElementById(id);
      expect(details?.tagName, `${path} #${id}`).toBe('DETAILS');
      expect(section?.contains(details ?? null)).toBe(true);
      // Closed until opened, and opened by the browser itself: keyboard operable with JavaScript off.
      expect(details?.hasAttribute('open')).toBe(false);
      const summary = details?.firstElementChild;
      expect(summary?.tagName).toBe('SUMMARY');
      expect(summary?.textContent).toBe(question);
      expect(summary?.querySelector('h3, h4')?.textContent).toBe(question);
      expect(details?.querySelector('p')?.textContent).toBe(answer);
    }
  });

  it.each(routesWithQuestions.map((r) => [r.path, r] as const))('%s marks up the questions it owns as FAQPage structured data', (path, route) => {
    const faq = faqPageOf(path);
    const content = contentOf(route);
    const owned = routeQuestions(content, content.routes.find((r) => r.path === path)!);
    expect(faq?.inLanguage).toBe(route.lang);
    expect(faq?.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(owned.map((q) => [q.question, q.answer]));
    expect(faq?.mainEntity.every((q) => q['@type'] === 'Question' && q.acceptedAnswer['@type'] === 'Answer')).toBe(true);
  });

  it('marks up each question once per language, on one route', () => {
    for (const lang of ['en', 'ar'] as const) {
      const marked = marketingRouteTable.filter((r) => r.lang === lang).flatMap((r) => faqPageOf(r.path)?.mainEntity.map((q) => q.name) ?? []);
      const all = Object.values(lang === 'en' ? pageContents : pageContentsAr).flatMap((c) => pageQuestions(c).map((q) => q.question));
      expect(marked.sort()).toEqual(all.sort());
    }
  });

  it('groups a page’s section questions under the section’s name, after its general questions', () => {
    const doc = new DOMParser().parseFromString(html.get('/services/quality-assurance') ?? '', 'text/html');
    const groups = [...(doc.getElementById('questions')?.querySelectorAll('h3') ?? [])].map((h) => h.textContent);
    expect(groups).toEqual(['General questions', 'Field data collection', 'Research methodologies', 'Data processing and analysis', 'Quality assurance', 'Geographic coverage']);
    const arabic = new DOMParser().parseFromString(html.get('/ar/services') ?? '', 'text/html');
    expect(arabic.getElementById('questions')?.querySelector('h3')?.textContent).toBe('أسئلة عامة');
  });
});
