import type { FaqItem, PageContent, PageRoute } from './types';

/**
 * Which of a page's questions belong to which of its routes. A page has one Questions block; a question
 * carrying a `section` belongs to the sub-route that scrolls to that section (/services/quality-assurance),
 * every other question to the page's main route. The structured data and the content index both read this,
 * so a question is marked up once, on the same route the assistant links it to.
 */
export const pageQuestions = (content: PageContent): readonly FaqItem[] => content.blocks.flatMap((b) => (b.kind === 'faq' ? b.items : []));

export function routeQuestions(content: PageContent, route: PageRoute): readonly FaqItem[] {
  // A section that no route shows has no owner but the main route.
  const routed = new Set(content.routes.flatMap((r) => (r.section ? [r.section] : [])));
  return pageQuestions(content).filter((q) => (route.section ? q.section === route.section : !q.section || !routed.has(q.section)));
}
