import { alternatePath, siteConfig, type ChatOutcome } from '@swat/shared-contracts';
import { countriesIn, coverageLine, coveredByOwnTeams, type Country } from './countries';
import { detectIntents, inLanguage, intents, withoutKnown, type DetectedIntents, type TopicIntent } from './intents';
import type { PageProbability } from './page-classifier';
import { canonicalPath, localPage, type Knowledge, type PageRef } from './knowledge';
import type { ChatProvider } from './provider';
import type { Hit } from './retrieval';
import { languageOf, type Lang } from './text';
import { bffMessages } from '../../i18n/messages';

/**
 * The default assistant: no model, no network. It recognises what the visitor wants from the
 * intents in lexicon/intents.json (greeting, portal help, a person, a price, out of scope…) and
 * otherwise answers from the page that best matches the question: the first sentence from that
 * page, then one to three links, best first. Same question and same content, same answer.
 */
export function createBuiltinProvider(): ChatProvider {
  return {
    name: 'builtin',
    answer: async (question) => builtinReply(question.message, question.knowledge).message,
  };
}

export interface BuiltinReply {
  message: string;
  /** Pages the answer points to, best first. */
  links: PageRef[];
  outcome: ChatOutcome;
}

const { brand, emails, phone, networkCountries } = siteConfig;
const CONTACT = '/contact';
/** The client sign-in: a portal page, so not among the marketing pages the knowledge links. */
const CLIENT_LOGIN = '/client-login';
const SERVICES = '/services';
const COVERAGE = '/services/geographic-coverage';
const FIELD_DATA = '/services/field-data';

/** A question is answered from the site only when enough of its words are words the site uses. */
const MIN_KNOWN_SHARE = 0.5;
const MIN_COVERAGE = 0.34;
/** …or when the best page as a whole holds at least this share of them (its words may sit in different passages). */
const MIN_PAGE_COVERAGE = 0.5;
/** A sub-page that speaks to more of the question than its parent goes first when it scores at least this share of the parent. */
const SUBPAGE_MIN_SHARE = 0.35;
/** What a page keeps of its passage scores when none of the question's words is on it as a whole; all of them keep everything. */
const PAGE_COVERAGE_FLOOR = 0.4;
/** A further page is linked only when it scores close to the best one. */
const FURTHER_LINK_SHARE = 0.6;
/** Synonym tokens that name a data-collection method rather than fieldwork in general. */
const METHOD_TOKENS: ReadonlySet<string> = new Set(['capi', 'cati', 'cawi', 'focusgroup', 'mysteryshopping']);
/** A question of this many words is a brief: the places in it are its setting, not its subject. */
const LONG_BRIEF_TERMS = 14;
/** The synonym token for "how long", "how soon", "كم يوم". */
const TURNAROUND = 'turnaround';
/** The synonym token for "how soon can you start fieldwork": a question of timing too. */
const FIELDWORK_START = 'fieldworkstart';
/** Where a topic's page starts when no passage of it matched the question's words. */
const MISSING_TOPIC_PAGE_SHARE = 0.6;

const listLinks = (pages: readonly PageRef[]) => pages.map((p) => `${p.path} (${p.name})`).join(', ');
/** The assistant's set replies, from the bff's message catalogs. */
const say = (lang: Lang) => bffMessages(lang).t;
/** The names the set replies mention, as arguments of their messages. */
const BRANDS = { brand: brand.name, ai: brand.ai, panel: brand.panel, monitor: brand.monitor };

export function builtinAnswer(message: string, knowledge: Knowledge): string {
  return builtinReply(message, knowledge).message;
}

/**
 * "We are based in Germany", "we're a retailer headquartered in Cairo": where the visitor is, not
 * where the research is. The clause runs to the next punctuation mark.
 */
const VISITOR_LOCATION = /\b(?:we(?:'re|’re| are)|i(?:'m|’m| am)|our (?:company|firm|business|head office|office|team) is)\s+(?:an? [^,.;:?!]{0,40}?\s)?(?:based|located|headquartered)\s+(?:in|out of)\s+[^,.;:?!]*/gi;

/** "Gulf and Maghrebi dialects" name ways of speaking, not places to do research in. */
const DIALECTS = /\b[\p{L}-]+(?:\s*(?:,|and|or|&)\s*[\p{L}-]+)*\s+(?:arabic\s+)?dialects?\b/giu;
const sectionOf = (path: string) => `/${path.split('/')[1] ?? ''}`;
const ABOUT = '/about';

export interface ReplyOptions {
  /** Leaves this group of examples out, so an evaluation split is measured as never seen. */
  examplesWithout?: string;
}

/** What the question asks for, read from the visitor's words as typed. */
export const readQuestion = (text: string, knowledge: Knowledge): DetectedIntents => detectIntents(knowledge.corrector.correct(withoutKnown(text)));

