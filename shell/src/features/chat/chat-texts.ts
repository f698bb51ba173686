import { CHAT_GREETING } from './chat-api';

export interface ChatTexts {
  greeting: string;
  placeholder: string;
  inputLabel: string;
  send: string;
  dir: 'ltr' | 'rtl';
}

const english: ChatTexts = { greeting: CHAT_GREETING, placeholder: 'Ask about our research services…', inputLabel: 'Your message', send: 'Send', dir: 'ltr' };

const arabic: ChatTexts = {
  greeting: 'مرحباً! أنا مساعد SWAT Research. كيف يمكنني مساعدتك في احتياجاتك من أبحاث السوق اليوم؟',
  placeholder: 'اسأل عن خدماتنا البحثية…',
  inputLabel: 'رسالتك',
  send: 'إرسال',
  dir: 'rtl',
};

/** The widget speaks Arabic on the Arabic pages (/ar/…); everywhere else it keeps the spec's English texts. */
export const chatTexts = (pathname: string): ChatTexts => (pathname === '/ar' || pathname.startsWith('/ar/') ? arabic : english);
