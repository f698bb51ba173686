import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CONTENT_INDEX_PATH, contentIndexSchema, type ContentIndexQuestion, type ContentIndexSection, siteConfig, type ContentIndex, type RouteManifest } from '@swat/shared-contracts';
import type { Logger } from '../../http/logger';
import { bffCatalogs, bffMessages, type BffMessageKey } from '../../i18n/messages';
import type { ManifestCache } from '../remotes/manifest-cache';
import assistantData from './assistant.json';
import { SearchIndex, type Doc } from './search';
import { sentences, type Lang } from './text';

export interface PageRef {
  path: string;
  name: string;
  lang: Lang;
  /** The page's own one-line description. */
  summary?: string;
}

const isMessageKey = (key: string): key is BffMessageKey => Object.hasOwn(bffCatalogs.en, key);
const bilingual = z.object({ en: z.array(z.string().min(1)), ar: z.array(z.string().min(1)) });
const assistantSchema = z.object({
  settings: z.object({
    boost: z.object({ question: z.number().positive(), example: z.number().positive(), answer: z.number().positive(), heading: z.number().positive(), text: z.number().positive() }),
    typoMinLength: z.number().int().positive(),
    twoTyposMinLength: z.number().int().positive(),
    bm25: z.object({ k: z.number().positive(), b: z.number().min(0).max(1), d: z.number().min(0) }),
    genericShare: z.number().min(0).max(1),
    minKnown: z.number().min(0).max(1),
    minMatch: z.number().min(0).max(1),
    requestMinMatch: z.number().min(0).max(1),
    passagesRead: z.number().int().positive(),
    furtherLinkShare: z.number().min(0).max(1),
    nextDocumentShare: z.number().min(0).max(1),
    phrasingsShare: z.number().min(0),
    maxLinks: z.number().int().min(1).max(3),
    shortSentenceWords: z.number().int().nonnegative(),
  }),
  words: z.object({
    questionWords: bilingual,
    sameAs: z.object({ en: z.record(z.string(), z.string()), ar: z.record(z.string(), z.string()) }),
  }),
  requests: z.array(
    z.object({
      id: z.string().regex(/^[a-z-]+$/),
      message: z.custom<BffMessageKey>((key) => typeof key === 'string' && isMessageKey(key), 'not a message of the bff catalogs'),
      link: z.string().startsWith('/'),
      outcome: z.enum(['answered', 'handoff']),
      phrases: bilingual,
    }),
  ),
});

/** The tuning and the set requests (assistant.json): data beside the content, not rules in code. */
export const assistant = assistantSchema.parse(assistantData);
export type SetRequest = (typeof assistant.requests)[number];

/** Visitor questions and their pages that the assistant may learn from (never the evaluation sets). */
export const TRAINING_FILE = new URL('./eval/training.tsv', import.meta.url);

export interface Example {
  lang: Lang;
  /** English path of the page the question is answered on, or the id of the set request that answers it ("out-of-scope"). */
  target: string;
  question: string;
}

/** Lines `en|ar<TAB>/path or request id<TAB>question`; `#` starts a comment. */
export function readExamples(file: URL = TRAINING_FILE): Example[] {
  const requests = new Set(assistant.requests.map((r) => r.id));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line, i) => {
      const [lang, target, question] = line.split('\t');
      if ((lang !== 'en' && lang !== 'ar') || !target || !(target.startsWith('/') || requests.has(target)) || !question) throw new Error(`${file.pathname}: line ${i + 1} is not "en|ar<TAB>/path or request id<TAB>question"`);
      return { lang, target, question };
    });
}

let trainingExamples: Example[] | null = null;
const training = () => (trainingExamples ??= readExamples());

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

/** What the assistant knows right now: one search index per language and the pages to link to. */
export interface Knowledge {
  /** Which source it was built from: the full page text, only the manifest's titles, or only siteConfig. */
  source: 'content-index' | 'manifest' | 'site-config';
  version: string;
  indexes: Record<Lang, SearchIndex>;
  /** Every linkable page, English and Arabic (the Arabic ones under /ar). */
  pages: ReadonlyMap<string, PageRef>;
}

/** "Field data collection: CAPI, CATI… | SWAT Research" → "Field data collection". */
export const pageNameOf = (title: string, path?: string) => {
  const name = (title.split(' | ')[0] ?? title).split(': ')[0]!.trim();
  return path === '/' ? `${name} home page` : name;
};

const doc = (fields: Partial<Doc> & Pick<Doc, 'kind' | 'page'>): Doc => ({ question: '', answer: '', heading: '', text: '', ...fields });

/**
 * A section becomes passages of a few sentences, so "Who owns the data?" stays next to its own
 * answer instead of one long block winning every question. A question sentence starts a passage.
 */
