import type { Language } from '@swat/shared-contracts';

/**
 * Every e-mail the site sends, as data per language: one entry of MAIL_STRINGS per language, all
 * of the same shape; renderMail stays the same. The Arabic set is written for Gulf business
 * readers, not rendered sentence by sentence from the English.
 */
export type MailLanguage = Language;

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  signOff: string;
}

interface MailVars {
  passwordReset: { name: string; url: string; minutes: number };
  staffInvite: { name: string; invitedBy: string; role: 'staff' | 'admin'; url: string; days: number };
  inquiryReceived: { from: string; email: string; company: string | null; service: string | null; message: string; url: string };
  dataPublished: { name: string; projectCode: string; projectTitle: string; itemTitle: string; url: string };
}
export type MailKind = keyof MailVars;

type Strings = { dir: 'ltr' | 'rtl'; brand: string; footer: string } & { [K in MailKind]: (v: MailVars[K]) => MailContent };

const en: Strings = {
  dir: 'ltr',
  brand: 'SWAT Research',
  footer: 'SWAT Research, Dubai. You receive this message because of your account or a request on our website.',
  passwordReset: (v) => ({
    subject: 'Choose a new password for SWAT Research',
    greeting: `Hello ${v.name},`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your SWAT Research account.',
      `The link below lets you choose a new one. It works once, for ${v.minutes} minutes. Choosing a new password signs you out on every other device.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: v.url },
    signOff: 'SWAT Research',
  }),
  staffInvite: (v) => ({
    subject: 'You are invited to the SWAT Research staff area',
    greeting: `Hello ${v.name},`,
    paragraphs: [
      `${v.invitedBy} has invited you to the SWAT Research staff area as ${v.role === 'admin' ? 'an admin' : 'a staff member'}.`,
      `Open the link below to choose your password. It works once, for ${v.days} days.`,
    ],
    action: { label: 'Choose your password', url: v.url },
    signOff: 'SWAT Research',
  }),
  inquiryReceived: (v) => ({
    subject: `New inquiry from ${v.from}${v.company ? ` (${v.company})` : ''}`,
    greeting: 'Hello,',
    paragraphs: [
      `${v.from} <${v.email}> sent an inquiry through the contact form${v.service ? ` about ${v.service}` : ''}:`,
      v.message,
    ],
    action: { label: 'Open the inquiries', url: v.url },
    signOff: 'The SWAT Research website',
  }),
  dataPublished: (v) => ({
    subject: `New data for ${v.projectCode}: ${v.itemTitle}`,
    greeting: `Hello ${v.name},`,
    paragraphs: [`We have published "${v.itemTitle}" for your project ${v.projectCode} (${v.projectTitle}). Sign in to the client portal to view or download it.`],
    action: { label: 'Open the project', url: v.url },
    signOff: 'SWAT Research',
  }),
};

const ar: Strings = {
  dir: 'rtl',
  brand: 'SWAT Research',
  footer: 'SWAT Research، دبي. تصلك هذه الرسالة لأن لديك حساباً لدينا أو لأنك تقدّمت بطلب عبر موقعنا.',
  passwordReset: (v) => ({
    subject: 'اختر كلمة مرور جديدة لحسابك في SWAT Research',
    greeting: `مرحباً ${v.name}،`,
    paragraphs: [
      'تلقّينا طلباً لإعادة تعيين كلمة المرور الخاصة بحسابك في SWAT Research.',
      `يتيح لك الرابط أدناه اختيار كلمة مرور جديدة، وهو صالح لمرة واحدة خلال ${v.minutes} دقيقة. وبمجرد اعتماد كلمة المرور الجديدة يُسجَّل خروجك من جميع الأجهزة الأخرى.`,
      'إن لم تكن أنت من طلب ذلك، فيمكنك تجاهل هذه الرسالة، وستبقى كلمة المرور الحالية دون تغيير.',
    ],
    action: { label: 'اختيار كلمة مرور جديدة', url: v.url },
    signOff: 'مع أطيب التحيات،\nفريق SWAT Research',
  }),
  staffInvite: (v) => ({
    subject: 'دعوة للانضمام إلى مساحة فريق العمل في SWAT Research',
    greeting: `مرحباً ${v.name}،`,
    paragraphs: [
      `يدعوك ${v.invitedBy} للانضمام إلى مساحة فريق العمل في SWAT Research ${v.role === 'admin' ? 'بصلاحيات مدير' : 'عضواً في الفريق'}.`,
      `افتح الرابط أدناه لاختيار كلمة المرور الخاصة بك. الرابط صالح لمرة واحدة خلال ${v.days} أيام.`,
    ],
    action: { label: 'اختيار كلمة المرور', url: v.url },
    signOff: 'مع أطيب التحيات،\nفريق SWAT Research',
  }),
  inquiryReceived: (v) => ({
    subject: `استفسار جديد من ${v.from}${v.company ? ` (${v.company})` : ''}`,
    greeting: 'مرحباً،',
    paragraphs: [`أرسل ${v.from} <${v.email}> استفساراً عبر نموذج التواصل${v.service ? ` بخصوص ${v.service}` : ''}:`, v.message],
    action: { label: 'عرض الاستفسارات', url: v.url },
    signOff: 'موقع SWAT Research',
  }),
  dataPublished: (v) => ({
    subject: `بيانات جديدة في مشروع ${v.projectCode}: ${v.itemTitle}`,
    greeting: `مرحباً ${v.name}،`,
    paragraphs: [
      `يسعدنا إبلاغك بأننا نشرنا «${v.itemTitle}» ضمن مشروعك ${v.projectCode} (${v.projectTitle}).`,
      'يمكنك الاطلاع عليه أو تنزيله بعد تسجيل الدخول إلى بوابة العملاء.',
    ],
    action: { label: 'فتح المشروع', url: v.url },
    signOff: 'مع أطيب التحيات،\nفريق SWAT Research',
  }),
};

export const MAIL_STRINGS: Record<MailLanguage, Strings> = { en, ar };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function renderMail<K extends MailKind>(kind: K, vars: MailVars[K], language: MailLanguage = 'en'): RenderedMail {
  const strings = MAIL_STRINGS[language];
  const content = (strings[kind] as (v: MailVars[K]) => MailContent)(vars);
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.signOff,
    '',
    '--',
    strings.footer,
  ].join('\n');
  // dir="auto" on each paragraph: a visitor's message quoted in a mail keeps its own direction.
  const paragraphs = content.paragraphs.map((p) => `<p dir="auto" style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b3d91;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p dir="ltr" style="margin:0 0 16px;font-size:13px;color:#555;text-align:${strings.dir === 'rtl' ? 'right' : 'left'}">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}" dir="${strings.dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px"><p style="font-weight:bold;font-size:18px;margin:0 0 24px">${escapeHtml(strings.brand)}</p><p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}${action}<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(content.signOff)}</p><hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeHtml(strings.footer)}</p></body></html>`;
  return { subject: content.subject, text, html };
}
