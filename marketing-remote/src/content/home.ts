/** Copy of the home page. Layout lives in features/home; change words here, not in JSX. */
export const homeContent = {
  eyebrow: 'Research · Consultancy · AI — since 2007',
  heading: 'Evidence you can act on, from the people who collect it',
  lead:
    'SWAT Research runs fieldwork, analysis and strategy projects across the Middle East and North Africa from our base in Dubai. ' +
    'We design the study, reach the right respondents in English and Arabic, check every interview, and turn the numbers into decisions your board can defend.',
  primaryCta: { label: 'Talk to a research lead', to: '/contact' },
  secondaryCta: { label: 'See our research services', to: '/services' },
  proof: [
    { figure: '2007', label: 'Founded in Dubai' },
    { figure: '80+', label: 'Countries in our partner network' },
    { figure: '2', label: 'Working languages: English and Arabic' },
  ],
  pillars: [
    {
      title: 'Field research',
      body: 'Face-to-face, telephone and online interviews, mystery shopping and focus groups, run by supervised teams who speak your respondents’ language.',
      to: '/services',
    },
    {
      title: 'Consultancy',
      body: 'Market sizing, entry strategy and business development grounded in primary data rather than desk assumptions.',
      to: '/consultancy',
    },
    {
      title: 'SWAT AI',
      body: 'Practical AI for research-heavy organisations: text analytics for open ends, forecasting, and assistants built on your own documents.',
      to: '/swat-ai',
    },
  ],
} as const;