export function builtinReply(message: string, knowledge: Knowledge, options: ReplyOptions = {}): BuiltinReply {
  const text = message.trim().replace(VISITOR_LOCATION, ' ').trim() || message.trim();
  const lang = languageOf(text);
  const intent = readQuestion(text, knowledge);
  const answer = lexiconReply(text, lang, intent, knowledge);
  if (intent.greetingOnly || intent.thanks) return answer;
  return withExamples(answer, intent, knowledge, lang, () => knowledge.examples.classify(text, options.examplesWithout));
}

/**
 * The page classifier (trained on questions visitors asked, page-classifier.ts) weighs in after the
 * lexicon: when it gives another page this probability, that page leads the answer…
 *
 * These four shares were chosen for the nearest-examples vote the classifier replaced and kept:
 * trained on the splits before each of fresh118–fresh164 and asked that split, the whole assistant
 * is right first as often for a lead at 0.7, 0.8 or 0.9 (96.4–96.5 %), and worse at 0.6 or below.
 */
const EXAMPLE_LEAD_SHARE = 0.8;
/**
 * …or gives it this much while the lexicon's best page holds less than half of the question's words
 * (WEAK_COVERAGE): the lexicon then matched a word or two, the classifier the errand. Chosen on the whole
 * set (24 first pages gained, 12 lost), checked on fresh113–fresh123 as they stood at their first runs
 * (82.8% → 83.9% of 378 right first). With nothing ranked, the lexicon's own fallback stands.
 */
const EXAMPLE_LEAD_SHARE_OVER_WEAK = 0.6;
const WEAK_COVERAGE = 0.5;
/** …and when it gives this much, its page is at least among the links. This and EXAMPLE_LEAD_SHARE chosen on fresh75–fresh82, measured on fresh83–fresh86. */
const EXAMPLE_LINK_SHARE = 0.35;
/**
 * …and while the answer has room for three links, pages with at least this share follow the ones
 * found. Chosen on fresh–fresh90 (10 of 38 right pages missing from the links put among them),
 * checked on fresh91–fresh98 (2 of 6).
 */
const EXAMPLE_MORE_SHARE = 0.15;
const MAX_LINKS = 3;
/**
 * At this probability for the sign-in or contact page, the classifier's word is taken for a client
 * reaching for the portal or a visitor asking for a person. Chosen on the whole set, each split left
 * out: 10 first pages gained, none lost (at 0.95, one "how does a project run?" went to the portal).
 */
const REQUEST_CERTAIN_SHARE = 0.99;

/** A client's way into the portal, in one line of how. */
const portalAnswer = (lang: Lang, page: (path: string) => PageRef) =>
  reply(say(lang)('chat.portal', { email: emails.general, login: lang === 'ar' ? alternatePath(CLIENT_LOGIN, 'ar') : CLIENT_LOGIN }), [page(intents.portal.path)]);
/** The offer of a person: the widget shows the hand-off form. */
const personAnswer = (lang: Lang, page: (path: string) => PageRef) => reply(say(lang)('chat.person', { contact: page(CONTACT).path }), [page(CONTACT)], 'handoff');

function withExamples(answer: BuiltinReply, intent: DetectedIntents, knowledge: Knowledge, lang: Lang, classify: () => readonly PageProbability[]): BuiltinReply {
  // Out of scope gets the polite redirect alone, never a page that only sounds related.
  if (intent.outOfScope) return answer;
  const likely = classify().filter((v) => knowledge.pages.has(v.path));
  const best = likely[0];
  if (!best) return answer;
  const strong = best.share >= EXAMPLE_LINK_SHARE;
  // "Nothing found" stays the plain hand-off to the team unless the classifier is fairly sure.
  if (answer.outcome === 'not-found' && !strong) return answer;
  const linked = answer.links.map((l) => canonicalPath(l.path));
  const page = (path: string) => localPage(knowledge, path, lang);
  // A visitor who asked for a person keeps the offer of one; the classifier only adds a page.
  // The contact and sign-in pages answer a kind of request (a price, a person, an account) that the
  // lexicon names outright; questions that merely sound like such requests add them, never lead with them.
  const mayLead = best.path !== CONTACT && best.path !== intents.portal.path && answer.outcome !== 'handoff';
  // A set answer (a client's way into the portal, how to apply for a job, the offer of a person) is
  // complete as it is.
  const setAnswer = intent.portal || answer.outcome === 'handoff' || intent.topics.some((t) => t.answer);
  // …unless the classifier is all but certain of one, in words the lexicon has no phrase for ("my
  // colleague who had our account left, how do I get into the dashboard?", "can someone give me a
  // call this week?"): then the set answer is given as if the lexicon had found it. Where the lexicon
  // already leads with that page, its own answer ("yes, we sign NDAs") says more.
  if (best.share >= REQUEST_CERTAIN_SHARE && !setAnswer && linked[0] !== best.path) {
    if (best.path === intents.portal.path) return portalAnswer(lang, page);
    if (best.path === CONTACT) return personAnswer(lang, page);
  }
  // The weaker lead also leaves the firm in brief alone: a fair guess would trade it for one of its pages.
  // Ranked only when a lead is weighed, and then once for both the weighing and the answer.
  let ranking: RankedPage[] | undefined;
  const ranked = () => (ranking ??= rankPages(intent, knowledge));
  const examplesLead = () =>
    best.share >= EXAMPLE_LEAD_SHARE ||
    (best.share >= EXAMPLE_LEAD_SHARE_OVER_WEAK && !setAnswer && !intent.overview && (ranked()[0]?.coverage ?? 1) < WEAK_COVERAGE);
  if (strong && mayLead && linked[0] !== best.path && examplesLead()) {
    return ledBy(best.path, answer.links.filter((l) => canonicalPath(l.path) !== best.path), ranked(), intent.question, knowledge, lang, page);
  }
  const second = strong && !linked.includes(best.path) ? best : undefined;
  if (second && answer.outcome === 'not-found') return closestPage(page(second.path), page(CONTACT), lang);
  const links = [...answer.links.slice(0, 1), ...(second ? [page(second.path)] : []), ...answer.links.slice(1)].slice(0, MAX_LINKS);
  // Less likely pages would only add what a set answer does not need.
  for (const vote of setAnswer ? [] : likely) {
    if (links.length >= MAX_LINKS) break;
    if (vote.share >= EXAMPLE_MORE_SHARE && !links.some((l) => canonicalPath(l.path) === vote.path)) links.push(page(vote.path));
  }
  const extras = links.filter((l) => !linked.includes(canonicalPath(l.path)));
  if (extras.length === 0) return answer;
  const also = say(lang)('chat.alsoUseful', { count: extras.length, links: listLinks(extras) });
  return { ...answer, message: `${answer.message}\n\n${also}`, links };
}

