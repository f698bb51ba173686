import { directionOf, languageOfPath, languageOfText, type Language } from '@swat/shared-contracts';
import { pageMessages } from '../../i18n/page-messages';

export interface ChatTexts {
  title: string;
  greeting: string;
  placeholder: string;
  inputLabel: string;
  send: string;
  close: string;
  conversation: string;
  you: string;
  assistant: string;
  /** The chat button's name while the panel is closed, and while it is open. */
  openButton: string;
  closeButton: string;
  dir: 'ltr' | 'rtl';
  language: Language;
  /** The hand-off to a person: its offer, form and thank-you ({name}, {email} filled in by thanks()). */
  handoff: {
    offer: string;
    title: string;
    name: string;
    email: string;
    message: string;
    consent: string;
    cancel: string;
    send: string;
    sending: string;
    failed: string;
    offline: string;
    thanks: (name: string, email: string) => string;
  };
}

/** The widget's words in a page's language, from the shell's catalogs. */
function textsFor(language: Language): ChatTexts {
  const { t } = pageMessages(language);
  const title = t('assistantTitle');
  return {
    title,
    greeting: t('chat.greeting'),
    placeholder: t('chat.placeholder'),
    inputLabel: t('chat.inputLabel'),
    send: t('chat.send'),
    close: t('chat.close'),
    conversation: t('chat.conversation'),
    you: t('chat.you'),
    assistant: t('chat.assistant'),
    openButton: t('chat.openButton', { title }),
    closeButton: t('chat.closeButton', { title }),
    dir: directionOf(language),
    language,
    handoff: {
      offer: t('chat.handoff.offer'),
      title: t('chat.handoff.title'),
      name: t('chat.handoff.name'),
      email: t('chat.handoff.email'),
      message: t('chat.handoff.message'),
      consent: t('chat.handoff.consent'),
      cancel: t('chat.handoff.cancel'),
      send: t('chat.handoff.send'),
      sending: t('chat.handoff.sending'),
      failed: t('chat.handoff.failed'),
      offline: t('chat.handoff.offline'),
      thanks: (name, email) => t('chat.handoff.thanks', { name, email }),
    },
  };
}

const made = new Map<Language, ChatTexts>();

/**
 * The widget's words in one language once its catalogs are here (made once per page load); null
 * while they are on their way. The page's own language is always here; the other one is fetched
 * when the browser is idle, and until then pageMessages lends the loaded language's words, which
 * must never be kept as this language's.
 */
export function chatTextsIn(language: Language): ChatTexts | null {
  const kept = made.get(language);
  if (kept) return kept;
  if (pageMessages(language).language !== language) return null;
  const texts = textsFor(language);
  made.set(language, texts);
  return texts;
}

/** The widget speaks Arabic on the Arabic pages (/ar/…); everywhere else it keeps the spec's English texts. */
export function chatTexts(pathname: string): ChatTexts {
  const language = languageOfPath(pathname);
  return chatTextsIn(language) ?? textsFor(language);
}

/**
 * The language the conversation is held in: that of the visitor's latest message with letters
 * in it (the assistant answers each question in the language it was asked in, by the same rule),
 * else the page's. An Arabic conversation on an English page is handed to a person in Arabic,
 * and the other way round.
 */
export function conversationLanguage(messages: readonly { content: string; fromUser: boolean }[], pageLanguage: Language): Language {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    const language = message.fromUser ? languageOfText(message.content) : null;
    if (language) return language;
  }
  return pageLanguage;
}
