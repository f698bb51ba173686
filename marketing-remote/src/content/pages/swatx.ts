import type { FaqBlock, PageContent } from '../types';
import { contactCta, ILLUSTRATIVE, REVIEWED } from './shared';

const swatxQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about SWATX',
  items: [
    {
      id: 'what-is-swatx',
      question: 'What is SWATX?',
      answer:
        'SWATX is the online research panel SWAT Research built and runs itself, with verified, profiled members in the UAE, Saudi Arabia and the wider region. Clients use it for online surveys, and we add vetted partner panels when a study needs more reach.',
    },
    {
      id: 'how-can-i-join',
      question: 'How can I join the SWATX panel?',
      answer:
        'Choose “SWATX panel and sample sourcing” on our contact form and say you would like to join; we will send you the sign-up link. Members join by invitation or by a verified sign-up that confirms their mobile number.',
    },
    {
      id: 'who-can-join',
      question: 'Who can join SWATX?',
      answer:
        'People living in the countries the panel covers, in the Gulf and the wider region, who pass its checks of mobile number, device and location. Duplicate and suspicious accounts are removed before they receive any survey.',
    },
    {
      id: 'what-do-members-get',
      question: 'What do panel members get for taking part?',
      answer:
        'Points for every completed survey, and for screen-outs after a threshold, which members redeem for vouchers or donations.',
    },
    {
      id: 'surveys-in-arabic',
      question: 'Can I answer surveys in Arabic?',
      answer: 'Yes. Members choose English or Arabic, and every survey we field is offered in both languages.',
    },
    {
      id: 'how-quickly-can-swatx-deliver',
      question: 'How quickly can SWATX deliver a sample?',
      answer:
        'Three to six days for a typical study of 500 UAE adults, and one to two weeks for a nationally balanced Saudi sample of 1,000.',
    },
    {
      id: 'how-much-does-swatx-sample-cost',
      question: 'How much does SWATX sample cost?',
      answer:
        'It is quoted per project as a fixed cost per complete, within one working day of receiving your target, sample size and questionnaire length. Incidence, length, quotas and the market drive the price.',
    },
    {
      id: 'can-swatx-reach-nationals',
      question: 'Can SWATX reach nationals, not only expatriates?',
      answer:
        'Yes. Every survey is offered in Arabic as well as English, so Arabic-speaking nationals are not under-represented, and researchers who need nationals in their sample use SWATX for that reason.',
    },
    {
      id: 'are-members-real-people',
      question: 'How do you know SWATX members are real people?',
      answer:
        'Every new member confirms a mobile number and passes device and location checks, and duplicate or suspicious accounts are removed before any survey. Each member also carries a quality score, and low scorers leave the panel.',
    },
    {
      id: 'what-comes-with-the-sample',
      question: 'What report comes with a SWATX project?',
      answer:
        'A field report with invitations sent, response and incidence rates, removals for quality reasons and the final sample against your quotas.',
    },
  ],
};

const panelManagementQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about how we run the panel',
  items: [
    {
      id: 'do-clients-see-personal-details',
      question: 'Do clients see panel members’ personal details?',
      answer: 'No. Clients receive answers linked to an anonymous identifier only; members’ personal details are never passed on.',
    },
    {
      id: 'can-i-leave-the-panel',
      question: 'Can I leave the panel and have my data deleted?',
      answer: 'Yes, at any time, and leaving deletes your personal data. Until then you can see and change your data in your account.',
    },
    {
      id: 'which-privacy-law-applies',
      question: 'Which data protection law applies to panel members?',
      answer:
        'The UAE Personal Data Protection Law, and the GDPR for members in the European Union. Members give explicit consent when they join.',
    },
    {
      id: 'how-often-are-members-invited',
      question: 'How often are members invited to surveys?',
      answer:
        'No more often than a monthly limit per member, set to respect members’ time. Members whose profile is out of date stop receiving targeted invitations until they refresh it.',
    },
    {
      id: 'can-you-build-our-own-panel',
      question: 'Can you build a panel of our own customers or employees?',
      answer:
        'Yes. We design, recruit and run customer communities, employee panels and professional panels, under your brand or ours.',
    },
    {
      id: 'how-do-you-keep-the-panel-fresh',
      question: 'How do you keep the panel fresh?',
      answer:
        'By retiring inactive members and recruiting replacements, including offline during face-to-face surveys. Profiles are refreshed twice a year, and the panel is balanced against population figures by nationality, age, gender and region.',
    },
  ],
};

const sampleSourcingQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about sample sourcing',
  items: [
    {
      id: 'how-quickly-do-we-get-feasibility',
      question: 'How quickly do we get a feasibility check and price?',
      answer:
        'Within one working day: achievable numbers by quota, expected incidence, field time and a fixed cost per complete.',
    },
    {
      id: 'our-own-survey-platform',
      question: 'Can you send sample to a survey we host ourselves?',
      answer:
        'Yes. We work with every major survey platform that supports redirect links and test your link on mobile and desktop in both languages; we can also host the survey for you.',
    },
    {
      id: 'where-does-the-sample-come-from',
      question: 'Where does the sample come from?',
      answer:
        'From SWATX members first, then from partner panels we have audited when a target needs more reach. Every complete is tagged with its source, and you can restrict fieldwork to SWATX members only.',
    },
    {
      id: 'do-we-pay-for-removed-respondents',
      question: 'Do we pay for respondents removed for poor quality?',
      answer:
        'No. We flag speeders, straight-liners, duplicates and poor open-ended answers; you approve the removals and we replace them at no cost.',
    },
    {
      id: 'completes-per-week',
      question: 'How many completes can you deliver in a week?',
      answer:
        'It depends on the market: indicatively 1,500+ in the UAE and 2,000+ in Saudi Arabia or Egypt. Qatar, Kuwait, Morocco, Jordan and Lebanon offer 500+ each for a 10-minute survey of adults; we confirm feasibility per project.',
    },
  ],
};

