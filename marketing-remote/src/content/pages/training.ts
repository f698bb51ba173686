import type { FaqBlock, PageContent } from '../types';
import { contactCta, REVIEWED } from './shared';

const trainingQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about our training',
  items: [
    {
      id: 'which-courses',
      question: 'Which training courses do you offer?',
      answer:
        'Six courses: questionnaire design in Arabic and English, sampling and fieldwork management, qualitative research and moderation, data analysis for insight teams, AI in research, and commissioning research. We tailor each one to your sector.',
    },
    {
      id: 'who-are-the-courses-for',
      question: 'Who are the courses for?',
      answer:
        'Teams that commission or run research: insight and marketing teams, government teams building survey skills, new graduates in research or analytics, and managers who must read data with confidence.',
    },
    {
      id: 'how-long-is-a-course',
      question: 'How long does a course last?',
      answer:
        'One to three days, depending on the course. Qualitative research and moderation takes three days; questionnaire design, sampling and data analysis two; AI in research and commissioning research one.',
    },
    {
      id: 'where-are-courses-held',
      question: 'Where are the courses held?',
      answer:
        'At our Dubai office, at your premises anywhere in the GCC, or live online in shorter sessions spread over several days.',
    },
    {
      id: 'are-courses-in-arabic',
      question: 'Are the courses taught in Arabic?',
      answer:
        'Yes, every course can be delivered in English or Arabic. Bilingual trainers can also run mixed-language sessions.',
    },
    {
      id: 'do-participants-get-a-certificate',
      question: 'Do participants receive a certificate?',
      answer:
        'Yes, every participant receives a certificate of attendance, together with the course workbook and templates.',
    },
    {
      id: 'how-many-participants',
      question: 'How many people can take part?',
      answer:
        'Six to sixteen per group, so that everyone practises. Tell us the size of your team and we will propose dates that fit it.',
    },
    {
      id: 'how-much-does-a-course-cost',
      question: 'How much does a course cost?',
      answer:
        'Each course is quoted as a fixed fee for your group. The fee depends on the course length, the number of participants, the location and how much tailoring is needed.',
    },
    {
      id: 'can-we-use-our-own-material',
      question: 'Can a course use our own projects?',
      answer:
        'Yes. We replace generic examples with cases from your sector, build exercises around your tools, and the questionnaire design course critiques one of your own questionnaires.',
    },
    {
      id: 'attend-as-an-individual',
      question: 'How can I attend a course on my own?',
      answer:
        'Write to us through the contact page: the courses here are organised for teams, and we will tell you whether a session you can join is planned.',
    },
  ],
};

export const trainingContent: PageContent = {
  ogImage: 'training',
  lastModified: REVIEWED,
  sitemapPriority: 0.7,
  service: { serviceType: 'Research and analytics training' },
  routes: [
    {
      path: '/training',
      name: 'Training',
      title: 'Market research and analytics training for teams | SWAT Research',
      description:
        'Practical courses in questionnaire design, sampling, qualitative research, data analysis and AI in research, delivered in Dubai, on site or online, in English or Arabic.',
    },
  ],
  hero: {
    eyebrow: 'Training',
    heading: 'Research skills your team will use the following Monday',
    lead:
      'Our courses are taught by working researchers, not full-time trainers. Participants practise on realistic regional cases, leave with templates they can reuse, and get a follow-up clinic a month later to apply what they learned to their own projects.',
    primaryCta: { label: 'Ask about a course for your team', to: '/contact' },
    secondaryCta: { label: 'AI learning resources', to: '/swat-ai/learning-center' },
    illustration: 'training',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'Courses',
      intro: 'Each course runs for one to three days. We tailor the cases and exercises to your sector before delivery.',
      items: [
        {
          title: 'Questionnaire design that works in Arabic and English',
          body: 'Writing neutral questions, scales that translate, routing, length and respondent fatigue, and how to pilot. Two days, with a critique of one of your own questionnaires.',
        },
        {
          title: 'Sampling and fieldwork management',
          body: 'Choosing between probability and quota samples, setting quotas for mixed national and expatriate populations, briefing agencies and reading a quality log. Two days.',
        },
        {
          title: 'Qualitative research and moderation',
          body: 'Discussion guides, projective techniques, moderating mixed-gender and single-gender groups, and analysing transcripts without losing the nuance. Three days with live practice groups.',
        },
        {
          title: 'Data analysis for insight teams',
          body: 'Reading cross-tabulations, significance testing, weighting, driver analysis and telling a clear story with charts. Two days, in Excel, SPSS or Python depending on your tools.',
        },
        {
          title: 'AI in research, responsibly',
          body: 'What large language models do well and badly with survey data, coding open-ended answers with human checks, summarising qualitative work, and data protection when using AI tools. One day.',
        },
        {
          title: 'Commissioning research',
          body: 'For marketing, strategy and policy staff who buy research: writing a brief, judging proposals, asking the right questions at debrief and acting on the results. One day.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How we deliver training',
      tone: 'tinted',
      steps: [
        {
          title: 'Needs check',
          body: 'A short call and a questionnaire for participants tell us their experience level and the projects they are working on, so the course starts where they are.',
        },
        {
          title: 'Tailored material',
          body: 'We swap generic examples for cases from your sector and region, and build exercises around the tools your team already uses.',
        },
        {
          title: 'Hands-on sessions',
          body: 'Groups of six to sixteen, at our Dubai office, at your premises anywhere in the GCC, or live online in shorter sessions across several days.',
        },
        {
          title: 'Follow-up clinic',
          body: 'Four to six weeks later, a two-hour clinic reviews how participants have applied the course to real work, and answers what came up since.',
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who the courses are for',
      paragraphs: [
        'Insight and marketing teams who commission research and want to get more from their agencies; government and semi-government teams building in-house survey capability; graduates joining research, consulting and analytics roles; and managers who need to read data with confidence rather than take charts on trust.',
        'Every participant receives the course workbook, templates and a certificate of attendance. Courses can be delivered in English or Arabic, and we can run mixed-language sessions with bilingual trainers.',
      ],
    },
    trainingQuestions,
    contactCta(
      'Build research skills in your team',
      'Tell us the size of the group, their experience and what they need to achieve. We will propose a course outline, dates and a fixed fee.',
    ),
  ],
};
