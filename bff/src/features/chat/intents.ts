import { z } from 'zod';
import intentData from './lexicon/intents.json';
import { normalise, tokens, wordString, type Lang } from './text';

const bilingual = z.object({ en: z.string().min(1), ar: z.string().min(1) });
const intentsSchema = z.object({
  // `smallTalk`: how-are-you phrases said with a greeting; with nothing after them the visitor only said hello.
  greeting: z.object({ words: z.array(z.string()), arabicWords: z.array(z.string()), smallTalk: z.array(z.string()).default([]) }),
  thanks: z.object({ phrases: z.array(z.string()) }),
  // Cues before something the visitor already knows we do ("consulting or just surveys?"): not what is asked.
  // `alternatives` ("or just") count only after what is asked in the same clause.
  // Between an `onlyCues` word and an `alsoCues` phrase ("only do surveys or also advise") is what is known too.
  // `questionStarts` end what a cue names when no comma does ("besides research do you do consulting?").
  known: z.object({ cues: z.array(z.string()).min(1), alternatives: z.array(z.string()).default([]), onlyCues: z.array(z.string()).default([]), alsoCues: z.array(z.string()).default([]), questionStarts: z.array(z.string()).default([]) }),
  // `yieldsTo`: topics that make a question about the portal something else ("which law applies to the client dashboard" is a legal question).
  // `objectPhrases` name something a client has ("our final report", "مشروعنا") without asking for it: they mean the
  // portal only beside an `accessCues` word ("where", "download", "وين") or a second such phrase.
  portal: z.object({
    phrases: z.array(z.string()),
    objectPhrases: z.array(z.string()).default([]),
    accessCues: z.array(z.string()).default([]),
    path: z.string().startsWith('/'),
    yieldsTo: z.array(z.string()).default([]),
  }),
  // The set replies themselves are messages of the bff's catalogs (chat.portal, chat.person, chat.outOfScope).
  person: z.object({ phrases: z.array(z.string()) }),
  // `phrases` ask for something we never do ("book a flight"); `subjectPhrases` name a subject ("football",
  // "bitcoin", "تاكسي") that is out of scope only when no `researchCues` word stands beside it: "we run a
  // football club and want to understand our fans" is a client describing itself.
  // `clientVoice`: an organisation speaking of itself ("we", "our", "نحن"), whose research need no page names is still ours.
  // `selfVoice` says who the visitor is ("I'm a", "we run an"): a subject right after it is the visitor, not the errand
  // ("I'm a dentist opening my own clinic" asks for help with a market, not for a dentist).
  outOfScope: z.object({ phrases: z.array(z.string()), subjectPhrases: z.array(z.string()).default([]), researchCues: z.array(z.string()).default([]), clientVoice: z.array(z.string()).default([]), selfVoice: z.array(z.string()).default([]) }),
  contact: z.object({ phrases: z.array(z.string()) }),
  // `explicitPhrases` ask where we work in so many words; a long brief asks about coverage only with one of them.
  coverage: z.object({ phrases: z.array(z.string()), explicitPhrases: z.array(z.string()).default([]) }),
  // `homePhrases` ask what the firm does (the home page shows it in one screen) rather than who it is (the about page).
  // `summaryPhrases` ask for the company in brief, whatever parts of the about pages they name.
  overview: z.object({ phrases: z.array(z.string()), homePhrases: z.array(z.string()).default([]), summaryPhrases: z.array(z.string()).default([]) }),
  // Asking for the range of a part of the firm ("what kinds of …", "in general"): that part's own page leads.
  // `sections` name the part in the same breath ("what kinds of research", "anything in AI"): that part's page leads
  // even when the question also names a setting from elsewhere ("we are launching in the UAE: what research do you offer?").
  breadth: z.object({ phrases: z.array(z.string()), sections: z.record(z.string().startsWith('/'), z.array(z.string())).default({}) }),
  // `askPhrases` ask for our price outright ("how much would … cost"), however long the brief around them.
  price: z.object({ tokens: z.array(z.string()), askPhrases: z.array(z.string()).default([]) }),
  // `contextTokens` name the topic only in a question that names no other ("the Gulf" alone asks where we work;
  // "research firms in the Gulf, who founded you?" sets the scene for another question).
  // `unlessTokens`: another token that takes the errand over ("an online survey through your panel" is the panel's work).
  topics: z.array(z.object({ id: z.string(), tokens: z.array(z.string()).min(1), contextTokens: z.array(z.string()).optional(), unlessTokens: z.array(z.string()).optional(), allTokens: z.array(z.string()).optional(), pages: z.array(z.string().startsWith('/')).min(1), boost: z.number().positive(), generic: z.boolean().optional(), answer: bilingual.optional() })),
});
export type IntentData = z.infer<typeof intentsSchema>;
export type TopicIntent = IntentData['topics'][number];

export const intents: IntentData = intentsSchema.parse(intentData);

