import type { Catalog } from '@swat/shared-contracts';
import type { MarketingMessageKey } from './en';

export const ar = {
  'blocks.readMore': 'اقرأ المزيد',
  'blocks.readMoreAbout': 'عن {title}',
  'blocks.step': 'الخطوة {n}:',
  'blocks.challenge': 'التحدي',
  'blocks.approach': 'المنهجية',
  'blocks.outcome': 'النتيجة',
  'blocks.generalQuestions': 'أسئلة عامة',
  'blocks.illustrative': '(رقم توضيحي)',
} satisfies Catalog<MarketingMessageKey>;
