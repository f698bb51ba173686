import type { Catalog } from '@swat/shared-contracts';
import type { BffMessageKey } from './en';

export const ar = {
  'mail.footer': 'SWAT Research، دبي. تصلك هذه الرسالة لأن لديك حساباً لدينا أو لأنك تقدّمت بطلب عبر موقعنا.',
  'mail.signOff': 'مع أطيب التحيات،\nفريق SWAT Research',
  'mail.greeting': 'مرحباً {name}،',
  'mail.passwordReset.subject': 'اختر كلمة مرور جديدة لحسابك في SWAT Research',
  'mail.passwordReset.asked': 'تلقّينا طلباً لإعادة تعيين كلمة المرور الخاصة بحسابك في SWAT Research.',
  'mail.passwordReset.link':
    'يتيح لك الرابط أدناه اختيار كلمة مرور جديدة، وهو صالح لمرة واحدة خلال {minutes, plural, zero {أقل من دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. وبمجرد اعتماد كلمة المرور الجديدة يُسجَّل خروجك من جميع الأجهزة الأخرى.',
  'mail.passwordReset.ignore': 'إن لم تكن أنت من طلب ذلك، فيمكنك تجاهل هذه الرسالة، وستبقى كلمة المرور الحالية دون تغيير.',
  'mail.passwordReset.action': 'اختيار كلمة مرور جديدة',
  'mail.staffInvite.subject': 'دعوة للانضمام إلى مساحة فريق العمل في SWAT Research',
  'mail.staffInvite.invited': 'يدعوك {invitedBy} للانضمام إلى مساحة فريق العمل في SWAT Research {role, select, admin {بصلاحيات مدير} other {عضواً في الفريق}}.',
  'mail.staffInvite.link':
    'افتح الرابط أدناه لاختيار كلمة المرور الخاصة بك. الرابط صالح لمرة واحدة خلال {days, plural, zero {أقل من يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  'mail.staffInvite.action': 'اختيار كلمة المرور',
  'mail.inquiryReceived.subject': 'استفسار جديد من {from}',
  'mail.inquiryReceived.subjectWithCompany': 'استفسار جديد من {from} ({company})',
  'mail.inquiryReceived.greeting': 'مرحباً،',
  'mail.inquiryReceived.sent': 'أرسل {from} <{email}> استفساراً عبر نموذج التواصل:',
  'mail.inquiryReceived.sentAboutService': 'أرسل {from} <{email}> استفساراً عبر نموذج التواصل بخصوص {service}:',
  'mail.inquiryReceived.action': 'عرض الاستفسارات',
  'mail.inquiryReceived.signOff': 'موقع SWAT Research',
  'mail.dataPublished.subject': 'بيانات جديدة في مشروع {projectCode}: {itemTitle}',
  'mail.dataPublished.published': 'يسعدنا إبلاغك بأننا نشرنا «{itemTitle}» ضمن مشروعك {projectCode} ({projectTitle}).',
  'mail.dataPublished.signIn': 'يمكنك الاطلاع عليه أو تنزيله بعد تسجيل الدخول إلى بوابة العملاء.',
  'mail.dataPublished.action': 'فتح المشروع',
} satisfies Catalog<BffMessageKey>;
