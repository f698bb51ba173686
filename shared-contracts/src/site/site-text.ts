import type { Language } from '../i18n/language';
import { linkPathFor } from '../i18n/visitor-language';
import { footerQuickLinks, footerServiceLinks, legalLinks, mainNavigation, type NavItem } from './navigation';
import { siteConfig } from './site-config';

/**
 * The words of the shared chrome (header, footer, mobile menu, chat) per language. Brand names,
 * phone numbers and e-mail addresses stay in Latin script in both: they are identifiers, not prose.
 */
export interface SiteText {
  aboutText: string;
  logoAlt: string;
  assistantTitle: string;
  office: { label: string; address: string };
  footer: {
    quickLinks: string;
    services: string;
    contact: string;
    phone: string;
    quotations: string;
    generalInquiries: string;
    socialMedia: string;
    legal: string;
    opensInNewTab: string;
    rightsReserved: string;
  };
  header: {
    mainNavigation: string;
    menu: string;
    closeMenu: string;
    sectionPages: (section: string) => string;
    newBadge: string;
    skipToContent: string;
    clientLogin: string;
  };
  switcher: {
    /** Name of the other language, written in that language. */
    label: string;
    /** Accessible description of what the link does, in the current language. */
    description: string;
  };
  arabicOffer: { text: string; action: string; dismiss: string };
  chat: {
    greeting: string;
    placeholder: string;
    inputLabel: string;
    send: string;
    close: string;
    conversation: string;
    you: string;
    assistant: string;
    openButton: (title: string) => string;
    closeButton: (title: string) => string;
  };
  toasts: { region: (hotkey: string) => string; close: string };
  /** The analytics question, shown only when a tag is configured. */
  consent: { region: string; text: string; allow: string; refuse: string; policy: string };
}

const officeAddress = (office: typeof siteConfig.office) => `${office.streetAddress}, ${office.locality}, ${office.country}`;

const en: SiteText = {
  aboutText: siteConfig.aboutText,
  logoAlt: siteConfig.brand.logoAlt,
  assistantTitle: siteConfig.brand.assistantTitle,
  office: { label: siteConfig.office.label, address: officeAddress(siteConfig.office) },
  footer: {
    quickLinks: 'Quick links',
    services: 'Services',
    contact: 'Contact',
    phone: 'Phone',
    quotations: 'Quotation requests',
    generalInquiries: 'General inquiries',
    socialMedia: 'Social media',
    legal: 'Legal',
    opensInNewTab: ' (opens in a new tab)',
    rightsReserved: 'All rights reserved.',
  },
  header: {
    mainNavigation: 'Main',
    menu: 'Menu',
    closeMenu: 'Close menu',
    sectionPages: (section) => `${section} pages`,
    newBadge: 'NEW',
    skipToContent: 'Skip to main content',
    clientLogin: 'Client Login',
  },
  switcher: { label: 'العربية', description: 'Read this page in Arabic' },
  arabicOffer: { text: 'This site is also available in Arabic.', action: 'Read it in Arabic', dismiss: 'Dismiss' },
  chat: {
    greeting: "Hello! I'm the SWAT Research assistant. How can I help with your market research needs today?",
    placeholder: 'Ask about our research services…',
    inputLabel: 'Your message',
    send: 'Send',
    close: 'Close chat',
    conversation: 'Conversation',
    you: 'You: ',
    assistant: 'Assistant: ',
    openButton: (title) => `Chat with the ${title}`,
    closeButton: (title) => `Close the ${title}`,
  },
  toasts: { region: (hotkey) => `Notifications (${hotkey})`, close: 'Close notification' },
  consent: {
    region: 'Analytics choice',
    text: 'May we measure visits to this site with an analytics tag? It loads only if you allow it, and the analytics provider may then set its own cookies. You can change your answer at any time on the cookie policy page.',
    allow: 'Allow analytics',
    refuse: 'Refuse',
    policy: 'Cookie policy',
  },
};

