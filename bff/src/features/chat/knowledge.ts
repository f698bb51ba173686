import { CONTENT_INDEX_PATH, contentIndexSchema, siteConfig, type ContentIndex, type RouteManifest } from '@swat/shared-contracts';
import type { Logger } from '../../http/logger';
import type { ManifestCache } from '../remotes/manifest-cache';
import { sharedExamples } from './examples';
import type { PageClassifier } from './page-classifier';
import { passage, RetrievalIndex, type Passage } from './retrieval';
import { sentences, SpellingCorrector, type Lang } from './text';

export interface PageRef {
  path: string;
  name: string;
  lang: Lang;
  /** The page's own one-line description, which answers "what is this page about". */
  summary?: string;
}

/** "/ar/training" → "/training": the page whatever its language. */
export const canonicalPath = (path: string) => (path === '/ar' ? '/' : path.startsWith('/ar/') ? path.slice(3) : path);
export const languageOfPath = (path: string): Lang => (path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en');
const arabicPath = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/** The page to link for a visitor writing in `lang`: the Arabic version when it exists, else the English one. */
export function localPage(knowledge: Knowledge, path: string, lang: Lang): PageRef {
  const canonical = canonicalPath(path);
  if (lang === 'ar') {
    const arabic = knowledge.pages.get(arabicPath(canonical));
    if (arabic) return arabic;
  }
  return knowledge.pages.get(canonical) ?? { path: canonical, name: canonical, lang: 'en' };
}

/** What the assistant knows right now: the site's words, indexed, and the pages to link to. */
export interface Knowledge {
  /** Which source it was built from: the full page text, only the manifest's titles, or only siteConfig. */
  source: 'content-index' | 'manifest' | 'site-config';
  version: string;
  index: RetrievalIndex;
  /** Every linkable page, English and Arabic (the Arabic ones under /ar). */
  pages: ReadonlyMap<string, PageRef>;
  /** Fixes typos against the words of the pages and of the synonym lists. */
  corrector: SpellingCorrector;
  /** Plain text of the coverage page (its table names every market our own teams cover), when known. */
  coverageText: string | null;
  /** Questions visitors asked and the page each belongs to. */
  examples: PageClassifier;
}

/** "Field data collection: CAPI, CATI… | SWAT Research" → "Field data collection". */
export const pageNameOf = (title: string, path?: string) => {
  const name = (title.split(' | ')[0] ?? title).split(': ')[0]!.trim();
  return path === '/' ? `${name} home page` : name;
};

const { brand, office, phone, emails } = siteConfig;

/** Facts that do not depend on a marketing build, so the assistant has them even when the remote is down. */
function siteConfigPassages(): Passage[] {
  return [
    {
      path: '/contact',
      lang: 'en' as const,
      pageName: `Contact ${brand.name}`,
      heading: 'Contact details and quotations',
      text: `${brand.name} is based in ${office.locality}, ${office.country}: ${office.streetAddress}. Phone ${phone.display}. Quotation requests go to ${emails.quotations}; general inquiries to ${emails.general}.`,
    },
    {
      path: '/about',
      lang: 'en' as const,
      pageName: `About ${brand.name}`,
      heading: `About ${brand.name}`,
      text: `${siteConfig.aboutText} We work in ${siteConfig.languages.join(' and ')}.`,
    },
  ].map(passage);
}

/**
 * A block can hold a whole FAQ; scoring it as one passage lets one long block win every question.
 * A few sentences per passage keeps "Who owns the data?" next to its own answer.
 */
const CHUNK_CHARS = 360;
export function chunks(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences(text)) {
    // A heading alone is not a passage: keep it with what follows.
    if (current.length >= 120 && current.length + sentence.length > CHUNK_CHARS) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

export function knowledgeFromContent(content: ContentIndex): Knowledge {
  const routes = content.routes.filter((r) => !r.noindex);
  const passages: Passage[] = [...siteConfigPassages()];
  const pages = new Map<string, PageRef>();
  let coverageText: string | null = null;
  for (const route of routes) {
    const pageName = pageNameOf(route.title, route.path);
    const lang = route.lang ?? languageOfPath(route.path);
    pages.set(route.path, { path: route.path, name: pageName, lang, summary: route.description });
    passages.push(passage({ path: route.path, lang, pageName, heading: route.title, text: route.description }));
    for (const section of route.sections) for (const text of chunks(section.text)) passages.push(passage({ path: route.path, lang, pageName, heading: section.heading, text }));
    if (route.path === '/services/geographic-coverage') coverageText = route.text;
  }
  return {
    source: 'content-index',
    version: content.builtAt,
    index: new RetrievalIndex(passages),
    pages: withFixedPages(pages),
    corrector: new SpellingCorrector(routes.flatMap((r) => [r.title, r.description, r.text])),
    coverageText,
    examples: sharedExamples(),
  };
}

export function knowledgeFromManifest(manifest: RouteManifest | null): Knowledge {
  const passages: Passage[] = [...siteConfigPassages()];
  const pages = new Map<string, PageRef>();
  for (const route of manifest?.routes ?? []) {
    if (route.noindex || route.path.includes(':')) continue;
    const pageName = pageNameOf(route.title, route.path);
    const lang = languageOfPath(route.path);
    pages.set(route.path, { path: route.path, name: pageName, lang, summary: route.description });
    passages.push(passage({ path: route.path, lang, pageName, heading: route.title, text: route.description }));
  }
  return {
    source: manifest ? 'manifest' : 'site-config',
    version: manifest?.builtAt ?? 'none',
    index: new RetrievalIndex(passages),
    pages: withFixedPages(pages),
    corrector: new SpellingCorrector(passages.flatMap((p) => [p.pageName, p.text])),
    coverageText: null,
    examples: sharedExamples(),
  };
}

/** Pages every answer may link to even when the marketing content is unavailable; the client login lives in the portal remote. */
function withFixedPages(pages: Map<string, PageRef>) {
  const fixed: PageRef[] = [
    { path: '/contact', name: `Contact ${brand.name}`, lang: 'en' },
    { path: '/services/geographic-coverage', name: 'Geographic coverage', lang: 'en' },
    { path: '/client-login', name: 'Client login', lang: 'en' },
  ];
  for (const page of fixed) if (!pages.has(page.path)) pages.set(page.path, page);
  return pages;
}

/** Site pages named in a free-text answer (an upstream model's citations), in order of first mention, at most three. */
export function citedPages(text: string, knowledge: Knowledge): PageRef[] {
  const found: PageRef[] = [];
  for (const match of text.matchAll(/(?<![\w/.])\/[a-z0-9][a-z0-9/-]*/g)) {
    const path = match[0].replace(/[/-]+$/, '');
    const page = knowledge.pages.get(path);
    if (page && !found.includes(page)) found.push(page);
    if (found.length === 3) break;
  }
  return found;
}

export interface KnowledgeSource {
  get(): Promise<Knowledge>;
}

/**
 * The content index changes only when marketing is redeployed, and a redeploy changes the
 * route manifest's builtAt, which the manifest cache already watches. So the content index is
 * fetched again only when that value moves (or after a failed fetch), never on a timer of its own.
 */
export function createKnowledgeSource(options: {
  manifests: ManifestCache;
  marketingUrl: string;
  log: Logger;
  fetchImpl?: typeof fetch;
  /** How long to wait before trying a failed content index again. */
  retryMs?: number;
}): KnowledgeSource {
  const { manifests, log } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const retryMs = options.retryMs ?? 30_000;
  let current: { key: string; knowledge: Knowledge; complete: boolean; at: number } | null = null;
  let loading: Promise<void> | null = null;

  const load = async (manifest: RouteManifest | null, key: string) => {
    if (manifest) {
      const url = new URL(CONTENT_INDEX_PATH, options.marketingUrl);
      // Hosts serve assets/ as immutable; naming the build in the query keeps a cache in between from answering with old copy.
      url.searchParams.set('v', manifest.builtAt);
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(3_000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const content = contentIndexSchema.parse(await response.json());
        const started = performance.now();
        const knowledge = knowledgeFromContent(content);
        current = { key, knowledge, complete: true, at: Date.now() };
        log.info('chat content index loaded', { builtAt: content.builtAt, routes: content.routes.length, passages: knowledge.index.size, ms: Math.round(performance.now() - started) });
        return;
      } catch (error) {
        log.warn('chat content index unavailable: answering from the route manifest', { url: url.toString(), error });
      }
    }
    current = { key, knowledge: knowledgeFromManifest(manifest), complete: false, at: Date.now() };
  };

  return {
    async get() {
      const manifest = await manifests.get('marketing');
      const key = manifest?.builtAt ?? 'none';
      const stale = !current || current.key !== key || (!current.complete && Date.now() - current.at >= retryMs);
      if (stale && !loading) loading = load(manifest, key).finally(() => (loading = null));
      // Only the very first question waits; later ones use the previous knowledge while it reloads.
      if (!current && loading) await loading;
      return current!.knowledge;
    },
  };
}
