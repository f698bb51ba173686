import type { Catalog } from '@swat/shared-contracts';
import type { conversationEn } from './en';

/** محادثة المشروع: قسمها في صفحة المشروع، وصندوق الوارد للفريق، وعدد الرسائل غير المقروءة. */
export const conversationAr = {
  'conversation.heading': 'المحادثة',
  'conversation.intro.client': 'راسلوا فريق المشروع من هنا. يصلهم إشعار بالبريد الإلكتروني، ويطّلع على الرد كل من يتابع المشروع من جهتكم.',
  'conversation.intro.staff': 'الرسائل المتبادلة مع العميل حول هذا المشروع. يُبلَّغ العميل بالبريد الإلكتروني، مرة واحدة كل عشر دقائق على الأكثر.',
  'conversation.loading': 'جارٍ تحميل المحادثة…',
  'conversation.empty': 'لا توجد رسائل بعد. اطرحوا سؤالاً أو شاركوا ملفاً لبدء المحادثة.',
  'conversation.writeSomething': 'اكتبوا رسالة أو أرفقوا ملفاً.',
  'conversation.older': 'عرض الرسائل السابقة',
  'conversation.loadingOlder': 'جارٍ تحميل الرسائل السابقة…',
  'conversation.unread':
    '{count, plural, zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',
  'conversation.newDivider': 'جديد',
  'conversation.side.staff': 'فريق المشروع',
  'conversation.side.client': 'العميل',
  'conversation.you': 'أنت',
  'conversation.edited': 'معدّلة',
  'conversation.edit': 'تعديل',
  'conversation.editLabel': 'عدّل رسالتك',
  'conversation.save': 'حفظ',
  'conversation.saving': 'جارٍ الحفظ…',
  'conversation.cancel': 'إلغاء',
  'conversation.message': 'الرسالة',
  'conversation.messageHint': 'نص عادي بحد أقصى {max, number} حرف، وتصبح الروابط قابلة للنقر.',
  'conversation.attach': 'إرفاق ملف (اختياري)',
  'conversation.attachHint': 'ملف PDF أو PNG أو JPEG أو Word أو Excel أو PowerPoint أو ملف نصي، بحجم أقصاه {mb, number} ميغابايت.',
  'conversation.send': 'إرسال',
  'conversation.sending': 'جارٍ الإرسال…',
  'conversation.sent': 'أُرسلت الرسالة.',
  'conversation.attachment': 'تنزيل {name} ({size})',
  'conversation.liveNote': 'تظهر الرسائل الجديدة هنا خلال نصف دقيقة.',
  'inbox.heading': 'صندوق الوارد',
  'inbox.intro': 'محادثات المشاريع كلها، غير المقروءة أولاً ثم الأحدث.',
  'inbox.loading': 'جارٍ تحميل صندوق الوارد…',
  'inbox.empty': 'لا توجد محادثات بعد. تبدأ المحادثة حين يكتب عميل أو زميل في أحد المشاريع.',
  'inbox.total':
    '{count, plural, =0 {لا رسائل غير مقروءة} zero {لا رسائل غير مقروءة} one {رسالة واحدة غير مقروءة} two {رسالتان غير مقروءتين} few {# رسائل غير مقروءة} many {# رسالة غير مقروءة} other {# رسالة غير مقروءة}}',
  'inbox.last': '{name}، {date}',
  'inbox.open': 'فتح المحادثة',
  'admin.nav.inbox': 'صندوق الوارد',
  'client.card.unread':
    '{count, plural, zero {لا رسائل جديدة} one {رسالة جديدة} two {رسالتان جديدتان} few {# رسائل جديدة} many {# رسالة جديدة} other {# رسالة جديدة}}',
} satisfies Catalog<keyof typeof conversationEn>;
