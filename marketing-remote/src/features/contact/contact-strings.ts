import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, SERVICE_OF_INTEREST_LABELS, siteConfig, type ServiceOfInterest, type SiteLanguage } from '@swat/shared-contracts';
import { contactFormCopy } from '../../content/pages/contact';
import { useLang } from '../../i18n/lang';

/** Widens the English literal types so the Arabic table can be checked against the same shape. */
type Shape<T> = T extends string ? string : T extends object ? { readonly [K in keyof T]: Shape<T[K]> } : T;

/** The contact form's and contact details' words, per language (only the contact page loads them). */
export interface ContactStrings {
  contactForm: Shape<typeof contactFormCopy>;
  /** The Dubai office as written on an envelope in this language. */
  officeAddress: { street: string; cityCountry: string };
  serviceLabels: Record<ServiceOfInterest, string>;
  /** Turns a validation message (the schema's English, in the browser or from the server) into this language. */
  fieldError: (field: string, message: string) => string;
}

const en: ContactStrings = {
  contactForm: contactFormCopy,
  officeAddress: { street: siteConfig.office.streetAddress, cityCountry: `${siteConfig.office.locality}, ${siteConfig.office.country}` },
  serviceLabels: SERVICE_OF_INTEREST_LABELS,
  // The spec's English messages are shown exactly as the schema words them.
  fieldError: (_field, message) => message,
};

/** Arabic for each message of contactInquirySchema, keyed by the schema's exact English. */
const arabicFieldMessages: Record<string, string> = {
  'Please enter your name.': 'يُرجى كتابة اسمك.',
  'Please keep your name under 120 characters.': 'يُرجى ألا يتجاوز الاسم 120 حرفًا.',
  'Please enter your company or organisation.': 'يُرجى كتابة اسم شركتك أو مؤسستك.',
  'Please keep the company name under 160 characters.': 'يُرجى ألا يتجاوز اسم الشركة 160 حرفًا.',
  'Please enter your e-mail address.': 'يُرجى كتابة بريدك الإلكتروني.',
  'Please enter a shorter e-mail address.': 'يُرجى إدخال بريد إلكتروني أقصر.',
  'Please enter a valid e-mail address, like name@company.com.': 'يُرجى إدخال بريد إلكتروني صحيح، مثل name@company.com.',
  'Please enter a shorter phone number.': 'يُرجى إدخال رقم هاتف أقصر.',
  'Please enter a phone number using digits, spaces and an optional leading +.': 'يُرجى كتابة رقم الهاتف بالأرقام والمسافات، مع علامة + في أوله إن شئت.',
  'Please choose the service you are interested in.': 'يُرجى اختيار الخدمة التي تهمّك.',
  'Please enter a message.': 'يُرجى كتابة رسالتك.',
  [`Please write at least ${CONTACT_MESSAGE_MIN} characters so we can help.`]: `يُرجى كتابة ${CONTACT_MESSAGE_MIN} حرفًا على الأقل لنتمكن من مساعدتك.`,
  [`Please keep your message under ${CONTACT_MESSAGE_MAX} characters.`]: `يُرجى ألا تتجاوز رسالتك ${CONTACT_MESSAGE_MAX} حرف.`,
  'Please tick the box so we may use your details to reply.': 'يُرجى تحديد المربع لنتمكن من استخدام بياناتك للرد عليك.',
};

/** When the server words a refusal we do not know, say at least which field needs another look. */
const arabicFieldFallback: Record<string, string> = {
  name: 'يُرجى مراجعة الاسم.',
  company: 'يُرجى مراجعة اسم الشركة أو المؤسسة.',
  email: 'يُرجى مراجعة البريد الإلكتروني.',
  phone: 'يُرجى مراجعة رقم الهاتف.',
  serviceOfInterest: 'يُرجى مراجعة الخدمة المختارة.',
  message: 'يُرجى مراجعة نص الرسالة.',
  consent: 'يُرجى تحديد مربع الموافقة.',
};