/**
 * Nothing on the site matched, yet questions like this one went to `closest`: say so plainly, offer
 * that page first and the team beside it. (Page first: on the splits before fresh83 as good as the
 * team first, and ahead on fresh83–fresh90, where the lay questions gained most.)
 */
function closestPage(closest: PageRef, contact: PageRef, lang: Lang): BuiltinReply {
  // Arabic names the contact page by its address alone, English with its name too.
  const contactRef = lang === 'ar' ? contact.path : listLinks([contact]);
  return reply(say(lang)('chat.closestPage', { closest: listLinks([closest]), contact: contactRef }), [closest, contact], 'not-found');
}

/** The answer that opens with one page (its own words, from its place in `ranked`), then the pages the lexicon found. */
function ledBy(path: string, others: readonly PageRef[], ranked: readonly RankedPage[], question: string, knowledge: Knowledge, lang: Lang, page: (path: string) => PageRef): BuiltinReply {
  const links = [page(path), ...others].slice(0, MAX_LINKS);
  const lead = ranked.find((p) => p.path === path) ?? sectionEntry(path);
  return answerFrom(lead, links, question, knowledge, lang);
}

/** What the lexicon and the page index make of the question. */
function lexiconReply(text: string, lang: Lang, intent: DetectedIntents, knowledge: Knowledge): BuiltinReply {
  const page = (path: string) => localPage(knowledge, path, lang);

  if (intent.greetingOnly) return greeting(lang, page);
  if (intent.thanks) {
    return reply(say(lang)('chat.thanks', { contact: page(CONTACT).path }), [page(CONTACT)]);
  }
  if (intent.portal) return portalAnswer(lang, page);
  if (intent.outOfScope && intent.topics.length === 0) return outOfScope(lang, page, 'answered');
  if (intent.person) return personAnswer(lang, page);
  if (intent.outOfScope) return outOfScope(lang, page, 'answered');
  if (intent.price) return priceAnswer(intent, knowledge, lang);
  // A topic with an answer of its own (a job seeker) gets it wherever the question says it happens.
  const answered = intent.topics.find((t) => t.answer);
  if (answered?.answer) return topicAnswer(answered, intent, knowledge, lang, page);

  // The visitor's own words: Arabic country names keep their article there.
  const countries = countriesIn(text.replace(DIALECTS, ' '));
  // "Your office address and phone number in Dubai?" asks how to reach us, not what we cover there.
  const contactOnly = intent.contact && !intent.topics.some((t) => t.id !== 'contact');
  // A long brief names places as its setting ("our fund is buying clinics in the UAE"); it asks about
  // coverage only when it says so ("which of those countries can you cover").
  const longBrief = intent.terms.length >= LONG_BRIEF_TERMS;
  const asksCoverage = longBrief ? intent.coverageExplicit : intent.coverage || (intent.topics.length > 0 && !contactOnly);
  // "Mystery shoppers for our showrooms in Dubai and Abu Dhabi?": our own city is where a named
  // service happens, not a question of whether we work there.
  const homeOnly = countries.every((c) => c.name === siteConfig.office.country);
  // "How soon can you start fieldwork in the UAE?": at home the question is the timing, which the pages answer.
  const asksTiming = intent.terms.includes(TURNAROUND) || intent.terms.includes(FIELDWORK_START);
  // "What exactly do you do: research, consulting or AI?" names several parts of the firm to ask about all of it.
  const sections = new Set(intent.topics.map((t) => sectionOf(t.pages[0]!)));
  const asksAboutTheWhole =
    intent.topics.length === 0 || (intent.overviewOfWork && sections.size >= 2) || (intent.companySummary && [...sections].every((s) => s === ABOUT));
  const overviewAsked = intent.overview && asksAboutTheWhole;
  // "Full-service market research company in the UAE": at home, the range of what we do is the question.
  // "A small bakery in Sharjah: what does your company do?": at home, the place is the visitor's, the question is what we do.
  const atHomeNotCoverage = homeOnly && (serviceLeads(intent) || asksTiming || intent.breadth || intent.overview);
  // "A retailer in Riyadh here: what does SWAT do across research, consulting and AI?": anywhere, the
  // place is the visitor's setting unless the question asks where we work in so many words.
  const overviewNotCoverage = overviewAsked && !intent.coverageExplicit;
  if (countries.length > 0 && asksCoverage && !atHomeNotCoverage && !overviewNotCoverage) return coverageAnswer(countries, intent, knowledge, lang);
  if (contactOnly) return contactAnswer(lang, page);
  if (overviewAsked) return overviewAnswer(intent.question, lang, page, intent.overviewOfWork);

  const ranked = rankPages(intent, knowledge);
  // "We run a football club and want to understand our fans": a research need no page names; the
  // research services overview is where a receptionist would start, not "I found nothing".
  if (ranked.length === 0 && intent.organisationNeed && !intent.outOfScope) ranked.push(sectionEntry(SERVICES));
  if (ranked.length === 0) return outOfScope(lang, page, 'not-found');
  const range = rangeAsked(intent, sections);
  if (range) leadWithSection(ranked, range, knowledge);
  return retrievedAnswer(intent.question, ranked, knowledge, lang);
}

