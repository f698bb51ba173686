import type { FaqBlock, PageContent } from '../types';
import { contactCta, ILLUSTRATIVE, REVIEWED } from './shared';

const monitorQuestions: FaqBlock = {
  kind: 'faq',
  id: 'questions',
  heading: 'Questions about SWAT Monitor',
  items: [
    {
      id: 'what-is-swat-monitor',
      question: 'What is SWAT Monitor?',
      answer:
        'SWAT Monitor is our continuous tracking of brand health, customer experience, public conversation and campaign impact, in one live dashboard. It combines weekly survey fieldwork, customer feedback and public online mentions, with analyst commentary.',
    },
    {
      id: 'how-long-is-set-up',
      question: 'How long does it take to set up SWAT Monitor?',
      answer:
        'Four weeks. In that time we agree the measures, competitors, samples and alerts, build the questionnaire in both languages and load up to two years of your historical data.',
    },
    {
      id: 'how-often-does-it-update',
      question: 'How often is the dashboard updated?',
      answer:
        'Continuously, as data arrive from interviews that run every week. You choose thresholds that trigger e-mail alerts when a measure moves beyond its normal range.',
    },
    {
      id: 'does-it-track-arabic-social-media',
      question: 'Does SWAT Monitor track Arabic social media?',
      answer:
        'Yes. It follows mentions on public news and social sources in Arabic and English, classified by theme and sentiment by our models and checked by analysts.',
    },
    {
      id: 'where-is-the-data-kept',
      question: 'Where is SWAT Monitor data kept?',
      answer:
        'In the region, handled under the UAE Personal Data Protection Law. Access is by secure sign-in for named users, with roles for leadership, marketing and operations teams.',
    },
    {
      id: 'can-we-see-a-demo',
      question: 'Can we see a demonstration?',
      answer: 'Yes. We prepare a demonstration with your own category and competitors, with a set-up plan and its costs.',
    },
    {
      id: 'how-much-does-monitor-cost',
      question: 'How much does SWAT Monitor cost?',
      answer:
        'It is priced for each client in the set-up plan we prepare with the demonstration. The measures, competitors, markets, sample sizes and feedback channels you include drive the cost.',
    },
    {
      id: 'who-is-monitor-for',
      question: 'Who is SWAT Monitor for?',
      answer:
        'Organisations with many customers, many touchpoints and competitors who react quickly, such as banks, telecom operators, retailers, airlines, healthcare groups and government service centres.',
    },
    {
      id: 'help-reading-results',
      question: 'Do we get help interpreting the results?',
      answer: 'Yes. Every month an analyst explains what changed and why, and each quarter meets your team to agree actions.',
    },
  ],
};

export const monitorContent: PageContent = {
  ogImage: 'monitor',
  lastModified: REVIEWED,
  sitemapPriority: 0.8,
  service: { serviceType: 'Brand and customer experience monitoring' },
  routes: [
    {
      path: '/monitor',
      name: 'SWAT Monitor',
      title: 'SWAT Monitor: continuous brand and customer experience tracking',
      description:
        'SWAT Monitor tracks brand health, customer experience and public conversation in MENA continuously, with a live dashboard, alerts and analyst commentary.',
    },
  ],
  hero: {
    eyebrow: 'SWAT Monitor',
    heading: 'See changes in your market as they happen, not months later',
    lead:
      'SWAT Monitor combines continuous survey fieldwork, customer feedback and public online conversation in one dashboard. It tells you when something moves, how much, among whom, and what is likely driving it.',
    primaryCta: { label: 'Book a demonstration', to: '/contact' },
    illustration: 'monitor',
  },
  blocks: [
    {
      kind: 'features',
      heading: 'What SWAT Monitor tracks',
      items: [
        {
          title: 'Brand health',
          body: 'Awareness, consideration, preference and image for you and your competitors, from weekly interviews with a representative sample.',
        },
        {
          title: 'Customer experience',
          body: 'Satisfaction and effort scores after key interactions, collected by SMS, e-mail or QR code and linked to branch, channel and agent.',
        },
        {
          title: 'Public conversation',
          body: 'Mentions of your brand and topics on public news and social sources in Arabic and English, classified by theme and sentiment by our models and checked by analysts.',
        },
        {
          title: 'Campaign impact',
          body: 'Recall and response to advertising measured before, during and after each campaign, so you can see which ones moved the numbers.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How it works',
      tone: 'tinted',
      steps: [
        { title: 'Set-up in four weeks', body: 'We agree the measures, competitors, samples and alerts, build the questionnaire in both languages, and load up to two years of your historical data.' },
        { title: 'Continuous fieldwork', body: 'Interviews run every week rather than in bursts, so that trends are smooth and seasonal events such as Ramadan are measured, not missed.' },
        { title: 'Dashboard and alerts', body: 'Results update as data arrive; you choose thresholds that trigger e-mail alerts when a measure moves beyond its normal range.' },
        { title: 'Analyst commentary', body: 'Every month an analyst explains what changed and why, and meets your team each quarter to agree actions.' },
      ],
    },
    {
      kind: 'prose',
      heading: 'Who it is for',
      paragraphs: [
        'Banks, telecom operators, retailers, airlines, healthcare groups and government service centres: organisations with many customers, many touchpoints and competitors who react quickly. SWAT Monitor replaces the annual tracker that arrives too late to act on with a steady flow of evidence.',
        'Access is by secure sign-in for named users, with roles for leadership, marketing and operations teams. Data stay in the region and are handled under the UAE Personal Data Protection Law.',
      ],
    },
    {
      kind: 'cases',
      heading: 'Example engagement',
      disclaimer: ILLUSTRATIVE,
      cases: [
        {
          sector: 'Retail banking',
          title: 'Catching a service problem in week two, not quarter two',
          challenge: 'A bank’s annual survey showed satisfaction falling but could not say when, where or why.',
          approach: 'SWAT Monitor surveyed customers after branch, app and call-centre contacts, and tracked public mentions in Arabic and English.',
          outcome: 'An alert two weeks after an app update pointed to a login problem; the fix was prioritised and satisfaction recovered within a month.',
          figures: [
            { figure: '4,800', label: 'Feedback responses a month' },
            { figure: '14 days', label: 'From change to alert' },
            { figure: '+11 pts', label: 'App satisfaction recovery' },
          ],
        },
      ],
    },
    monitorQuestions,
    contactCta('See SWAT Monitor with your own market', 'We will prepare a demonstration with your category and competitors, and a set-up plan with costs.'),
  ],
};