const ar: ContactStrings = {
  contactForm: {
    heading: 'أرسل إلينا رسالة',
    intro: 'يجب تعبئة الحقول المعلَّمة بكلمة «مطلوب». نردّ خلال يوم عمل واحد.',
    labels: {
      name: 'الاسم',
      company: 'الشركة أو المؤسسة',
      email: 'البريد الإلكتروني للعمل',
      phone: 'الهاتف (اختياري)',
      serviceOfInterest: 'الخدمة التي تهمّك',
      message: 'كيف يمكننا مساعدتك؟',
      consent: 'أوافق على أن تستخدم SWAT Research هذه البيانات للرد على استفساري، وفق ما توضحه سياسة الخصوصية.',
      website: 'اترك هذا الحقل فارغًا',
    },
    hints: {
      message: 'بين 20 و5,000 حرف. أخبرنا بالقرار والجمهور والدول والتوقيت.',
      phone: 'أضف رمز الدولة، مثل +971.',
    },
    servicePlaceholder: 'اختر خدمة',
    required: 'مطلوب',
    submit: 'إرسال الرسالة',
    submitting: 'جارٍ الإرسال…',
    privacyLink: { label: 'اقرأ سياسة الخصوصية', to: '/ar/privacy-policy' },
    fixErrors: 'يُرجى تصحيح الحقول المشار إليها.',
    success: {
      heading: 'شكرًا لك، أُرسلت رسالتك',
      body: `سيردّ عليك أحد أعضاء فريقنا خلال يوم عمل واحد. وإن كان طلبك عاجلًا فاتصل بنا على ${siteConfig.phone.display}.`,
      again: 'إرسال رسالة أخرى',
      toastTitle: 'أُرسلت الرسالة',
      toastDescription: 'شكرًا لك. سنردّ خلال يوم عمل واحد.',
    },
    failure: {
      toastTitle: 'لم تُرسل الرسالة',
      fallback: `حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى، أو مراسلتنا على ${siteConfig.emails.general}.`,
      network: `تعذّر الوصول إلى خادمنا. تحقّق من اتصالك وحاول مرة أخرى، أو راسلنا على ${siteConfig.emails.general}.`,
    },
    outbox: {
      saved: 'خدمتنا غير متاحة في الوقت الحالي، لذا احتفظنا برسالتك في هذا المتصفح. سنرسلها نيابةً عنك فور عودة الخدمة: أبقِ هذه الصفحة مفتوحة أو عُد إليها لاحقاً.',
      pending: 'رسالتك محفوظة في هذا المتصفح وستُرسل فور عودة خدمتنا.',
      sentToastTitle: 'أُرسلت الرسالة المحفوظة',
      sentToastDescription: 'وصلتنا الرسالة التي كتبتها سابقاً، وسنرد عليك خلال يوم عمل واحد.',
    },
    details: {
      heading: 'طرق أخرى للتواصل معنا',
      office: 'مكتب دبي',
      phone: 'الهاتف',
      quotations: 'طلبات عروض الأسعار',
      general: 'الاستفسارات العامة',
      hours: 'من الاثنين إلى الجمعة، من 9:00 إلى 18:00 (بتوقيت الخليج)',
    },
  },
  officeAddress: { street: 'مكتب 1204، برج الأعمال، شارع الأبراج، الخليج التجاري', cityCountry: 'دبي، الإمارات العربية المتحدة' },
  serviceLabels: {
    'field-data-collection': 'جمع البيانات الميدانية',
    'research-methodologies': 'تصميم البحوث ومنهجياتها',
    'data-analysis': 'معالجة البيانات وتحليلها',
    'quality-assurance': 'ضمان الجودة',
    'market-analysis': 'تحليل الأسواق',
    'strategic-planning': 'التخطيط الاستراتيجي',
    'business-development': 'تطوير الأعمال',
    'sustainability-circularity': 'استشارات الاقتصاد الدائري والاستدامة',
    'ai-implementation': 'تطبيق الذكاء الاصطناعي',
    'ai-services': 'خدمات الذكاء الاصطناعي',
    'app-development': 'تطوير التطبيقات',
    'swat-lab': 'شراكة بحثية مع SWAT Lab',
    'swatx-panel': 'لوحة SWATX وتوفير العيّنات',
    'swat-monitor': 'SWAT Monitor',
    training: 'التدريب ومركز التعلّم',
    other: 'أمر آخر',
  },
  fieldError: (field, message) => arabicFieldMessages[message] ?? arabicFieldFallback[field] ?? 'يُرجى مراجعة هذا الحقل.',
};

const contactStrings: Record<SiteLanguage, ContactStrings> = { en, ar };

export function useContactStrings(): ContactStrings {
  return contactStrings[useLang()];
}