/**
 * A topic with an answer of its own (a job seeker). "Applying for a field job: how is your field
 * team organised?" also asks about the firm itself, whose page then leads, with the answer after it.
 */
function topicAnswer(answered: TopicIntent, intent: DetectedIntents, knowledge: Knowledge, lang: Lang, page: (path: string) => PageRef): BuiltinReply {
  const answer = inLanguage(answered.answer!, lang);
  const aboutTheFirm = intent.topics.filter((t) => t !== answered && sectionOf(t.pages[0]!) === ABOUT);
  const lead = aboutTheFirm.length > 0 ? rankPages({ ...intent, topics: aboutTheFirm }, knowledge).find((p) => sectionOf(p.path) === ABOUT) : undefined;
  if (!lead) return reply(answer, answered.pages.map(page));
  return reply(`${openingFrom(lead, intent.question, knowledge, lang)}\n\n${answer}`, [page(lead.path), ...answered.pages.map(page)]);
}

/**
 * "What kinds of studies do you run, pricing or segmentation?": the examples name one page of the
 * section, which lists that kind of work, so it keeps the lead. `within` counts only that section's pages.
 */
function namesOneKind(intent: DetectedIntents, within?: string): boolean {
  const pages = new Set(intent.topics.filter((t) => !t.generic && (within === undefined || t.pages[0]!.startsWith(`${within}/`))).map((t) => t.pages[0]!));
  return pages.size === 1 && [...pages][0]!.split('/').length > 2;
}

/**
 * The part of the firm whose range the question asks about: named with the question ("what kinds of
 * research do you run?", "anything in AI?"), unless one of its services is named too ("what kinds of
 * research for pricing?"); otherwise the one part all its topics belong to.
 */
function rangeAsked(intent: DetectedIntents, sections: ReadonlySet<string>): string | undefined {
  const named = intent.breadthSection;
  if (named) return namesOneKind(intent, named) ? undefined : named;
  return intent.breadth && sections.size === 1 && !namesOneKind(intent) ? [...sections][0] : undefined;
}

/**
 * "What kinds of fieldwork and analysis do you offer?": the question is about the range, so the
 * section's own page, which sets its services side by side, goes first when it is among the answers.
 */
function leadWithSection(ranked: RankedPage[], section: string, knowledge: Knowledge) {
  if (section === ABOUT || section === CONTACT || !knowledge.pages.has(section)) return;
  const at = ranked.findIndex((p) => p.path === section);
  if (at === 0) return;
  const top = ranked[0]!;
  // Not among the retrieved pages: its summary opens the answer (openingFrom quotes a passage only from the page itself).
  const parent = at > 0 ? ranked.splice(at, 1)[0]! : { path: section, score: top.score, coverage: 0, best: top.best };
  ranked.unshift({ ...parent, score: Math.max(parent.score, top.score) });
}

