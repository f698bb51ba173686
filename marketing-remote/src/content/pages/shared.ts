import type { CtaBlock } from '../types';

/** The closing band most pages end with: one way to reach a person. */
export const contactCta = (heading: string, body: string, secondary?: CtaBlock['secondary']): CtaBlock => ({
  kind: 'cta',
  heading,
  body,
  action: { label: 'Contact our team', to: '/contact' },
  ...(secondary ? { secondary } : {}),
});

/** Date the copy of these pages was last reviewed; the sitemap's lastmod. */
export const REVIEWED = '2026-11-20';

export const ILLUSTRATIVE =
  'Client names are withheld and the figures marked * are illustrative: they show the kind of result such a project produces, not audited results of a named engagement.';
