import { siteConfig, type SiteLanguage } from '@swat/shared-contracts';
import type { PageContent, PageRoute } from './types';
import { routeQuestions } from './questions';

type JsonLd = Record<string, unknown>;

/**
 * Page-level JSON-LD. URLs are written as paths: the manifest does not know the
 * public origin, and schema.org consumers resolve relative URLs against the page.
 * The site-wide Organization block is added by the bff, which knows the origin.
 */
/** The home page of each language: the first breadcrumb of every other page. */
const HOME: Record<SiteLanguage, { path: string; name: string }> = { en: { path: '/', name: 'Home' }, ar: { path: '/ar', name: 'الرئيسية' } };

/** The region served, named in the page's language. */
const AREA_SERVED: Record<SiteLanguage, string> = { en: siteConfig.areaServed, ar: 'الشرق الأوسط وشمال أفريقيا' };

export function pageJsonLd(
  content: PageContent,
  route: PageRoute,
  parents: readonly { path: string; name: string }[],
  lang: SiteLanguage = 'en',
): JsonLd[] {
  const blocks: JsonLd[] = [];
  const home = HOME[lang];
  if (route.path !== home.path) {
    const trail = [home, ...parents, { path: route.path, name: route.name }];
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      inLanguage: lang,
      itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.path })),
    });
  }
  if (content.service && route.path !== home.path) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'Service',
      inLanguage: lang,
      name: route.name,
      serviceType: content.service.serviceType,
      description: route.description,
      url: route.path,
      provider: { '@type': 'Organization', name: siteConfig.brand.name, url: home.path },
      areaServed: { '@type': 'Place', name: AREA_SERVED[lang] },
      availableLanguage: [...siteConfig.languages],
    });
  }
  // Each route marks up the questions it owns (see questions.ts): a sub-route its section's, the main route
  // the rest. Every route's HTML shows the whole page, so each question is visible where it is marked up,
  // and no question is marked up on two URLs.
  const questions = routeQuestions(content, route);
  if (questions.length > 0) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: lang,
      mainEntity: questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return blocks;
}
