import { directionOf, type Language, type ProjectStage } from '@swat/shared-contracts';
import { bffMessages } from '../../i18n/messages';

/**
 * Every e-mail the site sends: its parts per kind, its words from the bff's message catalogs
 * (src/i18n/messages), so a mail reads the same in both languages and only the words change.
 * The Arabic set is written for Gulf business readers, not rendered sentence by sentence from
 * the English.
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
  clientInvite: { name: string; invitedBy: string; company: string; url: string; days: number };
  inquiryReceived: { from: string; email: string; company: string | null; service: string | null; message: string; url: string };
  dataPublished: { name: string; projectCode: string; projectTitle: string; itemTitle: string; url: string };
  stageChanged: { name: string; projectCode: string; projectTitle: string; stage: ProjectStage; next: ProjectStage | null; note: string | null; url: string };
  conversationMessages: {
    name: string;
    projectCode: string;
    projectTitle: string;
    /** Who wrote the messages, as the subject names them (one person, or the team). */
    from: string;
    /** The newest messages, oldest first. */
    messages: { author: string; time: string; text: string; attachments: string[] }[];
    /** Messages in the same mail's span not quoted in it. */
    more: number;
    url: string;
  };
  deliverablePublished: { name: string; projectCode: string; projectTitle: string; title: string; versions: number; url: string };
}
export type MailKind = keyof MailVars;

type Compose<K extends MailKind> = (v: MailVars[K], t: ReturnType<typeof bffMessages>['t']) => MailContent;

const MAILS: { [K in MailKind]: Compose<K> } = {
  passwordReset: (v, t) => ({
    subject: t('mail.passwordReset.subject'),
    greeting: t('mail.greeting', { name: v.name }),
    paragraphs: [t('mail.passwordReset.asked'), t('mail.passwordReset.link', { minutes: v.minutes }), t('mail.passwordReset.ignore')],
    action: { label: t('mail.passwordReset.action'), url: v.url },
    signOff: t('mail.signOff'),
  }),
  staffInvite: (v, t) => ({
    subject: t('mail.staffInvite.subject'),
    greeting: t('mail.greeting', { name: v.name }),
    paragraphs: [t('mail.staffInvite.invited', { invitedBy: v.invitedBy, role: v.role }), t('mail.staffInvite.link', { days: v.days })],
    action: { label: t('mail.staffInvite.action'), url: v.url },
    signOff: t('mail.signOff'),
  }),
  clientInvite: (v, t) => ({
    subject: t('mail.clientInvite.subject', { company: v.company }),
    greeting: t('mail.greeting', { name: v.name }),
    paragraphs: [t('mail.clientInvite.invited', { invitedBy: v.invitedBy, company: v.company }), t('mail.clientInvite.portal'), t('mail.clientInvite.link', { days: v.days })],
    action: { label: t('mail.clientInvite.action'), url: v.url },
    signOff: t('mail.signOff'),
  }),
  inquiryReceived: (v, t) => ({
    subject: v.company ? t('mail.inquiryReceived.subjectWithCompany', { from: v.from, company: v.company }) : t('mail.inquiryReceived.subject', { from: v.from }),
    greeting: t('mail.inquiryReceived.greeting'),
    paragraphs: [
      v.service ? t('mail.inquiryReceived.sentAboutService', { from: v.from, email: v.email, service: v.service }) : t('mail.inquiryReceived.sent', { from: v.from, email: v.email }),
      // The visitor's own words, never read as a message pattern.
      v.message,
    ],
    action: { label: t('mail.inquiryReceived.action'), url: v.url },
    signOff: t('mail.inquiryReceived.signOff'),
  }),
  dataPublished: (v, t) => ({
    subject: t('mail.dataPublished.subject', { projectCode: v.projectCode, itemTitle: v.itemTitle }),
    greeting: t('mail.greeting', { name: v.name }),
    paragraphs: [t('mail.dataPublished.published', { itemTitle: v.itemTitle, projectCode: v.projectCode, projectTitle: v.projectTitle }), t('mail.dataPublished.signIn')],
    action: { label: t('mail.dataPublished.action'), url: v.url },
    signOff: t('mail.signOff'),
  }),
  stageChanged: (v, t) => ({
    subject: t('mail.stageChanged.subject', { projectCode: v.projectCode, stage: t(`stage.${v.stage}`) }),
    greeting: t('mail.greeting', { name: v.name }),
    paragraphs: [
      t('mail.stageChanged.moved', { projectCode: v.projectCode, projectTitle: v.projectTitle, stage: t(`stage.${v.stage}`) }),
      // Staff's own words, never read as a message pattern.
      ...(v.note ? [t('mail.stageChanged.note', { note: v.note })] : []),
      ...(v.next ? [t('mail.stageChanged.next', { next: t(`stage.${v.next}`) })] : []),
      t('mail.stageChanged.optOut'),
    ],
    action: { label: t('mail.stageChanged.action'), url: v.url },
    signOff: t('mail.signOff'),
  }),
  conversationMessages: (v, t) => {
    const count = v.messages.length + v.more;
    return {
      subject: t('mail.conversation.subject', { projectCode: v.projectCode, count, from: v.from }),
      greeting: t('mail.greeting', { name: v.name }),
      paragraphs: [
        t('mail.conversation.intro', { count, projectCode: v.projectCode, projectTitle: v.projectTitle }),
        ...(v.more > 0 ? [t('mail.conversation.more', { count: v.more })] : []),
        // People's own words go in as arguments, never read as a message pattern.
        ...v.messages.map((m) =>
          [t('mail.conversation.message', { author: m.author, time: m.time, text: m.text }), ...m.attachments.map((filename) => t('mail.conversation.attachment', { filename }))].join('\n'),
        ),
        t('mail.conversation.reply'),
      ],
      action: { label: t('mail.conversation.action'), url: v.url },
      signOff: t('mail.signOff'),
    };
  },
  deliverablePublished: (v, t) => ({
    subject: t('mail.deliverablePublished.subject', { projectCode: v.projectCode, title: v.title }),
    greeting: t('mail.greeting', { name: v.name }),
    paragraphs: [
      t('mail.deliverablePublished.published', { title: v.title, projectCode: v.projectCode, projectTitle: v.projectTitle }),
      ...(v.versions > 1 ? [t('mail.deliverablePublished.versions', { versions: v.versions })] : []),
      t('mail.deliverablePublished.signIn'),
    ],
    action: { label: t('mail.deliverablePublished.action'), url: v.url },
    signOff: t('mail.signOff'),
  }),
};

const BRAND = 'SWAT Research';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function renderMail<K extends MailKind>(kind: K, vars: MailVars[K], language: MailLanguage = 'en'): RenderedMail {
  const { t } = bffMessages(language);
  const content = (MAILS[kind] as Compose<K>)(vars, t);
  const footer = t('mail.footer');
  const dir = directionOf(language);
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.signOff,
    '',
    '--',
    footer,
  ].join('\n');
  // dir="auto" on each paragraph: a visitor's message quoted in a mail keeps its own direction.
  const paragraphs = content.paragraphs.map((p) => `<p dir="auto" style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b3d91;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p dir="ltr" style="margin:0 0 16px;font-size:13px;color:#555;text-align:${dir === 'rtl' ? 'right' : 'left'}">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px"><p style="font-weight:bold;font-size:18px;margin:0 0 24px">${escapeHtml(BRAND)}</p><p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}${action}<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(content.signOff)}</p><hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#777">${escapeHtml(footer)}</p></body></html>`;
  return { subject: content.subject, text, html };
}
