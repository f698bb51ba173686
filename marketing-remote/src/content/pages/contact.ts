import { siteConfig } from '@swat/shared-contracts';
import type { PageContent } from '../types';
import { REVIEWED } from './shared';

const { office, officeHours, phone, emails } = siteConfig;

export const contactContent: PageContent = {
  ogImage: 'contact',
  lastModified: REVIEWED,
  sitemapPriority: 0.9,
  routes: [
    {
      path: '/contact',
      name: 'Contact',
      title: 'Contact SWAT Research | Request a proposal or quotation',
      description:
        'Contact SWAT Research in Dubai: request a research or consultancy proposal, ask about SWAT AI, SWATX or SWAT Monitor, or send a general inquiry.',
    },
  ],
  hero: {
    eyebrow: 'Contact',
    heading: 'Tell us what you need to find out',
    lead:
      'Whether you have a full brief or only a question, a member of our team will read your message and reply within one working day, Monday to Friday, Dubai time.',
    illustration: 'contact',
  },
  blocks: [
    {
      kind: 'steps',
      heading: 'What happens after you write to us',
      tone: 'tinted',
      steps: [
        { title: 'We read and route it', body: 'Your message goes to the research director or consultant responsible for that service, not to a general sales queue.' },
        { title: 'A first reply within a working day', body: 'We confirm we understand the question and ask anything we need to know about audience, markets, timing and budget.' },
        { title: 'A short call if helpful', body: 'Fifteen to thirty minutes to talk through the decision behind the request, in English or Arabic.' },
        { title: 'A written proposal', body: 'Method, sample, timeline, team and a fixed price, usually within three working days of the call. There is no charge for a proposal.' },
      ],
    },
    {
      kind: 'faq',
      id: 'questions',
      heading: 'Before you write',
      items: [
        {
          id: 'how-soon-will-you-reply',
          question: 'How soon will you reply?',
          answer:
            'Within one working day, Monday to Friday, Dubai time. A written proposal usually follows within three working days of our first call.',
        },
        {
          id: 'what-to-include',
          question: 'What should I include in my message?',
          answer:
            'The decision you need to make, the audience and countries, any deadline, and a budget range if you have one. A rough brief is fine: we will help you sharpen it.',
        },
        {
          id: 'can-i-send-a-confidential-brief',
          question: 'Can I send a confidential brief?',
          answer: 'Yes. Tell us in your message and we will sign your non-disclosure agreement, or send ours, before you share details.',
        },
        {
          id: 'is-a-proposal-free',
          question: 'Do you charge for a proposal?',
          answer: 'No, there is no charge for a proposal. It sets out the method, sample, timeline, team and a fixed price.',
        },
        {
          id: 'where-is-your-office',
          question: 'Where is your office?',
          answer: `At ${office.streetAddress}, ${office.locality}, ${office.country}.`,
        },
        {
          id: 'what-are-your-office-hours',
          question: 'What are your office hours?',
          answer: `Monday to Friday, ${officeHours.opens} to ${officeHours.closes} Gulf Standard Time. Messages sent at the weekend are answered on the next working day.`,
        },
        {
          id: 'can-i-call-you',
          question: 'Can I call you?',
          answer: `Yes, on ${phone.display} during office hours. For a quotation you can also write to ${emails.quotations}.`,
        },
        {
          id: 'can-i-write-in-arabic',
          question: 'Can I write to you in Arabic?',
          answer: 'Yes. Write in Arabic or English, and any call that follows can be held in either language.',
        },
        {
          id: 'clients-outside-the-region',
          question: 'Can we work together if we are based outside the region?',
          answer:
            'Yes. Many of our clients are agencies and companies in Europe, Asia and North America. We work in English and Arabic, schedule calls across time zones, and invoice in US dollars, euros or UAE dirhams.',
        },
        {
          id: 'joining-the-swatx-panel',
          question: 'I want to join the SWATX panel as a respondent. Is this the right form?',
          answer: 'Yes. Choose “SWATX panel and sample sourcing” as the service and say you would like to join; we will send you the sign-up link.',
        },
        {
          id: 'how-do-you-use-my-details',
          question: 'How do you use the details I send?',
          answer: `Only to answer your inquiry and follow up on it, as described in our privacy policy. You can ask us to delete them at any time by writing to ${emails.general}.`,
        },
      ],
    },
  ],
};

