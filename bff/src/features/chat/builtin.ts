import { alternatePath, siteConfig, type ChatOutcome } from '@swat/shared-contracts';
import { bffMessages } from '../../i18n/messages';
import { assistant, localPage, type Knowledge, type PageRef } from './knowledge';
import type { ChatProvider } from './provider';
import type { Found, Hit, SearchIndex } from './search';
import { languageOf, sentences, type Lang } from './text';

/**
 * The default assistant: no model, no network. normalise (text.ts) → retrieve (search.ts) → choose →
 * compose: the first sentence answers, from the page's own questions and answers or else its most
 * relevant sentence, then one to three links, best first. Requests with a set reply (a person, the
 * client portal, a price, anything outside our work) are phrasings in assistant.json, found by the
 * same search. Same question and same content, same answer.
 */
export function createBuiltinProvider(): ChatProvider {
  return { name: 'builtin', answer: async (question) => builtinReply(question.message, question.knowledge).message };
}

export interface BuiltinReply {
  message: string;
  /** Pages the answer points to, best first. */
  links: PageRef[];
  outcome: ChatOutcome;
  /** `pages` for an answer from the site, else the set request that answered (assistant.json), or `not-found`. */
  kind: string;
}

const { settings } = assistant;
/** Documents read per question: all that match, so the chosen page's passages are among them even when visitor questions rank first. */
const HITS = 1000;
const say = (lang: Lang) => bffMessages(lang).t;
const listLinks = (pages: readonly PageRef[]) => pages.map((p) => `${p.path} (${p.name})`).join(', ');

export const builtinAnswer = (message: string, knowledge: Knowledge) => builtinReply(message, knowledge).message;

/** Step 2: the documents that match the question, in the question's language. */
export function retrieve(message: string, knowledge: Knowledge): Found & { lang: Lang; index: SearchIndex } {
  const lang = languageOf(message);
  const index = knowledge.indexes[lang];
  return { lang, index, ...index.search(message, HITS) };
}

export function builtinReply(message: string, knowledge: Knowledge): BuiltinReply {
  const { lang, index, hits, known, asked } = retrieve(message, knowledge);
  // Step 3, choose: a set request when one of its phrasings matches better than any page; nothing
  // when the site knows too few of the question's words; else the best page.
  const pages = rankPages(hits);
  const request = hits.find((h) => h.doc.kind === 'request' && h.match >= settings.requestMinMatch);
  const top = pages[0];
  if (request && (!top || request.score >= top.score)) return setReply(request.doc.page, lang, knowledge);
  // Out of scope: the site knows too few of the question's words, or the best page's own copy holds too little of it.
  const copy = top && hits.find((h) => h.doc.page === top.page && (h.doc.kind === 'qa' || h.doc.kind === 'passage'));
  if (!top || !copy || known < settings.minKnown || copy.match < settings.minMatch) return setReply('not-found', lang, knowledge);
  const links = pages
    .filter((p) => p.score >= top.score * settings.furtherLinkShare)
    .slice(0, settings.maxLinks)
    .map((p) => localPage(knowledge, p.page, lang));
  // Step 4, compose.
  const body = openingFor(top.page, hits, asked, index) ?? links[0]!.summary ?? links[0]!.name;
  return { message: say(lang)('chat.moreOnSite', { body, links: listLinks(links) }), links, outcome: 'answered', kind: 'pages' };
}

/**
 * Pages best first: a page scores its best question-and-answer or passage, plus a share of how well
 * its visitors' phrasings (eval/training.tsv) match, which tells apart pages whose copy is alike.
 */
export function rankPages(hits: readonly Hit[]): { page: string; score: number }[] {
  const site = new Map<string, number>();
  const seen = new Map<string, number>();
  const phrasings = new Map<string, number>();
  for (const hit of hits) {
    if (hit.doc.kind === 'example') phrasings.set(hit.doc.page, Math.max(hit.score, phrasings.get(hit.doc.page) ?? 0));
    else if (hit.doc.kind !== 'request') {
      // The page's best document counts in full, its next ones less and less: a page that answers in several places is likelier the one asked about.
      const n = seen.get(hit.doc.page) ?? 0;
      seen.set(hit.doc.page, n + 1);
      site.set(hit.doc.page, (site.get(hit.doc.page) ?? 0) + hit.score * settings.nextDocumentShare ** n);
    }
  }
  return [...site.entries()]
    .map(([page, score]) => ({ page, score: score + settings.phrasingsShare * (phrasings.get(page) ?? 0) }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The answer's opening from one page: its matching question's answer, else the sentence of its
 * best passages that holds most of the question (its rarer words weighing more), and the one after it.
 */
function openingFor(page: string, hits: readonly Hit[], asked: ReadonlyMap<string, number>, index: SearchIndex): string | undefined {
  const own = hits.filter((h) => h.doc.page === page && (h.doc.kind === 'qa' || h.doc.kind === 'passage'));
  // A question and answer matches when it ranks above every passage of its page.
  if (own[0]?.doc.kind === 'qa') return leading(sentences(own[0].doc.answer), 0, Infinity);
  let best: { text: string[]; at: number; held: number } | undefined;
  for (const passage of own.filter((h) => h.doc.kind === 'passage').slice(0, settings.passagesRead)) {
    const all = sentences(passage.doc.text);
    all.forEach((sentence, at) => {
      const held = [...new Set(index.terms(sentence))].reduce((sum, t) => sum + (asked.get(t) ?? 0), 0);
      if (!best || held > best.held) best = { text: all, at, held };
    });
  }
  return best && leading(best.text, best.at, 2);
}

/**
 * Up to `count` sentences from `at`, arranged so the first one answers: a question ("Who owns the
 * data?") gives way to the sentence that answers it, and a bare "Yes." or a label ("Back-checks.")
 * is joined to the sentence after it.
 */
function leading(text: readonly string[], at: number, count: number): string {
  let i = at;
  while (i + 1 < text.length && /[?؟]$/.test(text[i]!)) i++;
  let first = text[i]!;
  let next = i + 1;
  while (next < text.length && first.split(/\s+/).length < settings.shortSentenceWords) first = `${first.replace(/[.!]$/, '')}: ${text[next++]}`;
  return [first, ...text.slice(next, next + count - 1)].join(' ');
}

/** A set reply (assistant.json), or the polite "not found", in the visitor's language. */
function setReply(id: string, lang: Lang, knowledge: Knowledge): BuiltinReply {
  const request = assistant.requests.find((r) => r.id === id);
  const contact = localPage(knowledge, '/contact', lang);
  const link = request ? localPage(knowledge, request.link, lang) : contact;
  const { brand, emails } = siteConfig;
  const message = say(lang)(request?.message ?? 'chat.notFound', {
    brand: brand.name,
    ai: brand.ai,
    panel: brand.panel,
    monitor: brand.monitor,
    contact: contact.path,
    login: lang === 'ar' && link.lang === 'en' ? alternatePath(link.path, 'ar') : link.path,
    email: emails.general,
    quotations: emails.quotations,
  });
  return { message, links: [link], outcome: request?.outcome ?? 'not-found', kind: request?.id ?? 'not-found' };
}
