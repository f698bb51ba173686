import { siteConfig } from '@swat/shared-contracts';
import { countriesIn, coverageLine, coveredByOwnTeams, type Country } from './countries';
import type { Knowledge, PageRef } from './knowledge';
import type { ChatProvider } from './provider';
import type { Hit } from './retrieval';
import { hasArabicScript, normalise, tokens } from './text';

/**
 * The default assistant: no model, no network. It recognises a few kinds of message
 * (greeting, thanks, price, coverage by country, contact, Arabic) and otherwise answers
 * with the passage of the site that best matches, quoting it and linking to its page.
 * Same question and same content, same answer.
 */
export function createBuiltinProvider(): ChatProvider {
  return {
    name: 'builtin',
    answer: async (question) => builtinAnswer(question.message, question.knowledge),
  };
}

const { brand, emails, phone, networkCountries } = siteConfig;
const CONTACT = '/contact';
const COVERAGE = '/services/geographic-coverage';

/** A question is answered from the site only when most of its words are words the site uses. */
const MIN_KNOWN_SHARE = 0.5;
const MIN_COVERAGE = 0.34;
const MIN_SCORE = 1.5;

const GREETING_WORDS = new Set(
  'hi hello hey hiya howdy greetings yo good morning afternoon evening day there salam salaam assalamu alaikum marhaba ahlan bonjour team assistant bot'.split(' '),
);
const THANKS = /^(thanks?( you)?( very much| so much| a lot)?|thank u|thx|cheers|great|ok(ay)?|perfect|bye|goodbye|see you)[\s!.]*$/i;
const PRICE = /(?<![\p{L}])price(?![\p{L}])|\bproposal\b/u;
const CONTACT_INTENT =
  /\b(contact|reach you|call you|phone number|your number|telephone number|e-?mail|address|where are you|located|location|your office|offices|visit you|get in touch|talk to (a|someone|somebody|a person|sales)|speak (to|with)|whatsapp|opening hours|working hours)\b/;
const COVERAGE_INTENT =
  /\b(cover|covers|coverage|work|operate|operating|fieldwork|field|survey|surveys|research|study|studies|interview|interviews|sample|swatx|data|available|present|presence|team|teams|market|markets|project|projects|countr(y|ies)|do you|can you|are you)\b/;

/** "Who are you?", "What do you do?", "When were you founded?": the firm itself, not one page. */
const OVERVIEW =
  /^(what|which) (services|kind of services|do you (do|offer))\b|\bwho are you\b|\bwhat is swat research\b|\babout (you|your company|your firm|swat research)\b|\b(founded|established|since when|how old|how long have you|how many countries|which languages|what languages|languages do you)\b/;

const link = (page: PageRef) => `${page.path} (${page.name})`;
const pageRef = (knowledge: Knowledge, path: string): PageRef => knowledge.pages.get(path) ?? { path, name: path };

