import type { Catalog } from '../catalog';
import type { SharedMessageKey } from './en';

export const ar = {
  'loginFailed.title': 'تعذّر تسجيل الدخول',
  'loginFailed.fallbackDescription': 'يُرجى التحقق من بيانات الدخول ثم المحاولة مرة أخرى',
  'loginSuccess.title': 'تم تسجيل الدخول بنجاح',
  'loginSuccess.description': 'أهلاً بك في لوحة التحكم الخاصة بك!',
  'logout.title': 'تم تسجيل الخروج',
  'logout.description': 'تم تسجيل خروجك من حسابك بنجاح',
  'logoutFailed.title': 'تعذّر تسجيل الخروج',
  'chatFailure.title': 'خطأ',
  'chatFailure.description': 'لم نتمكن من إرسال رسالتك. يُرجى المحاولة مرة أخرى.',
  'chatFailure.reply': 'عذراً، أواجه صعوبة في الاتصال في الوقت الحالي. يُرجى المحاولة لاحقاً.',
  'offline.title': 'مشكلة في الاتصال',
  'offline.description': 'يبدو أنك غير متصل بالإنترنت، وقد لا تعمل بعض الخصائص كما ينبغي.',
  'online.title': 'عاد الاتصال',
  'online.description': 'عدتَ متصلاً بالإنترنت، وستُعاد تحميل الصفحة بعد لحظات.',
  'badGateway.title': 'خلل مؤقت في الخادم',
  'badGateway.description': 'نواجه انقطاعاً قصيراً في الاتصال، وتجري إعادة المحاولة تلقائياً…',
  'connectionError.title': 'خطأ في الاتصال',
  'connectionError.description': 'تعذّر الوصول إلى الخادم. يُرجى التحقق من اتصالك ثم المحاولة مرة أخرى.',
  loadingContent: 'جارٍ تحميل المحتوى…',
} satisfies Catalog<SharedMessageKey>;
