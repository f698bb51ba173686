import type { PageContent } from '../types';
import { REVIEWED } from './shared';

/** The only page allowed to announce future content (spec: /coming-soon is a placeholder page). */
export const comingSoonContent: PageContent = {
  ogImage: 'home',
  lastModified: REVIEWED,
  sitemapPriority: 0.2,
  // A placeholder has nothing for a search engine to rank.
  noindex: true,
  routes: [
    {
      path: '/coming-soon',
      name: 'Coming soon',
      title: 'Coming soon | SWAT Research',
      description: 'This part of the SWAT Research website is being prepared. Meanwhile, explore our research, consultancy and AI services or contact our team.',
    },
  ],
  hero: {
    eyebrow: 'Coming soon',
    heading: 'This page is coming soon',
    lead:
      'We are preparing new material for this part of the site. In the meantime, everything about our research, consultancy and AI work is available on the pages below, and our team is happy to answer questions directly.',
    primaryCta: { label: 'Contact our team', to: '/contact' },
    secondaryCta: { label: 'Back to the home page', to: '/' },
    illustration: 'lab',
  },
  blocks: [
    {
      kind: 'links',
      heading: 'Explore what is available now',
      cards: [
        { title: 'Research services', body: 'Fieldwork, methodologies, analysis and quality assurance across the region.', to: '/services' },
        { title: 'Consultancy', body: 'Market analysis, strategic planning, business development and sustainability.', to: '/consultancy' },
        { title: 'SWAT AI', body: 'AI implementation, services, app development and our lab.', to: '/swat-ai' },
      ],
    },
  ],
};
