import type { SiteLanguage } from '@swat/shared-contracts';
import { useLang } from './lang';

/**
 * Words the page components add around the copy (labels, screen-reader hints), per language.
 * Kept free of runtime imports: every page loads it, and the contracts' schemas belong to the contact page only.
 */
export interface MarketingStrings {
  blocks: {
    readMore: string;
    /** Screen-reader tail of "Read more", naming the card. */
    readMoreAbout: (title: string) => string;
    step: (n: number) => string;
    challenge: string;
    approach: string;
    outcome: string;
    illustrative: string;
  };
}

const en: MarketingStrings = {
  blocks: {
    readMore: 'Read more',
    readMoreAbout: (title) => `about ${title}`,
    step: (n) => `Step ${n}:`,
    challenge: 'Challenge',
    approach: 'Approach',
    outcome: 'Outcome',
    illustrative: '(illustrative)',
  },
};

const ar: MarketingStrings = {
  blocks: {
    readMore: 'اقرأ المزيد',
    readMoreAbout: (title) => `عن ${title}`,
    step: (n) => `الخطوة ${n}:`,
    challenge: 'التحدي',
    approach: 'المنهجية',
    outcome: 'النتيجة',
    illustrative: '(رقم توضيحي)',
  },
};

export const marketingStrings: Record<SiteLanguage, MarketingStrings> = { en, ar };

/** The component-level words of the route on screen. */
export function useStrings(): MarketingStrings {
  return marketingStrings[useLang()];
}