const ar: SiteText = {
  aboutText:
    'SWAT Research شركة مقرّها دبي، متخصصة في أبحاث السوق والاستشارات وخدمات الذكاء الاصطناعي. نجمع البيانات ونحلّلها منذ عام 2007 في أنحاء الشرق الأوسط وشمال أفريقيا، بالتعاون مع شركاء في أكثر من 80 دولة.',
  logoAlt: 'شعار SWAT Research',
  assistantTitle: 'مساعد SWAT Research البحثي',
  office: { label: 'مكتب دبي', address: 'مكتب 1204، برج بزنس باي، شارع الأبراج، الخليج التجاري، دبي، الإمارات العربية المتحدة' },
  footer: {
    quickLinks: 'روابط سريعة',
    services: 'خدماتنا',
    contact: 'تواصل معنا',
    phone: 'الهاتف',
    quotations: 'طلبات عروض الأسعار',
    generalInquiries: 'الاستفسارات العامة',
    socialMedia: 'حساباتنا على وسائل التواصل',
    legal: 'الروابط القانونية',
    opensInNewTab: ' (يُفتح في علامة تبويب جديدة)',
    rightsReserved: 'جميع الحقوق محفوظة.',
  },
  header: {
    mainNavigation: 'القائمة الرئيسية',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    sectionPages: (section) => `صفحات ${section}`,
    newBadge: 'جديد',
    skipToContent: 'الانتقال إلى المحتوى الرئيسي',
    clientLogin: 'دخول العملاء',
  },
  switcher: { label: 'English', description: 'اقرأ هذه الصفحة بالإنجليزية' },
  arabicOffer: { text: 'هذا الموقع متاح باللغة العربية أيضاً.', action: 'تصفّح بالعربية', dismiss: 'إغلاق' },
  chat: {
    greeting: 'مرحباً! أنا مساعد SWAT Research. كيف أستطيع مساعدتك في احتياجاتك من أبحاث السوق اليوم؟',
    placeholder: 'اسأل عن خدماتنا البحثية…',
    inputLabel: 'رسالتك',
    send: 'إرسال',
    close: 'إغلاق المحادثة',
    conversation: 'المحادثة',
    you: 'أنت: ',
    assistant: 'المساعد: ',
    openButton: (title) => `تحدّث مع ${title}`,
    closeButton: (title) => `إغلاق ${title}`,
  },
  toasts: { region: (hotkey) => `الإشعارات (${hotkey})`, close: 'إغلاق الإشعار' },
  consent: {
    region: 'خيار التحليلات',
    text: 'هل تسمح لنا بقياس زيارات هذا الموقع بأداة تحليلات؟ لن تُحمَّل الأداة إلا بموافقتك، وقد يضع مزوّد خدمة التحليلات عندها ملفات تعريف ارتباط خاصة به. ويمكنك تغيير قرارك في أي وقت من صفحة سياسة ملفات تعريف الارتباط.',
    allow: 'السماح بالتحليلات',
    refuse: 'رفض',
    policy: 'سياسة ملفات تعريف الارتباط',
  },
};

export const siteTexts: Readonly<Record<Language, SiteText>> = { en, ar };

export function siteTextFor(language: Language): SiteText {
  return siteTexts[language];
}

/** Arabic navigation labels, keyed by the English label (one word list for header, menu and footer). */
export const arabicNavLabels: Readonly<Record<string, string>> = {
  About: 'عن الشركة',
  Home: 'الرئيسية',
  'Who We Are': 'من نحن',
  'Our Departments': 'أقسامنا',
  'Our Vision': 'رؤيتنا',
  Research: 'الأبحاث',
  'Field Data Collection': 'جمع البيانات الميدانية',
  'Research Methodologies': 'منهجيات البحث',
  'Data Processing & Analysis': 'معالجة البيانات وتحليلها',
  'Quality Assurance': 'ضمان الجودة',
  'Geographic Coverage': 'النطاق الجغرافي',
  Consultancy: 'الاستشارات',
  'Market Analysis': 'تحليل الأسواق',
  'Strategic Planning': 'التخطيط الاستراتيجي',
  'Business Development': 'تطوير الأعمال',
  'Circularity & Sustainability Advisory': 'استشارات الاستدامة والاقتصاد الدائري',
  'SWAT AI': 'SWAT AI',
  'AI Implementation': 'تطبيق الذكاء الاصطناعي',
  'AI Services': 'خدمات الذكاء الاصطناعي',
  'SWAT Lab': 'SWAT Lab',
  'Learning Center': 'مركز المعرفة',
  'App Development': 'تطوير التطبيقات',
  'Success Stories': 'قصص النجاح',
  'Development Process': 'مراحل التطوير',
  SWATX: 'SWATX',
  'Panel Management': 'إدارة اللوحات البحثية',
  'Sample Sourcing': 'توفير العيّنات',
  Monitor: 'الرصد',
  Contact: 'تواصل معنا',
  'About Us': 'من نحن',
  Training: 'التدريب',
  'Client Login': 'دخول العملاء',
  'Privacy Policy': 'سياسة الخصوصية',
  'Terms of Service': 'شروط الخدمة',
  'Cookie Policy': 'سياسة ملفات تعريف الارتباط',
};

/** A navigation list for a page in `language`: Arabic labels and /ar paths on Arabic pages. */
export function localizeNavigation(items: readonly NavItem[], language: Language): readonly NavItem[] {
  if (language === 'en') return items;
  return items.map((item) => ({
    ...item,
    label: arabicNavLabels[item.label] ?? item.label,
    path: linkPathFor(item.path, 'ar'),
    ...(item.dropdown ? { dropdown: localizeNavigation(item.dropdown, language) } : {}),
  }));
}

export interface SiteNavigation {
  main: readonly NavItem[];
  footerServices: readonly NavItem[];
  footerQuick: readonly NavItem[];
  legal: readonly NavItem[];
}

const navigations: Record<Language, SiteNavigation> = {
  en: { main: mainNavigation, footerServices: footerServiceLinks, footerQuick: footerQuickLinks, legal: legalLinks },
  ar: {
    main: localizeNavigation(mainNavigation, 'ar'),
    footerServices: localizeNavigation(footerServiceLinks, 'ar'),
    footerQuick: localizeNavigation(footerQuickLinks, 'ar'),
    legal: localizeNavigation(legalLinks, 'ar'),
  },
};

export function navigationFor(language: Language): SiteNavigation {
  return navigations[language];
}
