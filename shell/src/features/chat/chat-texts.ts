import { siteTexts, type Language } from '@swat/shared-contracts';

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

/** The widget's words in a page's language: one source, the site texts in shared-contracts. */
function textsFor(language: Language): ChatTexts {
  const text = siteTexts[language];
  return {
    title: text.assistantTitle,
    greeting: text.chat.greeting,
    placeholder: text.chat.placeholder,
    inputLabel: text.chat.inputLabel,
    send: text.chat.send,
    close: text.chat.close,
    conversation: text.chat.conversation,
    you: text.chat.you,
    assistant: text.chat.assistant,
    openButton: text.chat.openButton(text.assistantTitle),
    closeButton: text.chat.closeButton(text.assistantTitle),
    dir: language === 'ar' ? 'rtl' : 'ltr',
  };
}

const english = textsFor('en');
const arabic = textsFor('ar');

/** The widget speaks Arabic on the Arabic pages (/ar/…); everywhere else it keeps the spec's English texts. */
export const chatTexts = (pathname: string): ChatTexts => (pathname === '/ar' || pathname.startsWith('/ar/') ? arabic : english);
