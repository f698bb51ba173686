import { directionOf, languageOfPath, type Language } from '@swat/shared-contracts';
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
  };
}

const made = new Map<Language, ChatTexts>();

/** The widget speaks Arabic on the Arabic pages (/ar/…); everywhere else it keeps the spec's English texts. */
export function chatTexts(pathname: string): ChatTexts {
  const language = languageOfPath(pathname);
  let texts = made.get(language);
  if (!texts) {
    texts = textsFor(language);
    made.set(language, texts);
  }
  return texts;
}