const reply = (message: string, links: PageRef[], outcome: ChatOutcome = 'answered'): BuiltinReply => ({ message, links, outcome });

/** A stand-in for a page none of whose passages matched: openingFrom then opens with the page's own summary. */
const unmatchedHit = (path: string): Hit => ({ passage: { path, lang: 'en', pageName: path, heading: '', faq: '', text: '' }, score: 0, coverage: 0 });
/** A page put forward with no passage of it matched. */
const sectionEntry = (path: string): RankedPage => ({ path, score: 1, coverage: 0, best: unmatchedHit(path) });

function greeting(lang: Lang, page: (path: string) => PageRef): BuiltinReply {
  const contact = page(CONTACT);
  return reply(say(lang)('chat.greeting', { ...BRANDS, contact: lang === 'ar' ? contact.path : listLinks([contact]) }), [contact]);
}

export interface RankedPage {
  /** The page in English terms (/training), whatever language the passage was in. */
  path: string;
  score: number;
  coverage: number;
  best: Hit;
}

/**
 * Pages best first: Orama's passage scores summed per page (the best passage counts fully, the
 * next ones less), then raised by the topics the question names. Empty when the question is not
 * about anything the site covers.
 */
export function rankPages(intent: DetectedIntents, knowledge: Knowledge): RankedPage[] {
  const terms = [...new Set(intent.terms)];
  if (terms.length === 0) return [];
  const known = terms.filter((t) => knowledge.index.knows(t)).length;
  if (known / terms.length < MIN_KNOWN_SHARE && intent.topics.length === 0) return [];
  const hits = knowledge.index.search(intent.question, 40);
  const pages = new Map<string, RankedPage & { passages: number }>();
  for (const raw of hits) {
    // A passage that speaks to the whole question beats one that repeats a single word of it.
    const hit = { ...raw, score: raw.score * (0.25 + 0.75 * raw.coverage) };
    const path = canonicalPath(hit.passage.path);
    const current = pages.get(path);
    if (!current) pages.set(path, { path, score: hit.score, coverage: hit.coverage, best: hit, passages: 1 });
    else {
      current.passages++;
      if (current.passages <= 3) current.score += hit.score * 0.3;
      current.coverage = Math.max(current.coverage, hit.coverage);
    }
  }
  const ranked = [...pages.values()];
  // A page whose passages together hold more of the question's words is about more of it ("experience interviewing doctors").
  for (const page of ranked) page.score *= PAGE_COVERAGE_FLOOR + (1 - PAGE_COVERAGE_FLOOR) * knowledge.index.pageCoverage([page.path, arabicTwin(page.path)], terms);
  // Topics are curated: they add a share of the best score, so a named topic's page can overtake pages that only share words.
  const top = Math.max(1, ...ranked.map((p) => p.score));
  for (const topic of intent.topics) {
    topic.pages.forEach((path, i) => {
      if (!knowledge.pages.has(path)) return;
      const bonus = (top * topic.boost) / (i + 1);
      const entry = pages.get(path);
      if (entry) entry.score += bonus;
      else {
        const best = hits.find((h) => canonicalPath(h.passage.path) === path) ?? hits[0];
        // A curated topic is strong evidence even when the page words it differently from the question.
        const added = { path, score: top * MISSING_TOPIC_PAGE_SHARE + bonus, coverage: 0, best: best ?? unmatchedHit(path), passages: 0 };
        pages.set(path, added);
        ranked.push(added);
      }
    });
  }
  // On a tie, the page that speaks to more of the question.
  ranked.sort((a, b) => b.score - a.score || b.coverage - a.coverage || a.path.localeCompare(b.path));
  preferPagesHoldingTheWords(ranked);
  preferSubPages(ranked, intent);
  preferWholeAnswers(ranked);
  const best = ranked[0];
  if (!best) return [];
  if (intent.topics.length === 0 && best.coverage < MIN_COVERAGE && knowledge.index.pageCoverage([best.path, arabicTwin(best.path)], terms) < MIN_PAGE_COVERAGE) return [];
  return ranked;
}

/** Scores this close are a tie: two named topics can lift two pages to within a rounding error of each other. */
const TOPIC_TIE = 0.01;

/**
 * Two topics named in one question can lift two pages to the same score; when one of them holds none of
 * the question's words (only its topic put it there) and the other holds some, the other leads.
 */
export function preferPagesHoldingTheWords(ranked: RankedPage[]) {
  for (let i = 0; i + 1 < ranked.length; i++) {
    const [a, b] = [ranked[i]!, ranked[i + 1]!];
    if (a.coverage === 0 && b.coverage > 0 && b.score >= a.score * (1 - TOPIC_TIE)) [ranked[i], ranked[i + 1]] = [b, a];
  }
}

const arabicTwin = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);
const parentOf = (path: string) => (path.lastIndexOf('/') > 0 ? path.slice(0, path.lastIndexOf('/')) : null);

