import type { Language } from './language';

/**
 * The spec's toasts and error texts (section 8) and the shell's own status texts, per language.
 * The English table is the spec's wording, letter for letter; a unit test holds it to that.
 */
export interface Messages {
  loginFailed: { title: string; fallbackDescription: string };
  loginSuccess: { title: string; description: string };
  logout: { title: string; description: string };
  logoutFailed: { title: string };
  chatFailure: { title: string; description: string; reply: string };
  offline: { title: string; description: string };
  online: { title: string; description: string };
  badGateway: { title: string; description: string };
  connectionError: { title: string; description: string };
  remoteUnavailable: { heading: string; body: string; retry: string; metaTitle: string; metaDescription: string };
  loadingContent: string;
  notFound: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    heading: string;
    body: string;
    suggestions: { home: string; services: string; consultancy: string; contact: string };
  };
}

const en: Messages = {
  loginFailed: { title: 'Login failed', fallbackDescription: 'Please check your credentials and try again' },
  loginSuccess: { title: 'Login successful', description: 'Welcome to your Dashboard!' },
  logout: { title: 'Logged out', description: 'You have been logged out successfully' },
  logoutFailed: { title: 'Logout failed' },
  chatFailure: {
    title: 'Error',
    description: 'Failed to send your message. Please try again.',
    reply: "Sorry, I'm having trouble connecting right now. Please try again later.",
  },
  offline: { title: 'Connection Issue', description: 'You appear to be offline. Some features may not work properly.' },
  online: { title: 'Connection Restored', description: "You're back online. The page will reload shortly." },
  badGateway: { title: 'Temporary Server Issue', description: "We're experiencing a brief connectivity issue. Retrying automatically..." },
  connectionError: { title: 'Connection Error', description: 'Unable to connect to the server. Please check your connection and try again.' },
  remoteUnavailable: {
    heading: 'This part of the site is not available right now',
    body: 'We could not load this page. Check your connection, then try again. The rest of the site keeps working.',
    retry: 'Try again',
    metaTitle: 'Temporarily unavailable | SWAT Research',
    metaDescription: 'Part of the site is temporarily unavailable. Please try again in a moment.',
  },
  loadingContent: 'Loading content...',
  notFound: {
    metaTitle: 'Page not found | SWAT Research',
    metaDescription: 'The page you asked for does not exist. Find research services, consultancy and contact details from the home page.',
    eyebrow: 'Error 404',
    heading: 'We could not find that page',
    body: 'The address may be mistyped, or the page may have moved. These are good places to continue:',
    suggestions: { home: 'Home', services: 'Research services', consultancy: 'Consultancy', contact: 'Contact us' },
  },
};

const ar: Messages = {
  loginFailed: { title: 'تعذّر تسجيل الدخول', fallbackDescription: 'يُرجى التحقق من بيانات الدخول ثم المحاولة مرة أخرى' },
  loginSuccess: { title: 'تم تسجيل الدخول بنجاح', description: 'أهلاً بك في لوحة التحكم الخاصة بك!' },
  logout: { title: 'تم تسجيل الخروج', description: 'تم تسجيل خروجك من حسابك بنجاح' },
  logoutFailed: { title: 'تعذّر تسجيل الخروج' },
  chatFailure: {
    title: 'خطأ',
    description: 'لم نتمكن من إرسال رسالتك. يُرجى المحاولة مرة أخرى.',
    reply: 'عذراً، أواجه صعوبة في الاتصال في الوقت الحالي. يُرجى المحاولة لاحقاً.',
  },
  offline: { title: 'مشكلة في الاتصال', description: 'يبدو أنك غير متصل بالإنترنت، وقد لا تعمل بعض الخصائص كما ينبغي.' },
  online: { title: 'عاد الاتصال', description: 'عدتَ متصلاً بالإنترنت، وستُعاد تحميل الصفحة بعد لحظات.' },
  badGateway: { title: 'خلل مؤقت في الخادم', description: 'نواجه انقطاعاً قصيراً في الاتصال، وتجري إعادة المحاولة تلقائياً…' },
  connectionError: { title: 'خطأ في الاتصال', description: 'تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك ثم المحاولة مرة أخرى.' },
  remoteUnavailable: {
    heading: 'هذا القسم من الموقع غير متاح حالياً',
    body: 'لم نتمكن من تحميل هذه الصفحة. تحقّق من اتصالك ثم أعد المحاولة، فبقية أقسام الموقع تعمل كالمعتاد.',
    retry: 'إعادة المحاولة',
    metaTitle: 'غير متاح مؤقتاً | SWAT Research',
    metaDescription: 'جزء من الموقع غير متاح مؤقتاً. يُرجى المحاولة بعد قليل.',
  },
  loadingContent: 'جارٍ تحميل المحتوى…',
  notFound: {
    metaTitle: 'الصفحة غير موجودة | SWAT Research',
    metaDescription: 'الصفحة المطلوبة غير موجودة. تجد خدمات الأبحاث والاستشارات وبيانات التواصل انطلاقاً من الصفحة الرئيسية.',
    eyebrow: 'خطأ 404',
    heading: 'لم نعثر على هذه الصفحة',
    body: 'ربما كُتب العنوان بشكل غير صحيح، أو نُقلت الصفحة إلى مكان آخر. يمكنك المتابعة من هنا:',
    suggestions: { home: 'الرئيسية', services: 'خدمات الأبحاث', consultancy: 'الاستشارات', contact: 'تواصل معنا' },
  },
};

export const messages: Readonly<Record<Language, Messages>> = { en, ar };

export function messagesFor(language: Language): Messages {
  return messages[language];
}
