import { describe, expect, it } from 'vitest';
import { OG_LOCALE, routeManifestSchema, siteConfig } from '@swat/shared-contracts';
import { marketingRoutes } from './routes';
import { contentIndexRoutes } from './content-index';
import { pageContents, type PageKey } from './pages/index';
import { pageContentsAr } from './pages-ar/index';
import type { ContentBlock, PageContent } from './types';

const manifest = routeManifestSchema.parse({ remote: 'marketing', builtAt: new Date().toISOString(), routes: marketingRoutes });
const arabicRoutes = manifest.routes.filter((r) => r.lang === 'ar');
const pairs = Object.keys(pageContents).map((key) => [key, pageContents[key as PageKey], pageContentsAr[key as PageKey]] as const);

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const toArabicPath = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/** Every string a visitor reads on a page, metadata included. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (!['kind', 'id', 'tone', 'to', 'path', 'illustration', 'ogImage', 'lastModified', 'section'].includes(key)) strings(v, out);
  }
  return out;
}

/** The longest run of consecutive Latin-script words, once e-mail addresses and web addresses are set aside. */
function longestLatinRun(text: string): { length: number; words: string } {
  const words = text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+/g, ' ').split(/\s+/).filter(Boolean);
  let best = { length: 0, words: '' };
  let run: string[] = [];
  for (const word of words) {
    const latin = /[A-Za-z]/.test(word) && !ARABIC_LETTER.test(word);
    run = latin ? [...run, word] : [];
    if (run.length > best.length) best = { length: run.length, words: run.join(' ') };
  }
  return best;
}

/** The shape of a block without its words: what must match between the two languages. */
function skeleton(block: ContentBlock) {
  const counts: Record<string, number | undefined> = {};
  for (const [key, value] of Object.entries(block)) if (Array.isArray(value)) counts[key] = value.length;
  if (block.kind === 'table') counts.columns = block.columns.length;
  if (block.kind === 'cases') counts.figures = block.cases.reduce((n, c) => n + c.figures.length, 0);
  return { kind: block.kind, id: block.id, tone: block.tone, intro: Boolean(block.intro), counts };
}

const linksOf = (content: PageContent) => [
  content.hero.primaryCta?.to,
  content.hero.secondaryCta?.to,
  ...content.blocks.flatMap((b) => [
    ...(b.kind === 'links' ? b.cards.map((c) => c.to) : []),
    ...(b.kind === 'cta' ? [b.action.to, b.secondary?.to] : []),
  ]),
];

describe('Arabic pages', () => {
  it.each(pairs)('%s has an Arabic twin with the same routes, sections, blocks and links', (_key, en, ar) => {
    expect(ar.routes.map((r) => [r.path, r.section])).toEqual(en.routes.map((r) => [toArabicPath(r.path), r.section]));
    expect(ar.blocks.map(skeleton)).toEqual(en.blocks.map(skeleton));
    expect([ar.hero.illustration, ar.ogImage, ar.noindex, Boolean(ar.service)]).toEqual([en.hero.illustration, en.ogImage, en.noindex, Boolean(en.service)]);
    // Same destinations, each in Arabic.
    expect(linksOf(ar)).toEqual(linksOf(en).map((to) => (to === undefined ? undefined : toArabicPath(to))));
    // Same figures: numbers are facts, not copy.
    const figures = (c: PageContent) => c.blocks.flatMap((b) => (b.kind === 'stats' ? b.stats.length : b.kind === 'cases' ? b.cases.map((k) => k.figures.length) : []));
    expect(figures(ar)).toEqual(figures(en));
  });

  it.each(pairs)('%s has Arabic headings and no long runs of English', (_key, _en, ar) => {
    // Eyebrows may be a brand name alone (SWAT Monitor); headings are always Arabic sentences.
    for (const heading of [ar.hero.heading, ...ar.blocks.map((b) => b.heading)]) expect(heading, heading).toMatch(ARABIC_LETTER);
    const all = strings({ hero: ar.hero, blocks: ar.blocks, routes: ar.routes });
    const text = all.join(' \n ');
    const run = all.map(longestLatinRun).reduce((a, b) => (b.length > a.length ? b : a));
    expect(run.length, `longest English run: "${run.words}"`).toBeLessThanOrEqual(3);
    // Overwhelmingly Arabic: brand names, codes and method acronyms are the only Latin letters allowed.
    const arabicLetters = text.match(/[\u0600-\u06FF]/g)?.length ?? 0;
    const latinLetters = text.match(/[A-Za-z]/g)?.length ?? 0;
    expect(latinLetters / (arabicLetters + latinLetters)).toBeLessThan(0.12);
  });

  it.each(pairs.filter(([key]) => key !== 'comingSoon'))('%s carries a full page of Arabic copy, not a summary', (_key, en, ar) => {
    const words = (c: PageContent) => strings({ hero: c.hero, blocks: c.blocks }).join(' ').split(/\s+/).filter(Boolean).length;
    // Arabic joins articles and prepositions to words, so the same text has fewer of them than English.
    expect(words(ar)).toBeGreaterThan(words(en) * 0.65);
  });

  it('marks every Arabic case-study figure as illustrative', () => {
    for (const [, , ar] of pairs) for (const block of ar.blocks) if (block.kind === 'cases') expect(block.disclaimer).toContain('توضيحية');
  });

  it('keeps the facts that must not drift: cookies, laws, contact details', () => {
    const text = (c: PageContent) => strings({ hero: c.hero, blocks: c.blocks }).join(' ');
    expect(text(pageContentsAr.cookies)).toContain('swat_access');
    expect(text(pageContentsAr.cookies)).toContain('swat_refresh');
    expect(text(pageContentsAr.privacy)).toMatch(/رقم 45 لسنة 2021/);
    expect(text(pageContentsAr.privacy)).toContain('GDPR');
    expect(text(pageContentsAr.contact)).toContain(siteConfig.emails.general);
  });
});