/**
 * "How do you recruit panel members?": the overview page mentions everything its sub-pages cover, so
 * it often outscores them; a sub-page whose best passage speaks to more of the question than the
 * parent's goes first, as a receptionist would send the visitor to the specific page.
 */
function preferSubPages(ranked: RankedPage[], intent: DetectedIntents) {
  // A topic that names the parent first and not the sub-page ("consultancy for companies") means the parent.
  const namedFirst = new Set(intent.topics.map((t) => t.pages[0]));
  const named = new Set(intent.topics.flatMap((t) => t.pages));
  for (let i = 1; i < ranked.length; i++) {
    const child = ranked[i]!;
    const parent = parentOf(child.path);
    if (!parent) continue;
    const at = ranked.findIndex((p) => p.path === parent);
    if (at < 0 || at > i) continue;
    const above = ranked[at]!;
    if (namedFirst.has(parent) && !named.has(child.path)) continue;
    if (child.coverage > above.coverage && child.score >= above.score * SUBPAGE_MIN_SHARE) {
      ranked.splice(i, 1);
      ranked.splice(at, 0, { ...child, score: Math.max(child.score, above.score) });
    }
  }
}

/** A passage holding this share of the question's words answers all of it… */
const WHOLE_ANSWER_COVERAGE = 0.8;
/** …and goes first over a page that matched at most this share, when it scores close enough. */
const PARTIAL_ANSWER_COVERAGE = 0.4;
const WHOLE_ANSWER_MIN_SHARE = 0.6;

/**
 * "How soon can you start fieldwork, and do you translate questionnaires?": a topic's page can win on
 * one named word while another page has a passage (an FAQ) that answers every part; that one goes first.
 */
function preferWholeAnswers(ranked: RankedPage[]) {
  const top = ranked[0];
  if (!top || top.coverage > PARTIAL_ANSWER_COVERAGE) return;
  const at = ranked.findIndex((p, i) => i > 0 && i < 3 && p.coverage >= WHOLE_ANSWER_COVERAGE && p.score >= top.score * WHOLE_ANSWER_MIN_SHARE);
  if (at < 0) return;
  const [whole] = ranked.splice(at, 1);
  ranked.unshift({ ...whole!, score: top.score });
}

/** Shorter sentences are labels ("Telephone interviews (CATI)."), not answers. */
const MIN_SUPPORT_LENGTH = 40;

/** The answer's opening, from one page: a matching FAQ answer, else the page's own summary plus its best sentence. */
function openingFrom(page: RankedPage, question: string, knowledge: Knowledge, lang: Lang): string {
  const first = localPage(knowledge, page.path, lang);
  // Sentences come from the passage only when it is in the answer's language: an Arabic answer never quotes the English page.
  const passage = canonicalPath(page.best.passage.path) === page.path && page.best.passage.lang === first.lang ? page.best.passage : null;
  const summary = knowledge.pages.get(first.path)?.summary ?? knowledge.pages.get(page.path)?.summary ?? '';
  // An FAQ answer that matches the question answers it best; otherwise the page's own summary does.
  const faqAnswer = passage && passage.faq && page.best.coverage >= 0.6 ? knowledge.index.bestSentences(passage, question, 2).join(' ') : '';
  const opening = faqAnswer || (summary ? `${first.name}: ${lowerFirst(summary)}` : first.name);
  const said = (s: string) => s.length < MIN_SUPPORT_LENGTH || opening.toLowerCase().includes(s.toLowerCase()) || /^(no|not)\b/i.test(s);
  // The matched passage's own best sentence first; only when it has nothing more to say, the page's
  // sentence holding most of the question's terms that the opening has not already covered.
  const support = faqAnswer
    ? undefined
    : ((passage ? knowledge.index.bestSentences(passage, question, 1).find((s) => !said(s)) : undefined) ??
      knowledge.index.bestSentenceOnPage(first.path, question, passage, said, opening));
  return clip([opening, support].filter(Boolean).join(' '), 480);
}

function retrievedAnswer(question: string, ranked: RankedPage[], knowledge: Knowledge, lang: Lang): BuiltinReply {
  const [top] = ranked as [RankedPage, ...RankedPage[]];
  const chosen = [top, ...ranked.slice(1).filter((p) => p.path !== CONTACT && p.score >= top.score * FURTHER_LINK_SHARE)].slice(0, 3);
  return answerFrom(top, chosen.map((p) => localPage(knowledge, p.path, lang)), question, knowledge, lang);
}

/** The first sentence from `top`, then the links (`top`'s page first). */
function answerFrom(top: RankedPage, links: PageRef[], question: string, knowledge: Knowledge, lang: Lang): BuiltinReply {
  const first = links[0]!;
  const body = openingFrom(top, question, knowledge, lang);
  const t = say(lang);
  if (lang === 'ar') {
    // An Arabic answer never quotes an English page: with no Arabic page to quote, it names the page.
    const arabicIntro = first.lang === 'ar' ? body : t('chat.bestPage', { name: first.name, path: first.path });
    // The contact line points to the Arabic contact page, like the links above it.
    return reply(`${t('chat.moreOnSite', { body: arabicIntro, links: listLinks(links) })} ${t('chat.ownProject', { contact: localPage(knowledge, CONTACT, lang).path })}`, links);
  }
  return reply(t('chat.moreOnSite', { body, links: listLinks(links) }), links);
}

