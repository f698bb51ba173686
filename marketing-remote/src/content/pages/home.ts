import { siteConfig } from '@swat/shared-contracts';
import type { FaqBlock, PageContent } from '../types';
import { contactCta, REVIEWED } from './shared';

const { office, emails } = siteConfig;

const homeQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about SWAT Research',
  items: [
    {
      id: 'what-does-swat-research-do',
      question: 'What does SWAT Research do?',
      answer:
        'SWAT Research runs market research, consultancy and practical AI projects across the Middle East and North Africa from Dubai. We design the study, collect the data with our own supervised teams, analyse it and advise on the decision it has to inform.',
    },
    {
      id: 'where-are-you-based',
      question: 'Where are you based?',
      answer: `In Dubai, at ${office.streetAddress}. From there we run fieldwork with our own teams in 13 markets of the region and with partners in more than 80 countries.`,
    },
    {
      id: 'how-long-in-business',
      question: 'How long has SWAT Research been in business?',
      answer:
        'Since 2007, when the firm was founded in Dubai. Every year since, we have planned fieldwork around the region’s mixed populations, its Ramadan and summer calendars and its country-by-country data rules.',
    },
    {
      id: 'which-countries-do-you-cover',
      question: 'Which countries do you cover?',
      answer:
        'The Middle East and North Africa, with our own field teams in 13 markets, and more than 80 countries through vetted partners. The research services page lists each market with its methods and typical fieldwork time.',
    },
    {
      id: 'which-languages',
      question: 'Which languages do you work in?',
      answer:
        'English and Arabic, and most of our team speaks both. Interviews can also be run in Urdu, Hindi, Tagalog or French when the audience needs it.',
    },
    {
      id: 'how-soon-can-a-study-start',
      question: 'How soon can a study start?',
      answer:
        'Online and telephone fieldwork in the UAE and Saudi Arabia usually starts within five working days of an approved questionnaire. Face-to-face studies need one to two weeks of preparation first.',
    },
    {
      id: 'how-much-do-you-charge',
      question: 'How much do your services cost?',
      answer:
        'Each project is quoted on its own in a written proposal, free of charge and usually at a fixed price. For research, the method, sample size, audience, questionnaire length and number of markets drive the price; for consultancy and AI, the scope.',
    },
    {
      id: 'who-are-your-clients',
      question: 'Who are your clients?',
      answer:
        'Consumer brands, banks and insurers, real-estate developers, healthcare providers, government entities and international agencies. We do not name them, because their research is confidential; references can be arranged in confidence during a proposal.',
    },
    {
      id: 'do-you-sign-ndas',
      question: 'Will you sign a non-disclosure agreement?',
      answer:
        'Yes, we sign your NDA, or send ours, before you share the details of a brief. Our clients’ research stays confidential, which is why the examples on this site are anonymous.',
    },
    {
      id: 'how-do-i-start',
      question: 'How do I start a project with you?',
      answer: `Send us your question through the contact form, or write to ${emails.quotations} for a quotation. A research lead replies within one working day with first thoughts on method, sample and cost.`,
    },
  ],
};