describe('Arabic routes in the manifest', () => {
  it('gives every /ar route a unique Arabic title and description of search-result length', () => {
    const titles = arabicRoutes.map((r) => r.title);
    const descriptions = arabicRoutes.map((r) => r.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const route of arabicRoutes) {
      expect(route.title, route.path).toMatch(ARABIC_LETTER);
      expect(route.description, route.path).toMatch(ARABIC_LETTER);
      expect(route.title.length, route.title).toBeLessThanOrEqual(60);
      expect(route.description.length, route.description).toBeLessThanOrEqual(160);
    }
  });

  it('pairs every route with the same page in the other language, both ways', () => {
    const byPath = new Map(manifest.routes.map((r) => [r.path, r]));
    for (const route of manifest.routes) {
      expect(route.alternatePath, route.path).toBeDefined();
      const twin = byPath.get(route.alternatePath!);
      expect(twin?.alternatePath, route.path).toBe(route.path);
      expect(twin?.lang).not.toBe(route.lang);
    }
    expect(byPath.get('/ar')?.alternatePath).toBe('/');
    expect(byPath.get('/ar/about/our-vision')).toMatchObject({ alternatePath: '/about/our-vision', section: 'our-vision' });
  });

  it('declares Arabic in the structured data and starts Arabic breadcrumbs at /ar', () => {
    expect(OG_LOCALE.ar).toBe('ar_AE');
    for (const route of arabicRoutes) {
      for (const block of route.jsonLd ?? []) expect(block.inLanguage, `${route.path} ${String(block['@type'])}`).toBe('ar');
    }
    const crumbs = arabicRoutes.find((r) => r.path === '/ar/swatx/sample-sourcing')?.jsonLd?.[0] as { itemListElement: { item: string; name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual(['/ar', '/ar/swatx', '/ar/swatx/sample-sourcing']);
    expect(crumbs.itemListElement[0]?.name).toBe('الرئيسية');
    const types = (path: string) => arabicRoutes.find((r) => r.path === path)?.jsonLd?.map((b) => b['@type']);
    expect(types('/ar/services')).toEqual(['BreadcrumbList', 'Service', 'FAQPage']);
    // The home page has no breadcrumb and is not a Service page of its own: its questions are its only structured data.
    expect(types('/ar')).toEqual(['FAQPage']);
  });
});

describe('content index', () => {
  it('holds the Arabic pages, marked as Arabic, for the assistant to answer Arabic questions from', () => {
    const routes = contentIndexRoutes();
    const arabic = routes.filter((r) => r.lang === 'ar');
    expect(arabic.map((r) => r.path).sort()).toEqual(arabicRoutes.map((r) => r.path).sort());
    expect(routes.filter((r) => r.lang === 'en')).toHaveLength(arabicRoutes.length);
    const coverage = arabic.find((r) => r.path === '/ar/services/geographic-coverage');
    expect(coverage?.text).toContain('المملكة العربية السعودية');
    expect(coverage?.title).toMatch(ARABIC_LETTER);
  });
});