/** Phrases compared after synonym folding, so "contact me" matches however the synonyms rewrite "contact". */
const phraseSet = (phrases: readonly string[]) => [...new Set(phrases.map((p) => normalise(p)).filter((p) => p.trim() !== ''))];
/** Phrases compared before synonym folding, as the visitor's own words. */
const plainPhraseSet = (phrases: readonly string[]) => [...new Set(phrases.map((p) => wordString(p)))];
const portalPhrases = phraseSet(intents.portal.phrases);
const portalObjectPhrases = phraseSet(intents.portal.objectPhrases);
// Compared before synonym folding: "track" folds into the tracking service's token, as do "ongoing" and "dashboards".
const portalAccessCues = plainPhraseSet(intents.portal.accessCues);
const personPhrases = phraseSet(intents.person.phrases);
const outOfScopePhrases = phraseSet(intents.outOfScope.phrases);
// Compared before synonym folding: "trade licence" folds into the company token, and a subject is the visitor's own words.
const outOfScopeSubjects = plainPhraseSet(intents.outOfScope.subjectPhrases);
// Compared before synonym folding: the words themselves, whatever token the lexicon folds them into.
const researchCues = plainPhraseSet(intents.outOfScope.researchCues);
const clientVoice = plainPhraseSet(intents.outOfScope.clientVoice);
const selfVoice = plainPhraseSet(intents.outOfScope.selfVoice);
const contactPhrases = phraseSet(intents.contact.phrases);
const coveragePhrases = phraseSet(intents.coverage.phrases);
const explicitCoveragePhrases = phraseSet(intents.coverage.explicitPhrases);
const overviewPhrases = phraseSet(intents.overview.phrases);
const overviewHomePhrases = phraseSet(intents.overview.homePhrases);
const overviewSummaryPhrases = phraseSet(intents.overview.summaryPhrases);
const breadthPhrases = phraseSet(intents.breadth.phrases);
const breadthSections = Object.entries(intents.breadth.sections).map(([path, phrases]) => ({ path, phrases: phraseSet(phrases) }));
const priceAskPhrases = plainPhraseSet(intents.price.askPhrases);
const thanksPhrases = new Set(intents.thanks.phrases.map((p) => wordString(p).trim()));
const greetingWords = new Set([...intents.greeting.words, ...intents.greeting.arabicWords].flatMap((w) => wordString(w).trim().split(' ')));
const smallTalk = intents.greeting.smallTalk.map((p) => wordString(p).trim().split(' ')).sort((a, b) => b.length - a.length);

