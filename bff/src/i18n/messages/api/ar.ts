import type { Catalog } from '@swat/shared-contracts';
import type { apiEn } from './en';

/** رسائل الواجهة البرمجية للعملاء في الدخول وكلمات المرور والتنزيل. */
export const apiAr = {
  'api.loginFailed': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'api.currentPasswordWrong': 'كلمة المرور الحالية غير صحيحة.',
  'api.password.short': 'اختر كلمة مرور لا تقل عن {min} حرفًا.',
  'api.password.long': 'يجب ألا تزيد كلمة المرور على {max} حرف.',
  'api.password.common': 'كلمة المرور هذه واردة في قوائم كلمات المرور الشائعة أو المسرّبة. اختر كلمة يصعب توقّعها.',
  'api.password.easy': 'كلمة المرور هذه سهلة التخمين.',
  'api.password.advice': 'أضف بضع كلمات لا رابط بينها، وتجنّب الأنماط المتوقعة وبياناتك الشخصية.',
  'api.forgot.answer':
    'إذا كان هذا البريد مسجّلًا لدينا، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة، ويظل الرابط صالحًا {minutes, plural, zero {أقل من دقيقة} one {لمدة دقيقة واحدة} two {لمدة دقيقتين} few {لمدة # دقائق} many {لمدة # دقيقة} other {لمدة # دقيقة}}.',
  'api.reset.invalid': 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا.',
  'api.renew.answer': 'إن كان هذا الرابط صادراً لحساب فعّال، فسيصل رابط جديد إلى البريد الإلكتروني المسجّل لهذا الحساب.',
  'api.company.leadOnly': 'إدارة فريق الشركة متاحة للمسؤولين عن حسابها فقط.',
  'api.company.noSuchPerson': 'لا يوجد هذا الشخص ضمن فريق شركتك.',
  'api.company.notYourself': 'لا يمكنك إزالة حسابك بنفسك. تواصل مع مسؤول آخر في شركتك أو مع فريق SWAT Research.',
  'api.company.leadByStaff': 'يتولى فريق SWAT Research إدارة حسابات المسؤولين.',
  'api.company.projectsNotYours': 'اختر من بين مشاريع شركتك.',
  'api.company.emailTaken': 'يوجد حساب مسجّل بهذا البريد الإلكتروني.',
  'api.download.staffOnly': 'تنزيل الملف الأصلي دون معالجة متاح لفريق العمل فقط.',
  'api.download.notDataset': 'لا يمكن تنزيل ملف بصيغة أخرى إلا إذا كان قاعدة بيانات.',
  'api.download.notDatasetField': 'هذا الملف ليس قاعدة بيانات.',
  'api.download.missing': 'ملف هذا العنصر غير موجود على الخادم.',
  'api.busy': 'الموقع يستقبل طلبات كثيرة في هذه اللحظة. يُرجى المحاولة مجدداً بعد بضع ثوانٍ.',
  'api.deliverable.chooseFile': 'اختر ملفًا لرفعه.',
  'api.deliverable.empty': 'الملف فارغ.',
  'api.deliverable.tooLarge': 'حجم الملف أكبر من المسموح؛ الحد الأقصى للمخرجات {mb, number} ميغابايت.',
  'api.deliverable.wrongType': 'هذا الملف ليس مستند PDF أو عرض PowerPoint ‏(.pptx) أو مستند Word ‏(.docx) أو مصنف Excel ‏(.xlsx). فحصنا محتوى الملف نفسه لا اسمه.',
  'api.deliverable.notMultipart': 'ارفع الملف بصيغة multipart/form-data مع الحقول title وlanguage وfile.',
  'api.deliverable.notFound': 'لا توجد مخرجات بهذا المعرّف.',
  'api.deliverable.versionNotFound': 'لا يوجد إصدار بهذا الرقم لهذه المخرجات.',
  'api.deliverable.missing': 'ملف هذا الإصدار غير موجود على الخادم.',
  'api.publish.notFound': 'لا يوجد عنصر بهذا المعرّف لنشره.',
} satisfies Catalog<keyof typeof apiEn>;
