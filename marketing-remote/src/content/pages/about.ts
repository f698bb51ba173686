import { siteConfig } from '@swat/shared-contracts';
import type { FaqBlock, PageContent } from '../types';
import { contactCta, REVIEWED } from './shared';

const { office, officeHours, emails } = siteConfig;

const aboutQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about SWAT Research',
  items: [
    {
      id: 'when-and-where-founded',
      question: 'When and where was SWAT Research founded?',
      answer:
        'In Dubai, in 2007. The founders were researchers who had run fieldwork for international agencies and wanted a regional firm that collected its own data instead of subcontracting it.',
    },
    {
      id: 'where-is-your-office',
      question: 'Where is your office, and when is it open?',
      answer: `At ${office.streetAddress}, ${office.locality}, open Monday to Friday from ${officeHours.opens} to ${officeHours.closes} Dubai time. Calls with our team can be held in English or Arabic.`,
    },
    {
      id: 'how-do-the-brands-relate',
      question: 'How do SWAT AI, SWATX and SWAT Monitor relate to SWAT Research?',
      answer:
        'They are all part of SWAT Research: SWAT AI is our applied AI practice, SWATX our online research panel and SWAT Monitor our continuous tracking service. SWAT Lab is the applied research group within SWAT AI.',
    },
    {
      id: 'do-you-work-for-agencies',
      question: 'Do you work for other research agencies?',
      answer:
        'Yes. Besides companies, public bodies and non-profits, we work for other research agencies, including agencies outside the region that need a reliable local partner for fieldwork or sample.',
    },
    {
      id: 'how-to-apply-for-a-job',
      question: 'How can I apply for a job at SWAT Research?',
      answer: `Write to ${emails.general} and tell us the kind of role you are looking for, as this site does not list vacancies. Our team includes researchers, field managers, supervisors, statisticians, data engineers and consultants.`,
    },
    {
      id: 'who-works-at-swat-research',
      section: 'who-we-are',
      question: 'Who works at SWAT Research?',
      answer:
        'Research directors, field managers, supervisors, statisticians, data engineers and consultants. Most of us are bilingual in English and Arabic, and between us we have lived and worked in every Gulf state, the Levant, Egypt and the Maghreb.',
    },
    {
      id: 'is-your-fieldwork-in-house',
      section: 'who-we-are',
      question: 'Is your fieldwork done in-house?',
      answer:
        'Yes, in the 13 markets where we have our own supervised field teams; owning data collection is the reason the firm was founded. Elsewhere, vetted partners work under the same briefing and quality rules, managed from Dubai.',
    },
    {
      id: 'do-clients-stay-long-term',
      section: 'who-we-are',
      question: 'Do clients work with you over several years?',
      answer:
        'Yes. Some commission a single study, and many have worked with us for a decade, running trackers, customer experience programmes and strategy projects year after year.',
    },
    {
      id: 'which-departments-work-on-a-project',
      section: 'our-departments',
      question: 'Which departments work on my project?',
      answer:
        'Six departments share every project: research design, field operations, data processing and analytics, consultancy, SWAT AI, and client services and quality. A named project lead coordinates them for you.',
    },
    {
      id: 'who-is-my-contact',
      section: 'our-departments',
      question: 'Who will be my contact during a project?',
      answer:
        'A named project lead, from the brief to the final presentation, so you never chase answers between teams. The analysts who did the work present the results, not a separate sales team.',
    },
    {
      id: 'how-do-you-audit-yourselves',
      section: 'our-departments',
      question: 'How do you check your own procedures?',
      answer:
        'Our client services and quality department audits a sample of completed projects every quarter. On every project, a second analyst also checks each deliverable before it reaches you.',
    },
    {
      id: 'what-do-you-stand-for',
      section: 'our-vision',
      question: 'What does SWAT Research stand for?',
      answer:
        'Honest reporting, respect for respondents, local depth and useful output. In practice: we flag weak data openly, pay fair incentives and protect personal data, interview people in their own language, and build every deliverable around your decision.',
    },
    {
      id: 'how-do-you-use-ai',
      section: 'our-vision',
      question: 'How do you use AI in your research?',
      answer:
        'For the repetitive work: coding thousands of open-ended answers in hours, letting clients question past reports in plain language, and spotting fieldwork problems while a study runs. The judgement stays with experienced researchers.',
    },
    {
      id: 'will-you-report-bad-news',
      section: 'our-vision',
      question: 'Will you tell us if the findings are not what we hoped for?',
      answer:
        'Yes. We report what we find, including inconvenient findings, and we tell you early when a sample or a timeline is at risk.',
    },
  ],
};