const PASSAGE_CHARS = 360;
export function passagesOf(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences(text)) {
    const startsQuestion = /[?؟]$/.test(sentence) && current !== '';
    if (startsQuestion || current.length + sentence.length > PASSAGE_CHARS) {
      if (current) out.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

/** How to reach us, from the catalogs, so the assistant knows it even when the marketing remote is down. */
function contactDocs(lang: Lang): Doc[] {
  const { phone, emails } = siteConfig;
  const t = bffMessages(lang).t;
  const text = t('chat.contact', { contact: lang === 'ar' ? '/ar/contact' : '/contact', phone: phone.display, email: emails.general, quotations: emails.quotations, address: t('chat.officeAddress') });
  return [doc({ kind: 'passage', page: '/contact', heading: siteConfig.brand.name, text })];
}

function requestDocs(lang: Lang): Doc[] {
  return assistant.requests.flatMap((r) => r.phrases[lang].map((question) => doc({ kind: 'request', page: r.id, question })));
}

/**
 * The training questions of one page as one document: each phrasing costs the index only its new
 * words, and a page is found by the words its visitors use. A question that a set request answers
 * ("out-of-scope") is a phrasing of that request, as its assistant.json phrasings are.
 */
function exampleDocs(lang: Lang, known: ReadonlySet<string>): Doc[] {
  const byPage = new Map<string, string[]>();
  const requests: Doc[] = [];
  for (const e of training()) {
    if (e.lang !== lang) continue;
    if (!e.target.startsWith('/')) requests.push(doc({ kind: 'request', page: e.target, question: e.question }));
    else if (known.has(e.target)) byPage.set(e.target, [...(byPage.get(e.target) ?? []), e.question]);
  }
  return [...requests, ...[...byPage].map(([page, questions]) => doc({ kind: 'example', page, question: questions.join('\n') }))];
}

function buildIndexes(docsOf: (lang: Lang) => Doc[], known: ReadonlySet<string>): Record<Lang, SearchIndex> {
  const build = (lang: Lang) => new SearchIndex(lang, [...docsOf(lang), ...contactDocs(lang), ...requestDocs(lang), ...exampleDocs(lang, known)], assistant.settings, assistant.words);
  return { en: build('en'), ar: build('ar') };
}

/** The page's Questions section repeats its questions and answers as text: they are indexed once, as questions and answers. */
const repeatsQuestions = (section: ContentIndexSection, questions: readonly ContentIndexQuestion[] = []) =>
  questions.length > 0 && questions.every((q) => section.text.includes(q.question));

export function knowledgeFromContent(content: ContentIndex): Knowledge {
  const routes = content.routes.filter((r) => !r.noindex);
  const pages = new Map<string, PageRef>();
  const docs: Record<Lang, Doc[]> = { en: [], ar: [] };
  for (const route of routes) {
    const lang = route.lang ?? languageOfPath(route.path);
    const page = canonicalPath(route.path);
    pages.set(route.path, { path: route.path, name: pageNameOf(route.title, route.path), lang, summary: route.description });
    // The page's name, not its full title: the brand in every title would match every question that names it.
    const name = pageNameOf(route.title);
    docs[lang].push(doc({ kind: 'passage', page, heading: name, text: route.description }));
    for (const qa of route.questions ?? []) docs[lang].push(doc({ kind: 'qa', page, question: qa.question, answer: qa.answer, heading: name }));
    for (const section of route.sections) {
      if (repeatsQuestions(section, route.questions)) continue;
      for (const text of passagesOf(section.text)) docs[lang].push(doc({ kind: 'passage', page, heading: section.heading, text }));
    }
  }
  const all = withFixedPages(pages);
  return { source: 'content-index', version: content.builtAt, indexes: buildIndexes((lang) => docs[lang], new Set([...all.keys()].map(canonicalPath))), pages: all };
}

export function knowledgeFromManifest(manifest: RouteManifest | null): Knowledge {
  const pages = new Map<string, PageRef>();
  const docs: Record<Lang, Doc[]> = { en: [], ar: [] };
  for (const route of manifest?.routes ?? []) {
    if (route.noindex || route.path.includes(':')) continue;
    const lang = languageOfPath(route.path);
    pages.set(route.path, { path: route.path, name: pageNameOf(route.title, route.path), lang, summary: route.description });
    docs[lang].push(doc({ kind: 'passage', page: canonicalPath(route.path), heading: pageNameOf(route.title), text: route.description }));
  }
  const all = withFixedPages(pages);
  return { source: manifest ? 'manifest' : 'site-config', version: manifest?.builtAt ?? 'none', indexes: buildIndexes((lang) => docs[lang], new Set([...all.keys()].map(canonicalPath))), pages: all };
}

/** Pages every answer may link to even when the marketing content is unavailable: the set requests' links. */
function withFixedPages(pages: Map<string, PageRef>) {
  for (const path of new Set(assistant.requests.map((r) => r.link))) {
    // "/client-login" → "Client login"; the contact page is named as on the site.
    const words = path.slice(1).replace(/-/g, ' ');
    if (!pages.has(path)) pages.set(path, { path, name: path === '/contact' ? `Contact ${siteConfig.brand.name}` : words.charAt(0).toUpperCase() + words.slice(1), lang: 'en' });
  }
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
        log.info('chat content index loaded', { builtAt: content.builtAt, routes: content.routes.length, documents: knowledge.indexes.en.size + knowledge.indexes.ar.size, ms: Math.round(performance.now() - started) });
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
