import { siteConfig, type SiteLanguage } from '@swat/shared-contracts';
import type { PageContent, PageRoute } from './types';

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
  // The FAQ belongs to the page's main route only: one page, one FAQPage.
  const faq = content.blocks.find((b) => b.kind === 'faq');
  if (faq && faq.kind === 'faq' && route === content.routes[0]) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: lang,
      mainEntity: faq.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  }
  return blocks;
}
