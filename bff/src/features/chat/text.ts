/**
 * Tokens for retrieval: lower case, synonyms folded to one form, stop words dropped and a
 * light suffix stemmer. The same function reads pages and questions, so both sides agree
 * even where the stem is not a real word.
 */

/** Several ways of naming one thing; each phrase is rewritten to the token on the left before splitting. */
const PHRASES: readonly (readonly [string, readonly string[]])[] = [
  ['ai', ['artificial intelligence', 'machine learning', 'large language models', 'large language model', 'llms', 'llm', 'genai', 'generative ai', 'chatgpt', 'chatbots', 'chatbot']],
  ['fieldwork', ['field data collection', 'field data', 'field work', 'field research', 'field teams', 'field team', 'data collection', 'collect data', 'collecting data']],
  ['saudi', ['kingdom of saudi arabia', 'saudi arabia', 'ksa', 'riyadh', 'jeddah']],
  ['uae', ['united arab emirates', 'emirates', 'dubai', 'abu dhabi', 'sharjah']],
  // Before the panel rule, so "panel size" keeps both ideas.
  ['feasibility', ['how big', 'how large', 'how many respondents', 'how many members', 'how many people', 'size', 'sizes', 'reach']],
  ['swatx', ['research panel', 'online panel', 'panel members', 'panelists', 'panellists', 'panel']],
  ['price', ['how much', 'quotation', 'quotations', 'quote', 'quotes', 'pricing', 'prices', 'cost', 'costs', 'costing', 'fees', 'fee', 'budget', 'rates', 'rate card', 'charge', 'expensive', 'cheap', 'affordable']],
  ['capi', ['face to face', 'face-to-face', 'in person', 'in-person', 'door to door']],
  ['cati', ['telephone interviews', 'telephone interviewing', 'telephone surveys', 'telephone survey', 'phone interviews', 'phone surveys', 'phone survey']],
  ['cawi', ['online surveys', 'online survey', 'web survey', 'web surveys']],
  ['focusgroup', ['focus groups', 'focus group', 'group discussions']],
  // Not "learning": the Learning Center is part of SWAT AI, and a question about courses should find /training.
  ['training', ['courses', 'course', 'workshops', 'workshop', 'teach', 'teaching']],
  ['nda', ['non disclosure agreements', 'non disclosure agreement', 'confidentiality agreement', 'ndas']],
  ['consultancy', ['consulting', 'consultants', 'consultant', 'consult', 'advisory', 'advisers', 'advisors', 'advice']],
  ['sustainability', ['circularity', 'circular economy', 'esg', 'green', 'sustainable']],
  ['monitor', ['swat monitor', 'tracking', 'tracker', 'dashboard', 'dashboards']],
  ['swatlab', ['swat lab', 'lab']],
  ['mena', ['middle east and north africa', 'middle east', 'north africa', 'gcc', 'gulf', 'levant', 'region']],
  ['app', ['app development', 'mobile apps', 'mobile app', 'applications', 'apps']],
];

const STOP = new Set(
  `a an and are as at be been but by can could do does did for from has have how i if in into is it its me my of on or our
  offer offers provide provides run runs help please so that the their them then there these they this to up us was we what when where which who why will with would you your
  about any all also more most much some such than tell know want need like get give just very one ones
  swat research`.split(/\s+/),
);

/** Lower-case words separated by single spaces, padded, so phrases can be found with plain string search. */
export const wordString = (text: string) => ` ${text.toLowerCase().replace(/['’]s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ')} `;

// Plain string replacement rather than a regular expression per phrase: it keeps a question
// under a millisecond, where ~150 Unicode-aware regexes compiled on first use cost hundreds.
const phraseRules = PHRASES.flatMap(([token, phrases]) => phrases.map((p) => [wordString(p), ` ${token} `] as const)).sort((a, b) => b[0].length - a[0].length);

export function normalise(text: string): string {
  let out = wordString(text);
  for (const [phrase, token] of phraseRules) {
    // Twice: adjacent repeats ("panel panel") share the space between them.
    if (out.includes(phrase)) out = out.replaceAll(phrase, token).replaceAll(phrase, token);
  }
  return out;
}

export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "analysing"/"analyses"/"analysis" and "researcher"/"research" should meet.
  if (w.endsWith('er') && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Words, as stems, without stop words. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of normalise(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || STOP.has(raw)) continue;
    const s = stem(raw);
    if (s && !STOP.has(s)) out.push(s);
  }
  return out;
}

export const hasArabicScript = (text: string) => /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);

/** Sentences of a passage, keeping "n=500" and "e.g." in one piece well enough for short answers. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
