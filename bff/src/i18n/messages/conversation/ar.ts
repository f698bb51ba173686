import type { conversationEn } from './en';

export const conversationAr = {
  'api.conversation.empty': 'اكتب رسالة أو أرفق ملفاً.',
  'api.conversation.tooLong': 'لا تتجاوز الرسالة {max} حرف.',
  'api.conversation.attachmentTooLarge': 'حجم المرفق أكبر من المسموح به، والحد الأقصى {mb} ميغابايت.',
  'api.conversation.attachmentType': 'لا يمكن إرفاق هذا النوع من الملفات. يمكنك إرفاق ملف PDF أو صورة (PNG أو JPEG) أو ملف Word أو Excel أو PowerPoint أو ملف نصي.',
  'api.conversation.attachmentExecutable': 'لا يمكن إرفاق البرامج أو النصوص البرمجية.',
  'api.conversation.notYours': 'لا يمكنك تعديل إلا رسائلك.',
  'api.conversation.editClosed': 'يمكن تعديل الرسالة خلال {minutes} دقيقة من إرسالها فقط.',
  'api.conversation.noMessage': 'هذه الرسالة غير موجودة.',
  'api.conversation.noAttachment': 'هذا المرفق غير موجود.',
  'mail.conversation.subject':
    '{projectCode}: {count, plural, zero {لا رسائل جديدة} one {رسالة جديدة} two {رسالتان جديدتان} few {# رسائل جديدة} many {# رسالة جديدة} other {# رسالة جديدة}} من {from}',
  'mail.conversation.intro':
    '{count, plural, zero {لا رسائل جديدة} one {وصلتكم رسالة جديدة} two {وصلتكم رسالتان جديدتان} few {وصلتكم # رسائل جديدة} many {وصلتكم # رسالة جديدة} other {وصلتكم # رسالة جديدة}} في محادثة مشروع {projectCode} ({projectTitle}):',
  'mail.conversation.message': '{author}، {time}:\n{text}',
  'mail.conversation.attachment': 'مرفق: {filename}',
  'mail.conversation.more':
    '{count, plural, zero {} one {وتجدون رسالة سابقة أخرى في البوابة.} two {وتجدون رسالتين سابقتين أخريين في البوابة.} few {وتجدون # رسائل سابقة أخرى في البوابة.} many {وتجدون # رسالة سابقة أخرى في البوابة.} other {وتجدون # رسالة سابقة أخرى في البوابة.}}',
  'mail.conversation.action': 'فتح المحادثة',
  'mail.conversation.reply': 'نرجو الرد من خلال البوابة لا على هذا البريد، ليطّلع فريق العمل كله على ردّكم.',
} satisfies Record<keyof typeof conversationEn, string>;