export function builtinAnswer(message: string, knowledge: Knowledge): string {
  const text = message.trim();
  if (hasArabicScript(text)) return arabicAnswer(text, knowledge);

  const words = text.toLowerCase().replace(/[^\p{L}\p{N}\s']/gu, ' ').split(/\s+/).filter(Boolean);
  if (words.length > 0 && words.every((w) => GREETING_WORDS.has(w))) return greeting(knowledge);
  if (THANKS.test(text)) return `You are welcome. If anything else comes up about your research, ask here or write to us at ${CONTACT}.`;
  // "Hi, do you…": the greeting adds nothing to the question.
  let lead = 0;
  while (lead < words.length - 1 && GREETING_WORDS.has(words[lead]!)) lead++;
  const question = lead > 0 ? words.slice(lead).join(' ') : text;

  const normalised = normalise(question);
  if (PRICE.test(normalised)) return priceAnswer(question, knowledge);

  const countries = countriesIn(question);
  if (countries.length > 0 && COVERAGE_INTENT.test(question.toLowerCase())) return coverageAnswer(countries, normalised, knowledge);

  if (CONTACT_INTENT.test(question.toLowerCase())) return contactAnswer(knowledge);
  if (OVERVIEW.test(question.toLowerCase())) return overviewAnswer(question.toLowerCase(), knowledge);

  const hits = relevant(question, knowledge);
  if (hits.length === 0) return outOfScope(knowledge);
  return retrievedAnswer(question, hits, knowledge);
}

function greeting(knowledge: Knowledge) {
  return [
    `Hello, and welcome to ${brand.name}. I can tell you about our market research and fieldwork across the Middle East and North Africa, our consultancy, ${brand.ai}, the ${brand.panel} research panel, ${brand.monitor} and our training courses.`,
    'What would you like to know?',
    `If you would rather talk to a person: ${link(pageRef(knowledge, CONTACT))}.`,
  ].join(' ');
}

/** Hits worth answering from, best first, at most one per page. */
function relevant(question: string, knowledge: Knowledge): Hit[] {
  const terms = [...new Set(tokens(question))];
  if (terms.length === 0) return [];
  const known = terms.filter((t) => knowledge.index.knows(t)).length;
  if (known / terms.length < MIN_KNOWN_SHARE) return [];
  const hits = knowledge.index.search(question, 12);
  const top = hits[0];
  if (!top || top.score < MIN_SCORE || top.coverage < MIN_COVERAGE) return [];
  const seen = new Set<string>();
  const out: Hit[] = [];
  for (const hit of hits) {
    if (seen.has(hit.passage.path)) continue;
    seen.add(hit.passage.path);
    // Further pages only when they match the question as fully and nearly as strongly.
    if (out.length === 0 || (hit.score >= top.score * 0.75 && hit.coverage >= top.coverage - 0.01)) out.push(hit);
    if (out.length === 3) break;
  }
  return out;
}

function retrievedAnswer(question: string, hits: Hit[], knowledge: Knowledge) {
  const [top] = hits as [Hit, ...Hit[]];
  let facts = knowledge.index.bestSentences(top.passage, question, 3);
  if (facts.join(' ').length < 50) facts = [top.passage.text];
  const body = clip(facts.join(' '), 600);
  const links = hits.map((h) => link(pageRef(knowledge, h.passage.path)));
  const more = links.length === 1 ? `More on our site: ${links[0]}.` : `More on our site: ${links.join(', ')}.`;
  const contact = top.passage.path === CONTACT ? '' : ` For a question about your own project, our team is at ${CONTACT}.`;
  return `${body}\n\n${more}${contact}`;
}

function priceAnswer(question: string, knowledge: Knowledge) {
  const parts = [
    `We price each project to its brief rather than from a rate card: the cost depends on the audience, the markets, the method, the sample size and the timing.`,
    `Send those details through our contact page, ${CONTACT}, or e-mail ${emails.quotations}, and you will receive a written proposal with a fixed price. Proposals are free of charge.`,
  ];
  // "How much does a panel survey cost?": also point to the service the price is about.
  const topic = relevant(question.replace(/\b(price|prices|pricing|cost|costs|quote|quotation|how much|fee|fees|budget)\b/gi, ' '), knowledge).find((h) => h.passage.path !== CONTACT);
  if (topic) parts.push(`Background on the service: ${link(pageRef(knowledge, topic.passage.path))}.`);
  return parts.join(' ');
}

function coverageAnswer(countries: Country[], normalised: string, knowledge: Knowledge) {
  const lines = countries.slice(0, 4).map((country) => {
    if (!coveredByOwnTeams(country, knowledge.coverageText)) {
      return `${country.name} is outside the markets where we have our own field teams, but we can run studies there through vetted partners from our network in more than ${networkCountries} countries, briefed and quality-checked from Dubai to the same rules.`;
    }
    const row = coverageLine(country, knowledge.coverageText)?.split(' — ');
    const detail = row && row.length >= 3 ? ` Methods there: ${row[1]}; typical fieldwork for 500 consumers: ${row[2]}.` : '';
    return `Yes, ${country.name} is one of the markets covered by our own supervised field teams.${detail}`;
  });
  const pages = [COVERAGE];
  if (/\b(fieldwork|capi|cati|focusgroup|interview)/.test(normalised)) pages.push('/services/field-data');
  if (/\b(swatx|cawi|sample)/.test(normalised)) pages.push('/swatx/sample-sourcing');
  // "Can you help us enter the Saudi market?": the rest of the question may name a service too.
  const countryWords = new Set(countries.flatMap((c) => [c.name, ...c.aliases]).flatMap((n) => tokens(n)));
  const rest = tokens(normalised).filter((t) => !countryWords.has(t)).join(' ');
  const topic = rest ? relevant(rest, knowledge)[0] : undefined;
  if (topic && !pages.includes(topic.passage.path) && topic.passage.path !== CONTACT) pages.push(topic.passage.path);
  const links = pages.map((p) => link(pageRef(knowledge, p))).join(', ');
  return `${lines.join(' ')}\n\nSee ${links}. To confirm feasibility and timing for your study, contact us at ${CONTACT}.`;
}

function overviewAnswer(question: string, knowledge: Knowledge) {
  const sections: [string, string][] = [
    ['/services', 'research services and fieldwork'],
    ['/consultancy', 'consultancy'],
    ['/swat-ai', brand.ai],
    ['/swatx', `the ${brand.panel} panel`],
    ['/monitor', brand.monitor],
    ['/training', 'training'],
  ];
  const facts = [siteConfig.aboutText, `We work in ${siteConfig.languages.join(' and ')}, from our office in ${siteConfig.office.locality}.`];
  const offer = sections.filter(([path]) => knowledge.pages.has(path)).map(([path, label]) => `${label} (${path})`);
  if (/\b(founded|established|since when|how old|how long have you)\b/.test(question)) facts.unshift(`${brand.name} was founded in ${siteConfig.foundingYear}.`);
  const more = offer.length > 0 ? `What we offer: ${offer.join(', ')}.` : '';
  return `${facts.join(' ')}\n\n${more} More about us: ${link(pageRef(knowledge, '/about'))}; to talk to the team: ${CONTACT}.`.replace('\n\n More', '\n\nMore');
}

function contactAnswer(knowledge: Knowledge) {
  const { office } = siteConfig;
  return [
    `You can write to us through the form at ${link(pageRef(knowledge, CONTACT))}; a member of the team replies within one working day.`,
    `Phone: ${phone.display}. E-mail: ${emails.general} (quotations: ${emails.quotations}).`,
    `Our office: ${office.streetAddress}, ${office.locality}, ${office.country}.`,
  ].join(' ');
}

function outOfScope(knowledge: Knowledge) {
  return [
    `I am sorry, I can only help with questions about ${brand.name} and its services, and I could not find anything on our site about that.`,
    `Try asking about fieldwork, research methods, consultancy, ${brand.ai}, the ${brand.panel} panel or training, or ask our team directly at ${link(pageRef(knowledge, CONTACT))}.`,
  ].join(' ');
}

/** Arabic words that point to one page; enough to send an Arabic question to the right place. */
const ARABIC_TOPICS: readonly (readonly [RegExp, string, string])[] = [
  [/سعر|أسعار|اسعار|تكلفة|تكلفه|كلفة|عرض سعر|ميزانية|بكم|كم يكلف/u, CONTACT, 'طلب عرض سعر'],
  [/ميداني|ميدانية|جمع البيانات|مقابلات|استبيان|استطلاع/u, '/services/field-data', 'جمع البيانات الميدانية'],
  [/لوحة|عينة|عينات|مشاركين|مستجيبين/u, '/swatx', 'لوحة SWATX البحثية'],
  [/ذكاء اصطناعي|الذكاء الاصطناعي|الذكاء الإصطناعي/u, '/swat-ai', 'SWAT AI'],
  [/تدريب|دورة|دورات|ورشة|ورش/u, '/training', 'التدريب'],
  [/استشار|استراتيجي|تحليل السوق|دراسة السوق|دراسة جدوى/u, '/consultancy', 'الاستشارات'],
  [/رصد|متابعة|مراقبة/u, '/monitor', 'SWAT Monitor'],
];

function arabicAnswer(text: string, knowledge: Knowledge) {
  const greetingOnly = /^[\s!.؟?،]*(مرحبا|مرحباً|أهلا|أهلاً|اهلا|السلام عليكم|سلام|صباح الخير|مساء الخير)[\s!.؟?،]*$/u.test(text);
  if (greetingOnly) {
    return `أهلاً وسهلاً بك في ${brand.name}. يمكنني إرشادك إلى خدماتنا في أبحاث السوق والعمل الميداني والاستشارات والذكاء الاصطناعي والتدريب. للتحدث مع فريقنا باللغة العربية تفضل بزيارة صفحة التواصل: ${CONTACT}`;
  }
  const lines = ['شكراً لسؤالك. أجيب حالياً بالتفصيل باللغة الإنجليزية، لكن فريقنا يتحدث العربية ويسعده الرد عليك مباشرة.'];
  const countries = countriesIn(text);
  if (countries.length > 0) {
    const covered = countries.filter((c) => coveredByOwnTeams(c, knowledge.coverageText));
    lines.push(
      covered.length > 0
        ? `نعم، لدينا فرق ميدانية خاصة بنا في ${covered.map((c) => ARABIC_COUNTRY_NAMES[c.name] ?? c.name).join(' و')}. التفاصيل في صفحة التغطية الجغرافية: ${COVERAGE}`
        : `نعمل في دول أخرى عبر شبكة شركاء في أكثر من ${networkCountries} دولة. التفاصيل في صفحة التغطية الجغرافية: ${COVERAGE}`,
    );
  }
  const topics = ARABIC_TOPICS.filter(([pattern]) => pattern.test(text));
  for (const [, path, label] of topics.slice(0, 2)) {
    if (path === CONTACT) lines.push(`لطلب عرض سعر راسلنا على ${emails.quotations} أو عبر صفحة التواصل، وستصلك مقترحات مكتوبة بسعر ثابت ومن دون أي رسوم.`);
    else lines.push(`الصفحة الأقرب إلى سؤالك: ${label} ${path}`);
  }
  lines.push(`للتواصل معنا: ${CONTACT} — الهاتف ${phone.display} — البريد الإلكتروني ${emails.general}`);
  return lines.join('\n');
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

function clip(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return end > max / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}