function priceAnswer(intent: DetectedIntents, knowledge: Knowledge, lang: Lang): BuiltinReply {
  const contact = localPage(knowledge, CONTACT, lang);
  // "How much does a panel survey cost?": also point to the service the price is about.
  const withoutPrice = { ...intent, question: intent.question, topics: intent.topics.filter((t) => t.id !== 'contact') };
  const topic = withoutPrice.topics.length > 0 ? rankPages(withoutPrice, knowledge).find((p) => p.path !== CONTACT) : undefined;
  // A short cost question asks for a quote; a longer one that names price beside other things
  // ("who owns the code, and is it fixed price?") is about the service, whose page then leads.
  const serviceFirst = topic !== undefined && isAboutMoreThanPrice(intent, topic);
  const links = serviceFirst ? [localPage(knowledge, topic.path, lang), contact] : [contact, ...(topic ? [localPage(knowledge, topic.path, lang)] : [])];
  const t = say(lang);
  const quote = t('chat.price.quote', { contact: localPage(knowledge, CONTACT, lang).path, quotations: emails.quotations });
  if (serviceFirst) return reply(`${openingFrom(topic, intent.question, knowledge, lang)}\n\n${quote}`, links, 'handoff');
  // The English quote names the service's page after it; the Arabic one leaves it to the links.
  if (topic && lang === 'en') return reply(`${quote} ${t('chat.price.background', { links: listLinks(links.slice(1)) })}`, links, 'handoff');
  return reply(quote, links, 'handoff');
}

/** Words of a question besides the price ones, from which a question is "about the service" rather than a request for a quote. */
const SERVICE_QUESTION_MIN_TERMS = 5;
const SERVICE_QUESTION_MIN_COVERAGE = 0.25;
/** …and from which it is a brief for a study whatever share of it one page holds. */
const SERVICE_BRIEF_MIN_TERMS = 10;

function isAboutMoreThanPrice(intent: DetectedIntents, topic: RankedPage): boolean {
  // "If your chatbot quotes a price, is it binding?" asks what the terms say, however short.
  if (LEGAL_PAGES.has(topic.path) && topic.coverage >= SERVICE_QUESTION_MIN_COVERAGE) return true;
  const others = new Set(intent.terms.filter((t) => t !== 'price'));
  // Only a specific service's page (/swat-ai/development-process), not an overview: "a study costs?" still asks for a quote.
  const specific = topic.path.split('/').length > 2;
  // "Ballpark, how much would a survey of 1,000 people cost?" asks for a quote, however much it says about the survey.
  if (!specific || others.size < SERVICE_QUESTION_MIN_TERMS || intent.priceAsked) return false;
  // A brief told at length ("we launch in Egypt; what fee would people tolerate; what study would you run?") is about the study.
  return topic.coverage >= SERVICE_QUESTION_MIN_COVERAGE || others.size >= SERVICE_BRIEF_MIN_TERMS;
}

/** Pages that say what is agreed, rather than a service to be priced. */
const LEGAL_PAGES = new Set(['/terms-of-service', '/privacy-policy', '/cookie-policy']);

/** Topics that name a service, beside research in general, the coverage itself or how to reach us. */
const servicesNamed = (intent: DetectedIntents) => intent.topics.filter((t) => t.id !== 'coverage' && t.id !== 'contact' && !t.generic);

/**
 * Whether a service named beside a place is what the question is about. "Can you help us enter the
 * Saudi market?": the service. "A survey in Oman?" names none, and "fieldwork in Oman?" asks about
 * the country; "door-to-door interviews in Egypt?" names a method, whose page leads.
 */
function serviceLeads(intent: DetectedIntents): boolean {
  const service = servicesNamed(intent);
  if (service.length === 0) return false;
  return service.some((t) => t.id !== 'fieldwork') || intent.terms.some((t) => METHOD_TOKENS.has(t));
}

