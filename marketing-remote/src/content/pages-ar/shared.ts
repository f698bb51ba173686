import type { CtaBlock } from '../types';

/** The closing band most Arabic pages end with: the same single way to reach a person as in English. */
export const contactCtaAr = (heading: string, body: string, secondary?: CtaBlock['secondary']): CtaBlock => ({
  kind: 'cta',
  heading,
  body,
  action: { label: 'تواصل مع فريقنا', to: '/ar/contact' },
  ...(secondary ? { secondary } : {}),
});

export const ILLUSTRATIVE_AR =
  'لا نذكر أسماء العملاء، والأرقام المعلَّمة بنجمة * أرقام توضيحية: تبيّن نوع النتيجة التي يحققها مشروع من هذا النوع، وليست نتائج مدقَّقة لتكليف بعينه.';

/** The Dubai office as Arabic copy writes it (siteConfig holds the English form; the contact form's catalog the same words). */
export const OFFICE_AR = 'مكتب 1204، برج الأعمال، شارع الأبراج، الخليج التجاري، دبي';
