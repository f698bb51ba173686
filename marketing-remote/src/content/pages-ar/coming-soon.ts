import type { PageContent } from '../types';
import { REVIEWED } from '../pages/shared';

export const comingSoonContent: PageContent = {
  ogImage: 'home',
  lastModified: REVIEWED,
  sitemapPriority: 0.2,
  noindex: true,
  routes: [
    {
      path: '/ar/coming-soon',
      name: 'قريبًا',
      title: 'قريبًا | SWAT Research',
      description: 'نعمل على تجهيز هذا الجزء من موقع SWAT Research. وحتى ذلك الحين، اكتشف خدماتنا في البحث والاستشارات والذكاء الاصطناعي أو تواصل مع فريقنا.',
    },
  ],
  hero: {
    eyebrow: 'قريبًا',
    heading: 'هذه الصفحة قيد الإعداد',
    lead:
      'نجهّز محتوى جديدًا لهذا الجزء من الموقع. وفي الأثناء، تجد كل ما يخص أعمالنا في البحث والاستشارات والذكاء الاصطناعي في الصفحات أدناه، ويسعد فريقنا بالإجابة عن أسئلتك مباشرةً.',
    primaryCta: { label: 'تواصل مع فريقنا', to: '/ar/contact' },
    secondaryCta: { label: 'العودة إلى الصفحة الرئيسية', to: '/ar' },
    illustration: 'lab',
  },
  blocks: [
    {
      kind: 'links',
      heading: 'اكتشف ما هو متاح الآن',
      cards: [
        { title: 'الخدمات البحثية', body: 'العمل الميداني والمنهجيات والتحليل وضمان الجودة في أنحاء المنطقة.', to: '/ar/services' },
        { title: 'الاستشارات', body: 'تحليل الأسواق والتخطيط الاستراتيجي وتطوير الأعمال والاستدامة.', to: '/ar/consultancy' },
        { title: 'SWAT AI', body: 'تطبيق الذكاء الاصطناعي وخدماته وتطوير التطبيقات ومختبرنا.', to: '/ar/swat-ai' },
      ],
    },
  ],
};