export const aboutContent: PageContent = {
  ogImage: 'about',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  routes: [
    {
      path: '/about',
      name: 'About',
      title: 'About SWAT Research | Dubai market research firm since 2007',
      description:
        'Who we are, how our departments work together and where we are heading: a Dubai research, consultancy and AI firm serving MENA since 2007.',
    },
    {
      path: '/about/who-we-are',
      name: 'Who We Are',
      section: 'who-we-are',
      title: 'Who we are | SWAT Research',
      description:
        'A Dubai-founded team of researchers, field managers, analysts and consultants working in English and Arabic across the Middle East and North Africa.',
    },
    {
      path: '/about/our-departments',
      name: 'Our Departments',
      section: 'our-departments',
      title: 'Our departments | SWAT Research',
      description:
        'Field operations, research design, data processing, consultancy, SWAT AI and client services: how the departments of SWAT Research share one project.',
    },
    {
      path: '/about/our-vision',
      name: 'Our Vision',
      section: 'our-vision',
      title: 'Our vision and values | SWAT Research',
      description:
        'Why SWAT Research exists: reliable regional evidence, reported honestly, and made faster and cheaper to use with carefully applied AI.',
    },
  ],
  hero: {
    eyebrow: 'About SWAT Research',
    heading: 'A regional research partner built on fieldwork you can trust',
    lead:
      'Since 2007 we have helped organisations understand people across the Middle East and North Africa: what they buy, what they think of a service, and what would change their mind. We do it from Dubai, with our own field teams and a partner network in more than 80 countries.',
    primaryCta: { label: 'Meet the team behind your project', to: '/contact' },
    secondaryCta: { label: 'Our research services', to: '/services' },
    illustration: 'network',
  },
  blocks: [
    {
      kind: 'prose',
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'SWAT Research was founded in Dubai in 2007 by researchers who had spent years running fieldwork for international agencies and wanted a regional firm that owned its data collection instead of subcontracting it. That principle still shapes the company: the people who design your study can walk into the field centre, listen to interviews and see the quality checks for themselves.',
        'Today we are a team of research directors, field managers, supervisors, statisticians, data engineers and consultants. Most of us are bilingual in English and Arabic, and between us we have lived and worked in every Gulf state, the Levant, Egypt and the Maghreb. That matters when a question has to be asked of a Saudi homemaker, an Emirati business owner and a South Asian construction worker in the same survey, each in a way they will understand and answer honestly.',
        'We work for private companies, public bodies, non-profits and other research agencies. Some clients commission a single study; many have worked with us for a decade, running trackers, customer experience programmes and strategy projects year after year.',
      ],
    },
    {
      kind: 'features',
      id: 'our-departments',
      heading: 'Our departments',
      tone: 'tinted',
      intro:
        'Six departments share every project. Your named project lead coordinates them, so you never have to chase answers between teams.',
      items: [
        {
          title: 'Research design',
          body: 'Research directors translate a business question into a method, sample plan and questionnaire, and keep the study pointed at the decision it must inform.',
        },
        {
          title: 'Field operations',
          body: 'Field managers recruit, train and supervise interviewers and moderators in each market, run pilots, and own quota progress and back-checks.',
        },
        {
          title: 'Data processing and analytics',
          body: 'Scripting, data cleaning, weighting, tabulation, statistical modelling and dashboards, with every deliverable checked by a second analyst.',
        },
        {
          title: 'Consultancy',
          body: 'Consultants turn findings into market entry plans, strategies and business cases, and stay involved while clients put them into practice.',
        },
        {
          title: 'SWAT AI',
          body: 'Engineers and data scientists who build AI tools for research and for clients’ own operations, from text coding models to document assistants.',
        },
        {
          title: 'Client services and quality',
          body: 'Project coordination, contracts, data protection and our internal audit of procedures, which reviews a sample of completed projects every quarter.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'our-vision',
      heading: 'Our vision',
      paragraphs: [
        'We want decisions in our region to rest on evidence that is as good as anywhere in the world. That means samples that genuinely represent the people they claim to, questions translated and tested rather than merely converted, and reports that say plainly what the data can and cannot support.',
        'We also believe good research should get faster and cheaper to use without getting worse. That is why we built SWAT AI: to code thousands of open-ended answers in hours, to let clients question years of past reports in plain language, and to spot problems in fieldwork while it is still running. The judgement stays with experienced people; the tools take away the repetitive work.',
      ],
      bullets: [
        'Honesty first: we report inconvenient findings and flag weak data openly.',
        'Respect for respondents: informed consent, fair incentives and protection of their personal data.',
        'Local depth: fieldwork in the respondent’s language and culture, never a translated afterthought.',
        'Useful output: every deliverable is built around the decision it is meant to support.',
      ],
    },
    aboutQuestions,
    contactCta(
      'Working on a project in the region?',
      'Tell us about the market, the audience and the deadline. We will introduce the research director who would lead it.',
    ),
  ],
};