export const homeContent: PageContent = {
  ogImage: 'home',
  lastModified: REVIEWED,
  sitemapPriority: 1,
  service: { serviceType: 'Market research, consultancy and AI services' },
  routes: [
    {
      path: '/',
      name: 'Home',
      title: 'SWAT Research | Market research, consultancy and AI services in the UAE',
      description:
        'Dubai-based research and consultancy firm since 2007: field data collection across MENA, analysis, strategy and practical AI, with a partner network in over 80 countries.',
    },
  ],
  hero: {
    eyebrow: 'Research · Consultancy · AI — since 2007',
    heading: 'Evidence you can act on, from the people who collect it',
    lead:
      'SWAT Research runs fieldwork, analysis and strategy projects across the Middle East and North Africa from our base in Dubai. We design the study, reach the right respondents in English and Arabic, check every interview, and turn the numbers into decisions your board can defend.',
    primaryCta: { label: 'Talk to a research lead', to: '/contact' },
    secondaryCta: { label: 'See our research services', to: '/services' },
    illustration: 'network',
  },
  blocks: [
    {
      kind: 'stats',
      heading: 'SWAT Research in numbers',
      tone: 'tinted',
      stats: [
        { figure: '2007', label: 'Founded in Dubai' },
        { figure: '80+', label: 'Countries reached through our partner network' },
        { figure: '13', label: 'MENA markets with our own supervised field teams' },
        { figure: '2', label: 'Working languages: English and Arabic' },
      ],
    },
    {
      kind: 'links',
      heading: 'What we do',
      intro:
        'Most clients come to us with a decision to make: enter a market, launch a product, reposition a brand, or prove that a programme works. We bring together the data collection, the analysis and the advice, so one accountable team carries the question from brief to recommendation.',
      cards: [
        {
          title: 'Research services',
          body: 'Face-to-face, telephone and online interviews, focus groups, in-depth interviews and mystery shopping, run by supervised teams who speak your respondents’ language.',
          to: '/services',
        },
        {
          title: 'Consultancy',
          body: 'Market sizing, entry strategy, strategic planning, business development and circularity advice, grounded in primary data rather than desk assumptions.',
          to: '/consultancy',
        },
        {
          title: 'SWAT AI',
          body: 'Practical AI for research-heavy organisations: text analytics for open-ended answers, forecasting, and assistants built on your own documents.',
          to: '/swat-ai',
        },
        {
          title: 'SWATX research panel',
          body: 'Profiled, consented respondents across the Gulf and the wider region, with sample sourcing from partner panels when a study needs more reach.',
          to: '/swatx',
        },
        {
          title: 'SWAT Monitor',
          body: 'Continuous tracking of brand health, customer experience and media mentions, delivered as a dashboard that updates as fieldwork lands.',
          to: '/monitor',
        },
        {
          title: 'Training',
          body: 'Courses for in-house insight, marketing and policy teams: questionnaire design, sampling, analysis and using AI responsibly in research.',
          to: '/training',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How a project runs',
      tone: 'tinted',
      intro: 'Whatever the method, every study follows the same four stages, with a named project lead as your single contact throughout.',
      steps: [
        {
          title: 'Brief and design',
          body: 'We agree the decision the research must inform, then propose the method, sample size and quotas, questionnaire or discussion guide, timeline and price in one written proposal, usually within three working days.',
        },
        {
          title: 'Fieldwork',
          body: 'Our supervisors brief interviewers in person, pilot the questionnaire in English and Arabic, and open fieldwork only once the pilot data look right. You see daily progress against quotas.',
        },
        {
          title: 'Quality control',
          body: 'At least one in ten interviews is back-checked, online data are screened for speeders, straight-liners and duplicates, and every rejected case is replaced before analysis starts.',
        },
        {
          title: 'Analysis and advice',
          body: 'You receive clean, labelled data, tables and a report written around your decision, presented by the analysts who did the work, not a separate sales team.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Why clients in the region choose us',
      paragraphs: [
        'Research in the Gulf and North Africa has its own practicalities: mixed national and expatriate populations, households where the right respondent is not the one who answers the door, Ramadan and summer calendars that change when people can be reached, and rules on data that differ from one country to the next. We have planned around these every year since 2007.',
        'Our clients include consumer brands, banks and insurers, real-estate developers, healthcare providers, government entities and international agencies who need a reliable local partner. They stay with us because we report what we find, including the findings that are inconvenient, and because we tell them early when a sample or a timeline is at risk.',
      ],
    },
    homeQuestions,
    contactCta(
      'Have a question that needs evidence?',
      'Tell us what you need to decide and by when. A research lead will reply within one working day with first thoughts on method, sample and cost.',
      { label: 'Read success stories', to: '/swat-ai/success-stories' },
    ),
  ],
};