function coverageAnswer(countries: Country[], intent: DetectedIntents, knowledge: Knowledge, lang: Lang): BuiltinReply {
  const service = servicesNamed(intent);
  const topic = service.length > 0 ? rankPages({ ...intent, topics: service }, knowledge).find((p) => p.path !== CONTACT && p.path !== COVERAGE) : undefined;
  // "Which of those countries can you cover face to face?" asks where, whatever method it names.
  // "How long would 500 face-to-face interviews take in Algeria?": the coverage page gives each country's fieldwork time.
  const fieldworkTiming = intent.terms.includes(TURNAROUND) && topic?.path === FIELD_DATA;
  const serviceFirst = topic && serviceLeads(intent) && !intent.coverageExplicit && !fieldworkTiming;
  const paths = serviceFirst ? [topic.path, COVERAGE] : [COVERAGE, ...(topic ? [topic.path] : [])];
  const links = paths.slice(0, 3).map((p) => localPage(knowledge, p, lang));
  const t = say(lang);
  const closing = t('chat.coverage.closing', { links: listLinks(links), contact: localPage(knowledge, CONTACT, lang).path });
  if (lang === 'ar') {
    // The coverage page's per-country rows are English: an Arabic answer says where we have teams and links the page.
    const covered = countries.filter((c) => coveredByOwnTeams(c, knowledge.coverageText));
    const line =
      covered.length > 0
        ? t('chat.coverage.ownTeams', { countries: covered.map((c) => ARABIC_COUNTRY_NAMES[c.name] ?? c.name).join(' و') })
        : t('chat.coverage.otherCountries', { networkCountries });
    return reply(`${line}\n\n${closing}`, links);
  }
  const lines = countries.slice(0, 4).map((country) => {
    if (!coveredByOwnTeams(country, knowledge.coverageText)) return t('chat.coverage.countryPartners', { country: country.name, networkCountries });
    const row = coverageLine(country, knowledge.coverageText)?.split(' — ');
    const detail = row && row.length >= 3 ? ` ${t('chat.coverage.detail', { methods: row[1], duration: row[2] })}` : '';
    return `${t('chat.coverage.countryOwnTeams', { country: country.name })}${detail}`;
  });
  // "Size the market for scooters in the UAE": the service answers first, the coverage of the country follows.
  const opening = serviceFirst ? `${openingFrom(topic, intent.question, knowledge, lang)} ` : '';
  return reply(`${opening}${lines.join(' ')}\n\n${closing}`, links);
}

function overviewAnswer(question: string, lang: Lang, page: (path: string) => PageRef, ofWork: boolean): BuiltinReply {
  const t = say(lang);
  const about = page('/about');
  // The home page is the firm's work in one screen: first for "what do you do", second after "who are you".
  const more = ofWork ? [page('/'), about] : [about, page('/')];
  // In Arabic the firm in one line; the site's about text and list of parts are English copy.
  if (lang === 'ar') return reply(t('chat.overview.summary', { brand: brand.name, year: String(siteConfig.foundingYear), links: listLinks(more) }), more);
  const sections: [string, string][] = [
    ['/services', t('chat.overview.services')],
    ['/consultancy', t('chat.overview.consultancy')],
    ['/swat-ai', brand.ai],
    ['/swatx', t('chat.overview.panel', { panel: brand.panel })],
    ['/monitor', brand.monitor],
    ['/training', t('chat.overview.training')],
  ];
  const facts = [siteConfig.aboutText, t('chat.overview.languages', { languages: siteConfig.languages.join(' and '), city: siteConfig.office.locality })];
  if (/\b(founded|established|since when|how old|how long have you)\b/i.test(question)) facts.unshift(t('chat.overview.founded', { brand: brand.name, year: String(siteConfig.foundingYear) }));
  const offer = sections.map(([path, label]) => `${label} (${page(path).path})`);
  return reply(`${facts.join(' ')}\n\n${t('chat.overview.offer', { offer: offer.join(', '), links: listLinks(more), contact: page(CONTACT).path })}`, [...more, page('/services')]);
}

function contactAnswer(lang: Lang, page: (path: string) => PageRef): BuiltinReply {
  const contact = page(CONTACT);
  const t = say(lang);
  return reply(
    t('chat.contact', {
      contact: lang === 'ar' ? contact.path : listLinks([contact]),
      phone: phone.display,
      email: emails.general,
      quotations: emails.quotations,
      address: t('chat.officeAddress'),
    }),
    [contact],
  );
}

function outOfScope(lang: Lang, page: (path: string) => PageRef, outcome: ChatOutcome): BuiltinReply {
  const contact = page(CONTACT);
  // Nothing found on the site: English says so and suggests subjects; otherwise the polite redirect.
  if (outcome === 'not-found' && lang === 'en') return reply(say(lang)('chat.notFound', { ...BRANDS, contact: listLinks([contact]) }), [contact], outcome);
  return reply(say(lang)('chat.outOfScope', { brand: brand.name, contact: contact.path }), [contact], outcome);
}

const ARABIC_COUNTRY_NAMES: Record<string, string> = {
  'United Arab Emirates': 'الإمارات',
  'Saudi Arabia': 'السعودية',
  Qatar: 'قطر',
  Kuwait: 'الكويت',
  Bahrain: 'البحرين',
  Oman: 'عُمان',
  Egypt: 'مصر',
  Jordan: 'الأردن',
  Lebanon: 'لبنان',
  Iraq: 'العراق',
  Morocco: 'المغرب',
  Algeria: 'الجزائر',
  Tunisia: 'تونس',
};

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^(SWAT|Dubai|Arabic|English)/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

function clip(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
