import type { ContentIndexRouteInput } from '@swat/shared-contracts/build/federation';
import type { SiteLanguage } from '@swat/shared-contracts';
import { pageContents } from './pages/index';
import { pageContentsAr } from './pages-ar/index';
import type { PageContent } from './types';
import { routeQuestions } from './questions';

/**
 * The plain text of every route, for the bff's chat assistant (published as content-index.json).
 * Strings are collected by walking the content objects, so a new block kind or field is indexed
 * without a change here; only the keys below, which hold ids, links or styling, are skipped.
 */
const NOT_TEXT = new Set(['kind', 'id', 'tone', 'to', 'illustration', 'ogImage', 'lastModified', 'sitemapPriority', 'noindex', 'section', 'path']);

const sentence = (s: string) => {
  const t = s.trim();
  // Arabic sentences may also end in the Arabic question mark or semicolon.
  return t === '' || /[.!?:;…؟؛]$/.test(t) ? t : `${t}.`;
};

function collect(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    out.push(sentence(value));
  } else if (Array.isArray(value)) {
    // A list of short strings is a table row: keep its cells together so "Saudi Arabia" stays next to its methods.
    if (value.length > 1 && value.every((v) => typeof v === 'string')) out.push(sentence(value.join(' — ')));
    else for (const item of value) collect(item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.has(key)) collect(item, out);
  }
}

const textOf = (value: unknown) => {
  const out: string[] = [];
  collect(value, out);
  return out.filter(Boolean).join(' ');
};

function routesOf(content: PageContent, lang: SiteLanguage): ContentIndexRouteInput[] {
  const sectionIds = new Set(content.routes.flatMap((r) => (r.section ? [r.section] : [])));
  const blockSection = (block: PageContent['blocks'][number]) => ({ ...(block.id ? { id: block.id } : {}), heading: block.heading, text: textOf(block) });
  const faq = content.blocks.find((b) => b.kind === 'faq');
  return content.routes.map((route) => {
    // A sub-route speaks for its own section; the page's main route for the hero and every block no sub-route owns.
    const blocks = route.section
      ? content.blocks.filter((b) => b.id === route.section)
      : content.blocks.filter((b) => b.kind !== 'faq' && (!b.id || !sectionIds.has(b.id)));
    // The Questions block is shared by the page's routes: each route gets the questions it owns (questions.ts),
    // as `questions` for the assistant and, since they are part of the page's text, as a passage of that route.
    const questions = routeQuestions(content, route).map(({ id, question, answer }) => ({ id, question, answer }));
    const questionSection = faq && questions.length > 0 ? [{ ...(faq.id ? { id: faq.id } : {}), heading: faq.heading, text: textOf(questions.map(({ question, answer }) => ({ question, answer }))) }] : [];
    const sections = [
      ...(route.section ? [] : [{ heading: content.hero.heading, text: textOf(content.hero) }]),
      ...blocks.map(blockSection),
      ...questionSection,
    ];
    return {
      path: route.path,
      title: route.title,
      description: route.description,
      headings: [...(route.section ? [] : [content.hero.heading]), ...blocks.map((b) => b.heading), ...questionSection.map((s) => s.heading)],
      text: sections.map((s) => s.text).join(' '),
      sections,
      ...(questions.length > 0 ? { questions } : {}),
      ...(route.section ? { section: route.section } : {}),
      ...(content.noindex ? { noindex: true } : {}),
      lang,
    };
  });
}

/** Both languages: the assistant answers an Arabic question from the Arabic pages, with their /ar links. */
export const contentIndexRoutes = (): ContentIndexRouteInput[] => [
  ...Object.values(pageContents).flatMap((content) => routesOf(content, 'en')),
  ...Object.values(pageContentsAr).flatMap((content) => routesOf(content, 'ar')),
];
