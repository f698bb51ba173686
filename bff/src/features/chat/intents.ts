import { z } from 'zod';
import intentData from './lexicon/intents.json';
import { normalise, tokens, wordString, type Lang } from './text';

const bilingual = z.object({ en: z.string().min(1), ar: z.string().min(1) });
const intentsSchema = z.object({
  greeting: z.object({ words: z.array(z.string()), arabicWords: z.array(z.string()) }),
  thanks: z.object({ phrases: z.array(z.string()) }),
  // `yieldsTo`: topics that make a question about the portal something else ("which law applies to the client dashboard" is a legal question).
  portal: z.object({ phrases: z.array(z.string()), path: z.string().startsWith('/'), answer: bilingual, yieldsTo: z.array(z.string()).default([]) }),
  person: z.object({ phrases: z.array(z.string()), answer: bilingual }),
  outOfScope: z.object({ phrases: z.array(z.string()), answer: bilingual }),
  contact: z.object({ phrases: z.array(z.string()) }),
  coverage: z.object({ phrases: z.array(z.string()) }),
  // `homePhrases` ask what the firm does (the home page shows it in one screen) rather than who it is (the about page).
  // `summaryPhrases` ask for the company in brief, whatever parts of the about pages they name.
  overview: z.object({ phrases: z.array(z.string()), homePhrases: z.array(z.string()).default([]), summaryPhrases: z.array(z.string()).default([]) }),
  // Asking for the range of a part of the firm ("what kinds of …", "in general"): that part's own page leads.
  breadth: z.object({ phrases: z.array(z.string()) }),
  price: z.object({ tokens: z.array(z.string()) }),
  topics: z.array(z.object({ id: z.string(), tokens: z.array(z.string()).min(1), allTokens: z.array(z.string()).optional(), pages: z.array(z.string().startsWith('/')).min(1), boost: z.number().positive(), generic: z.boolean().optional(), answer: bilingual.optional() })),
});
export type IntentData = z.infer<typeof intentsSchema>;
export type TopicIntent = IntentData['topics'][number];

export const intents: IntentData = intentsSchema.parse(intentData);

/** Phrases compared after synonym folding, so "contact me" matches however the synonyms rewrite "contact". */
const phraseSet = (phrases: readonly string[]) => [...new Set(phrases.map((p) => normalise(p)).filter((p) => p.trim() !== ''))];
const portalPhrases = phraseSet(intents.portal.phrases);
const personPhrases = phraseSet(intents.person.phrases);
const outOfScopePhrases = phraseSet(intents.outOfScope.phrases);
const contactPhrases = phraseSet(intents.contact.phrases);
const coveragePhrases = phraseSet(intents.coverage.phrases);
const overviewPhrases = phraseSet(intents.overview.phrases);
const overviewHomePhrases = phraseSet(intents.overview.homePhrases);
const overviewSummaryPhrases = phraseSet(intents.overview.summaryPhrases);
const breadthPhrases = phraseSet(intents.breadth.phrases);
const thanksPhrases = new Set(intents.thanks.phrases.map((p) => wordString(p).trim()));
const greetingWords = new Set([...intents.greeting.words, ...intents.greeting.arabicWords].flatMap((w) => wordString(w).trim().split(' ')));

const containsAny = (normalised: string, phrases: readonly string[]) => phrases.some((p) => normalised.includes(p));

export interface DetectedIntents {
  greetingOnly: boolean;
  thanks: boolean;
  /** The question without a leading "hi"/"hello": the greeting adds nothing to it. */
  question: string;
  portal: boolean;
  person: boolean;
  outOfScope: boolean;
  contact: boolean;
  /** The question is about research somewhere, so a country named in it asks about our coverage there. */
  coverage: boolean;
  overview: boolean;
  /** The overview asks what we do, not who we are: the home page leads. */
  overviewOfWork: boolean;
  /** "A brief about your company": the about page, even when the question then names its history or teams. */
  companySummary: boolean;
  /** "What kinds of … do you offer", "in general": the range of a part of the firm, not one service. */
  breadth: boolean;
  price: boolean;
  topics: TopicIntent[];
}

export function detectIntents(message: string): DetectedIntents {
  const words = wordString(message).trim().split(' ').filter(Boolean);
  const greetingOnly = words.length > 0 && words.every((w) => greetingWords.has(w));
  let lead = 0;
  while (lead < words.length - 1 && greetingWords.has(words[lead]!)) lead++;
  const question = lead > 0 ? words.slice(lead).join(' ') : message;
  const normalised = normalise(question);
  const questionTokens = new Set(tokens(question));
  const topics = intents.topics.filter((topic) => topic.tokens.some((t) => questionTokens.has(t)) && (topic.allTokens ?? []).every((t) => questionTokens.has(t)));
  return {
    greetingOnly,
    thanks: thanksPhrases.has(words.join(' ')),
    question,
    portal: containsAny(normalised, portalPhrases) && !topics.some((t) => intents.portal.yieldsTo.includes(t.id)),
    person: containsAny(normalised, personPhrases),
    outOfScope: containsAny(normalised, outOfScopePhrases),
    contact: containsAny(normalised, contactPhrases),
    coverage: containsAny(normalised, coveragePhrases) || containsAny(wordString(question), coveragePhrases),
    overview: containsAny(normalised, overviewPhrases),
    overviewOfWork: containsAny(normalised, overviewHomePhrases),
    companySummary: containsAny(normalised, overviewSummaryPhrases),
    breadth: containsAny(normalised, breadthPhrases),
    price: intents.price.tokens.some((t) => questionTokens.has(t)),
    topics,
  };
}

export const inLanguage = (text: { en: string; ar: string }, lang: Lang) => text[lang];