/** How many of the first words are a greeting and small talk ("hello, how are you doing?"), in any order. */
function greetingLength(words: readonly string[]): number {
  let at = 0;
  for (;;) {
    if (at < words.length && greetingWords.has(words[at]!)) {
      at++;
      continue;
    }
    const talk = smallTalk.find((phrase) => phrase.every((w, i) => words[at + i] === w));
    if (!talk) return at;
    at += talk.length;
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// From a cue to the end of its clause; a cue stands as a whole word or phrase (Arabic letters have no \b).
const SENTENCE_END = '.?؟!؛;\\n';
const CLAUSE_END = `,،:${SENTENCE_END}`;
const cuePattern = (cues: readonly string[]) => cues.map(escaped).join('|');
const knownClause = new RegExp(`(?<=^|[\\s${CLAUSE_END}(])(?:${cuePattern(intents.known.cues)})(?=\\s)[^${CLAUSE_END}]*?(?=\\s(?:${cuePattern(intents.known.questionStarts)})\\s|[${CLAUSE_END}]|$)`, 'giu');
// "…or just surveys?" after what is asked, in the same sentence ("Do you advise, or do you just collect data?").
const knownAlternative = new RegExp(`(?<=[^\\s${SENTENCE_END}]\\s+)(?:${cuePattern(intents.known.alternatives)})(?=\\s)[^${CLAUSE_END}]*`, 'giu');
const knownOnly = new RegExp(`(?<=^|[\\s${CLAUSE_END}(])(?:${cuePattern(intents.known.onlyCues)})\\s[^${CLAUSE_END}]*?(?=\\s(?:${cuePattern(intents.known.alsoCues)})\\s)`, 'giu');

/**
 * "Do you also do consulting or just surveys?" asks about consulting: the surveys are what the visitor
 * already knows. What the question asks for is the rest, unless nothing else is left. Read before
 * spelling correction, which drops the punctuation that ends a clause.
 */
export function withoutKnown(question: string): string {
  const rest = question.replace(knownClause, ' ').replace(knownAlternative, ' ').replace(knownOnly, ' ');
  return wordString(rest).trim() === '' ? question : rest;
}

const containsAny = (normalised: string, phrases: readonly string[]) => phrases.some((p) => normalised.includes(p));

/** An out-of-scope subject the visitor asks about, not one they say they are ("we are an ad agency"). */
const asksAboutSubject = (plainWords: string) =>
  outOfScopeSubjects.some((subject) => plainWords.includes(subject) && !selfVoice.some((voice) => plainWords.includes(voice.trimEnd() + subject)));

/**
 * "Where is our final report?" asks for the portal; "can you write our report in Arabic?" asks for a
 * service. Something a client has counts only when the question reaches for it, or names two such things
 * ("how far along is our project"). One phrase inside another ("project data" in "our project data") is one.
 */
function asksForClientThing(normalised: string, plainWords: string): boolean {
  const found = portalObjectPhrases.filter((p) => normalised.includes(p));
  if (found.length === 0) return false;
  if (containsAny(plainWords, portalAccessCues)) return true;
  return found.filter((p) => !found.some((other) => other !== p && other.includes(p))).length >= 2;
}

export interface DetectedIntents {
  greetingOnly: boolean;
  thanks: boolean;
  /** The question without a leading "hi"/"hello": the greeting adds nothing to it. */
  question: string;
  /** The question's retrieval tokens (text.ts `tokens`), in order and with repeats: read by every rule after detection. */
  terms: readonly string[];
  portal: boolean;
  person: boolean;
  outOfScope: boolean;
  /** The question names research work (a service, or words like survey, customers, measure): the visitor may be a client whatever their sector. */
  researchNamed: boolean;
  /** An organisation describes a need of its own ("we run a football club and want to understand our fans"). */
  organisationNeed: boolean;
  contact: boolean;
  /** The question is about research somewhere, so a country named in it asks about our coverage there. */
  coverage: boolean;
  /** Coverage asked in so many words ("which countries can you cover"), not only research named beside a place. */
  coverageExplicit: boolean;
  overview: boolean;
  /** The overview asks what we do, not who we are: the home page leads. */
  overviewOfWork: boolean;
  /** "A brief about your company": the about page, even when the question then names its history or teams. */
  companySummary: boolean;
  /** "What kinds of … do you offer", "in general": the range of a part of the firm, not one service. */
  breadth: boolean;
  /** The part of the firm whose range is asked for by name ("what types of research do you run"): its page. */
  breadthSection: string | undefined;
  price: boolean;
  /** The price is asked for outright, not only mentioned ("what fee level would people tolerate"). */
  priceAsked: boolean;
  topics: TopicIntent[];
}

export function detectIntents(message: string): DetectedIntents {
  const words = wordString(message).trim().split(' ').filter(Boolean);
  const greeted = greetingLength(words);
  const greetingOnly = words.length > 0 && greeted === words.length;
  const lead = greetingOnly ? 0 : greeted;
  const question = lead > 0 ? words.slice(lead).join(' ') : message;
  const normalised = normalise(question);
  const breadthSection = breadthSections.find((section) => containsAny(normalised, section.phrases))?.path;
  // Some phrases are compared before synonym folding ("how much" itself folds into the price token).
  const plainWords = wordString(question);
  const terms = tokens(question);
  const questionTokens = new Set(terms);
  const named = intents.topics.filter(
    (topic) =>
      topic.tokens.some((t) => questionTokens.has(t)) &&
      (topic.allTokens ?? []).every((t) => questionTokens.has(t)) &&
      !(topic.unlessTokens ?? []).some((t) => questionTokens.has(t)),
  );
  const othersNamed = named.some((topic) => !topic.generic);
  const overview = containsAny(normalised, overviewPhrases);
  // Research in so many words: a topic can be named by a noun of the visitor's own errand ("a visa agent").
  const researchCued = containsAny(plainWords, researchCues);
  const researchNamed = othersNamed || researchCued;
  // "Research firms in the Gulf: what does your company do?" asks about the firm; the place sets the scene.
  const inContext = othersNamed || overview ? [] : intents.topics.filter((topic) => !named.includes(topic) && (topic.contextTokens ?? []).some((t) => questionTokens.has(t)));
  const topics = [...named, ...inContext];
  return {
    greetingOnly,
    thanks: thanksPhrases.has(words.join(' ')),
    question,
    terms,
    // "Show me all your research services, up to the final report" names a client's thing while asking for a range.
    portal: (containsAny(normalised, portalPhrases) || (asksForClientThing(normalised, plainWords) && breadthSection === undefined)) && !topics.some((t) => intents.portal.yieldsTo.includes(t.id)),
    person: containsAny(normalised, personPhrases),
    outOfScope: containsAny(normalised, outOfScopePhrases) || (asksAboutSubject(plainWords) && !researchCued),
    researchNamed,
    organisationNeed: researchNamed && containsAny(plainWords, clientVoice),
    contact: containsAny(normalised, contactPhrases),
    coverage: containsAny(normalised, coveragePhrases) || containsAny(plainWords, coveragePhrases),
    coverageExplicit: containsAny(normalised, explicitCoveragePhrases) || containsAny(plainWords, explicitCoveragePhrases),
    overview,
    overviewOfWork: containsAny(normalised, overviewHomePhrases),
    companySummary: containsAny(normalised, overviewSummaryPhrases),
    breadth: containsAny(normalised, breadthPhrases) || breadthSection !== undefined,
    breadthSection,
    price: intents.price.tokens.some((t) => questionTokens.has(t)),
    priceAsked: containsAny(plainWords, priceAskPhrases),
    topics,
  };
}

export const inLanguage = (text: { en: string; ar: string }, lang: Lang) => text[lang];
