import type { Catalog } from '@swat/shared-contracts';
import type { validationEn } from './validation.en';

/** رسائل التحقق من الحقول كما تكتبها المخططات المشتركة، بصياغة عربية. */
export const validationAr = {
  'validation.emailMissing': 'أدخل بريدك الإلكتروني.',
  'validation.emailTooLong': 'عنوان البريد الإلكتروني أطول من المسموح.',
  'validation.emailInvalid': 'أدخل عنوان بريد إلكتروني صحيحًا.',
  'validation.passwordMissing': 'أدخل كلمة المرور.',
  'validation.passwordShort': 'اختر كلمة مرور لا تقل عن 12 حرفًا.',
  'validation.passwordLong': 'يجب ألا تزيد كلمة المرور على 200 حرف.',
  'validation.loginPassword': 'أدخل كلمة المرور.',
  'validation.loginFailed': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'validation.name': 'أدخل الاسم.',
  'validation.nameLong': 'الاسم أطول من المسموح (120 حرفًا كحد أقصى).',
  'validation.companyLong': 'اسم الشركة أطول من المسموح (160 حرفًا كحد أقصى).',
  'validation.phoneLong': 'رقم الهاتف أطول من المسموح.',
  'validation.phone': 'أدخل رقم هاتف يتكوّن من أرقام ومسافات والرموز + ( ) - فقط.',
  'validation.currentForNew': 'أدخل كلمة المرور الحالية لتتمكّن من تعيين كلمة مرور جديدة.',
  'validation.linkInvalid': 'هذا الرابط غير صالح.',
  'validation.linkExpired': 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا.',
  'validation.currentMissing': 'أدخل كلمة المرور الحالية.',
  'validation.newMismatch': 'كلمتا المرور الجديدتان غير متطابقتين.',
  'validation.chooseCompany': 'اختر شركة.',
  'validation.chooseProjects': 'اختر مشروعاً واحداً على الأقل، أو امنح الاطلاع على المشاريع كلها.',
  'validation.mismatch': 'كلمتا المرور غير متطابقتين.',
} satisfies Catalog<keyof typeof validationEn>;
