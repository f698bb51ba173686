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
  const { lang, index, hits, known } = retrieve(message, knowledge);
  // Step 3, choose: nothing when the site does not know enough of the question's words; a set
  // request when one of its phrasings matches best, else the best page.
  const candidates = hits.filter((h) => h.doc.kind !== 'request' || h.match >= settings.requestMinMatch);
  const best = candidates[0];
  if (!best || known < settings.minKnown) return setReply('not-found', lang, knowledge);
  if (best.doc.kind === 'request') return setReply(best.doc.page, lang, knowledge);
  const pages = rankPages(candidates);
  const top = pages[0]!;
  const links = pages
    .filter((p) => p.score >= top.score * settings.furtherLinkShare)
    .slice(0, settings.maxLinks)
    .map((p) => localPage(knowledge, p.page, lang));
  // Step 4, compose.
  const body = openingFor(top.page, hits, message, index) ?? links[0]!.summary ?? links[0]!.name;
  return { message: say(lang)('chat.moreOnSite', { body, links: listLinks(links) }), links, outcome: 'answered', kind: 'pages' };
}

/** Pages by their best document's score; set requests are not pages. */
export function rankPages(hits: readonly Hit[]): { page: string; score: number }[] {
  const best = new Map<string, number>();
  for (const hit of hits) if (hit.doc.kind !== 'request' && !best.has(hit.doc.page)) best.set(hit.doc.page, hit.score);
  return [...best.entries()].map(([page, score]) => ({ page, score }));
}

/**
 * The answer's opening from one page: its matching question's answer, else the sentence of its
 * best passages that holds most of the question's terms (the better passage first on a tie).
 */
function openingFor(page: string, hits: readonly Hit[], question: string, index: SearchIndex): string | undefined {
  const own = hits.filter((h) => h.doc.page === page && h.doc.kind !== 'example');
  // A question and answer matches when it ranks above every passage of its page.
  if (own[0]?.doc.kind === 'qa') return own[0].doc.answer;
  const asked = new Set(index.terms(question));
  let best: { text: string[]; at: number; held: number } | undefined;
  for (const passage of own.filter((h) => h.doc.kind === 'passage').slice(0, settings.passagesRead)) {
    const all = sentences(passage.doc.text);
    all.forEach((sentence, at) => {
      const held = index.terms(sentence).filter((t) => asked.has(t)).length;
      if (!best || held > best.held) best = { text: all, at, held };
    });
  }
  if (!best) return undefined;
  // A label ("Back-checks.") or a question ("Who owns the data?") is followed by what answers it.
  const { text, at } = best;
  const short = (sentence: string) => sentence.split(/\s+/).length < settings.shortSentenceWords || /[?؟]$/.test(sentence);
  let end = at + 1;
  while (end < text.length && short(text[end - 1]!)) end++;
  return text.slice(at, end).join(' ');
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
