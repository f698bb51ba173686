import type { PageContent } from '../types';
import { contactCta, ILLUSTRATIVE, REVIEWED } from './shared';

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
    contactCta('Get a feasibility and price today', 'Send your target, quotas, length and dates; you will have numbers back within one working day.', {
      label: 'Back to SWATX',
      to: '/swatx',
    }),
  ],
};