export const swatxContent: PageContent = {
  ogImage: 'swatx',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'Online research panel' },
  routes: [
    {
      path: '/swatx',
      name: 'SWATX',
      title: 'SWATX research panel: online sample for the Gulf and MENA | SWAT Research',
      description:
        'SWATX is our profiled, consented online research panel for the UAE, Saudi Arabia and the wider region, with managed sample sourcing from vetted partner panels.',
    },
  ],
  hero: {
    eyebrow: 'SWATX research panel',
    heading: 'Real, verified respondents for online research in the region',
    lead:
      'SWATX is the online panel we built and run ourselves. Members join by invitation or verified sign-up, are profiled on more than 200 attributes, and are paid fairly for their time, which is why they give considered answers.',
    primaryCta: { label: 'Request a feasibility check', to: '/contact' },
    secondaryCta: { label: 'How we manage the panel', to: '/swatx/panel-management' },
    illustration: 'panel',
  },
  blocks: [
    {
      kind: 'links',
      heading: 'Two ways to use SWATX',
      cards: [
        {
          title: 'Panel management',
          body: 'How members are recruited, verified, profiled, rewarded and protected, and how we keep the panel fresh.',
          to: '/swatx/panel-management',
        },
        {
          title: 'Sample sourcing',
          body: 'Sample for your own survey, from SWATX and vetted partner panels, blended and quality-controlled by us.',
          to: '/swatx/sample-sourcing',
        },
      ],
    },
    {
      kind: 'features',
      heading: 'Why SWATX sample is different',
      tone: 'tinted',
      items: [
        {
          title: 'Verified identities',
          body: 'New members confirm a mobile number and pass device and location checks; duplicate and suspicious accounts are removed before they ever receive a survey.',
        },
        {
          title: 'Deep profiling',
          body: 'Nationality, residency, household, occupation, income, vehicles, health conditions and category usage, refreshed every six months, so targeting is precise and incidence estimates are reliable.',
        },
        {
          title: 'Both languages',
          body: 'Members choose English or Arabic, and every survey we field is offered in both, so Arabic-speaking nationals are not under-represented.',
        },
        {
          title: 'Fair rewards',
          body: 'Points redeemable for vouchers and donations, paid for every complete and for screen-outs after a threshold, which keeps members engaged and honest.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who uses SWATX',
      paragraphs: [
        'Brands and agencies running concept tests, trackers and usage studies in the Gulf; researchers who need nationals rather than only expatriates in their sample; and academic teams who need a documented, consented source of respondents. A typical study of 500 UAE adults completes in three to six days; a nationally balanced Saudi sample of 1,000 takes one to two weeks.',
        'Every project comes with a field report: invitations sent, response and incidence rates, removals for quality reasons and the final sample against your quotas.',
      ],
    },
    swatxQuestions,
    contactCta('Check feasibility for your audience', 'Send the target definition, sample size and questionnaire length; we will reply with feasibility, timing and a price within one working day.'),
  ],
};

export const panelManagementContent: PageContent = {
  ogImage: 'swatx',
  lastModified: REVIEWED,
  sitemapPriority: 0.7,
  service: { serviceType: 'Research panel management' },
  routes: [
    {
      path: '/swatx/panel-management',
      name: 'Panel Management',
      title: 'Research panel management: recruitment, profiling and quality | SWATX',
      description:
        'How SWATX recruits, verifies, profiles, rewards and protects panel members, and how we build and run custom community panels for clients.',
    },
  ],
  hero: {
    eyebrow: 'SWATX · Panel management',
    heading: 'A panel is only as good as the care that goes into it',
    lead:
      'We run SWATX day to day, and we build and manage custom panels for clients who want their own community of customers, employees or professionals to consult regularly.',
    primaryCta: { label: 'Discuss a custom panel', to: '/contact' },
    illustration: 'panel',
  },
  blocks: [
    {
      kind: 'steps',
      heading: 'The panel life cycle',
      intro: 'Each stage has written rules and measures we report on every month.',
      steps: [
        {
          title: 'Recruitment',
          body: 'Members come from a mix of sources, including offline recruitment during face-to-face surveys, so that the panel is not limited to people who answer online advertisements.',
        },
        {
          title: 'Verification',
          body: 'Mobile confirmation, device fingerprinting, location consistency and a check of the first answers against profile data catch false and duplicate identities.',
        },
        {
          title: 'Profiling',
          body: 'A core profile on joining and topic profiles over time, refreshed twice a year; out-of-date profiles stop receiving targeted invitations.',
        },
        {
          title: 'Engagement',
          body: 'A limit on invitations per member per month, surveys that respect their time, prompt rewards and a support desk in English and Arabic.',
        },
        {
          title: 'Quality monitoring',
          body: 'Every member carries a quality score built from attention checks, speeding and consistency; low scorers are removed from the panel.',
        },
        {
          title: 'Renewal',
          body: 'Inactive members are retired and replaced, keeping the panel balanced against population figures by nationality, age, gender and region.',
        },
      ],
    },
    {
      kind: 'features',
      heading: 'Custom panels for clients',
      tone: 'tinted',
      intro: 'Some organisations want to consult the same people repeatedly. We design, recruit and run the panel under your brand or ours.',
      items: [
        { title: 'Customer communities', body: 'A few hundred to several thousand customers for quick feedback on ideas, campaigns and services.' },
        { title: 'Employee panels', body: 'Confidential pulse surveys between annual engagement studies, with results protected from identification.' },
        { title: 'Professional panels', body: 'Doctors, pharmacists, engineers or IT decision makers recruited and verified through professional registers.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Privacy and consent',
      paragraphs: [
        'Members give explicit consent when they join, can see and change their data in their account, and can leave at any time with their personal data deleted. We process their data under the UAE Personal Data Protection Law and, for members in the European Union, the GDPR. Personal details are never passed to clients: you receive answers linked to an anonymous identifier only.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Example engagement',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Telecommunications',
          title: 'A customer community for a regional operator',
          challenge: 'The operator’s marketing team waited six weeks for each ad hoc study and could not test ideas at the speed of its campaigns.',
          approach: 'We recruited a community of customers across three countries, balanced by plan type and nationality, and ran two short surveys a month.',
          outcome: 'Campaign and offer ideas tested in days, with the panel refreshed quarterly to avoid over-familiarity.',
          figures: [
            { figure: '3,000', label: 'Community members' },
            { figure: '72 h', label: 'Typical survey turnaround' },
            { figure: '61%', label: 'Average response rate' },
          ],
        },
      ],
    },
    panelManagementQuestions,
    contactCta('Build a panel you can consult any week', 'Tell us who you want to hear from and how often; we will propose a design and running cost.', {
      label: 'Back to SWATX',
      to: '/swatx',
    }),
  ],
};

export const sampleSourcingContent: PageContent = {
  ogImage: 'swatx',
  lastModified: REVIEWED,
  sitemapPriority: 0.7,
  service: { serviceType: 'Online sample sourcing' },
  routes: [
    {
      path: '/swatx/sample-sourcing',
      name: 'Sample Sourcing',
      title: 'Online sample sourcing for MENA surveys | SWATX by SWAT Research',
      description:
        'Sample for your own online survey from SWATX and vetted partner panels: feasibility in a day, quota management, fraud screening and a transparent field report.',
    },
  ],
  hero: {
    eyebrow: 'SWATX · Sample sourcing',
    heading: 'Sample for your survey, sourced and checked by a team that knows the region',
    lead:
      'You script the survey; we deliver the respondents. SWATX members come first, and where a target needs more reach we blend in sample from partner panels we have audited, all under one set of quality rules.',
    primaryCta: { label: 'Request a sample quote', to: '/contact' },
    illustration: 'panel',
  },
  blocks: [
    {
      kind: 'steps',
      heading: 'How sample sourcing works',
      steps: [
        { title: 'Feasibility', body: 'Within one working day you get achievable numbers by quota, expected incidence, field time and a fixed cost per complete.' },
        { title: 'Link testing', body: 'We test your survey link on mobile and desktop in both languages and confirm redirects and quota tracking before launch.' },
        { title: 'Soft launch', body: 'Around 10% of the sample goes first so you can check data, length and incidence before full launch.' },
        { title: 'Managed fieldwork', body: 'Invitations are paced to fill quotas evenly across the field period, with daily progress reports.' },
        { title: 'Quality removal', body: 'We flag speeders, straight-liners, duplicates and poor open-ended answers; you approve removals and we replace them at no cost.' },
        { title: 'Field report', body: 'A closing report with completes by quota, incidence, median length and removals, ready for your methodology note.' },
      ],
    },
    {
      kind: 'table',
      heading: 'Typical feasibility',
      tone: 'tinted',
      intro: 'Indicative reach for a 10-minute consumer survey of adults aged 18 to 65. Specialist targets are quoted case by case.',
      caption: 'Indicative online sample feasibility by market',
      columns: ['Market', 'Completes in 1 week', 'Arabic-language share available'],
      rows: [
        ['United Arab Emirates', '1,500+', 'Nationals and Arab expatriates'],
        ['Saudi Arabia', '2,000+', 'Majority of sample'],
        ['Qatar and Kuwait', '500+ each', 'Majority of nationals'],
        ['Egypt', '2,000+', 'Majority of sample'],
        ['Morocco, Jordan, Lebanon', '500+ each', 'Arabic and French versions'],
      ],
      note: 'Indicative only; feasibility depends on target, length and season, and is confirmed per project.',
    },
    {
      kind: 'prose',
      heading: 'Who it is for',
      paragraphs: [
        'Research agencies outside the region who need a reliable local sample partner, in-house insight teams running their own survey platforms, and universities running academic studies. We work with every major survey platform that supports redirect links, and we can host the survey for you when needed.',
        'We are transparent about where sample comes from: every completed interview is tagged with its source, and you can restrict fieldwork to SWATX members only.',
      ],
    },
    sampleSourcingQuestions,
    contactCta('Get a feasibility and price today', 'Send your target, quotas, length and dates; you will have numbers back within one working day.', {
      label: 'Back to SWATX',
      to: '/swatx',
    }),
  ],
};
