/**
 * The marketing pages' words around the copy (labels, screen-reader hints). The pages' own copy is
 * content, per language, beside each page (src/content); the contact form has its own catalog
 * (messages/contact). ICU MessageFormat.
 */
export const en = {
  'blocks.readMore': 'Read more',
  'blocks.readMoreAbout': 'about {title}',
  'blocks.step': 'Step {n}:',
  'blocks.challenge': 'Challenge',
  'blocks.approach': 'Approach',
  'blocks.outcome': 'Outcome',
  'blocks.generalQuestions': 'General questions',
  'blocks.illustrative': '(illustrative)',
};

export type MarketingMessageKey = keyof typeof en;
