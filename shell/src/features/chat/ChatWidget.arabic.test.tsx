import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_HEADER } from '@swat/shared-contracts';
import { pageMessages } from '../../i18n/page-messages';
import { createTestShell } from '../../test/harness';
import ChatWidget from './ChatWidget';
import { HandoffError } from './chat-api';
import { createChatStore } from './chat-store';
import { chatTexts, conversationLanguage } from './chat-texts';
import { HandoffForm } from './HandoffForm';

const { t, shared } = pageMessages('ar');
const title = t('assistantTitle');
const english = pageMessages('en').t;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the conversation’s language', () => {
  const visitor = (content: string) => ({ content, fromUser: true });
  const assistant = (content: string) => ({ content, fromUser: false });

  it('is that of the visitor’s latest message with letters, else the page’s', () => {
    expect(conversationLanguage([assistant('')], 'en')).toBe('en');
    expect(conversationLanguage([assistant('')], 'ar')).toBe('ar');
    expect(conversationLanguage([assistant(''), visitor('هل تغطون قطر؟')], 'en')).toBe('ar');
    expect(conversationLanguage([assistant(''), visitor('Do you cover Qatar?')], 'ar')).toBe('en');
    // A number or an address of digits says nothing about the language: the message before it decides.
    expect(conversationLanguage([visitor('أريد عرض سعر'), assistant('Of course'), visitor('500')], 'en')).toBe('ar');
    // The latest question wins: a visitor who moved to English is answered in English.
    expect(conversationLanguage([visitor('مرحبا'), visitor('Can I speak to someone?')], 'ar')).toBe('en');
  });
});

describe('ChatWidget on Arabic pages', () => {
  it('speaks Arabic: title, greeting, placeholder, and the failure toast and reply', async () => {
    const shell = createTestShell();
    const user = userEvent.setup();
    render(
      <shell.Wrapper path="/ar/contact">
        <ChatWidget send={() => Promise.reject(new Error('502: Bad Gateway'))} />
      </shell.Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: t('chat.openButton', { title }) }));
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    const log = screen.getByRole('log', { name: t('chat.conversation') });
    expect(log.querySelector('[data-from="assistant"]')).toHaveTextContent(t('chat.greeting'));

    const input = screen.getByLabelText(t('chat.inputLabel'));
    expect(input).toHaveAttribute('placeholder', t('chat.placeholder'));
    expect(input).toHaveAttribute('dir', 'rtl');
    await user.type(input, 'Oman?');
    expect(input).toHaveAttribute('dir', 'auto');
    await user.clear(input);
    await user.type(input, 'هل تغطون سلطنة عُمان؟{Enter}');

    await waitFor(() =>
      expect(shell.services.toast).toHaveBeenCalledWith({
        title: shared('chatFailure.title'),
        description: shared('chatFailure.description'),
        variant: 'destructive',
      }),
    );
    const bubbles = [...log.querySelectorAll('[data-from]')];
    expect(bubbles.at(-1)).toHaveTextContent(shared('chatFailure.reply'));
    // Each bubble picks its own direction from its text: an English answer on an Arabic page stays readable.
    for (const bubble of bubbles) expect(bubble).toHaveAttribute('dir', 'auto');
  });

  it('sets the paths and addresses in an Arabic answer left to right, so "/ar/training" keeps its slash in front', async () => {
    const shell = createTestShell();
    const user = userEvent.setup();
    const reply = { message: 'تجد دوراتنا في /ar/training ويمكنك مراسلتنا على info@swatresearch.example أو زيارة https://example.com/brochure', links: [{ path: '/ar/training', title: 'التدريب' }], outcome: 'answered' as const };
    render(
      <shell.Wrapper path="/ar/contact">
        <ChatWidget send={() => Promise.resolve(reply)} />
      </shell.Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: t('chat.openButton', { title }) }));
    await user.type(screen.getByLabelText(t('chat.inputLabel')), 'هل لديكم دورات؟{Enter}');
    const links = [
      await screen.findByRole('link', { name: '/ar/training' }),
      screen.getByRole('link', { name: 'info@swatresearch.example' }),
      screen.getByRole('link', { name: 'https://example.com/brochure' }),
    ];
    for (const link of links) expect(link).toHaveAttribute('dir', 'ltr');
  });

  it('offers the hand-off in Arabic, right to left, and thanks the visitor in Arabic', async () => {
    const shell = createTestShell();
    const user = userEvent.setup();
    const reply = { message: 'بكل سرور: اترك اسمك وبريدك الإلكتروني في النموذج أدناه.', links: [], outcome: 'handoff' as const };
    render(
      <shell.Wrapper path="/ar/contact">
        <ChatWidget store={createChatStore()} send={() => Promise.resolve(reply)} />
      </shell.Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: t('chat.openButton', { title }) }));
    await user.type(screen.getByLabelText(t('chat.inputLabel')), 'أريد التحدث مع شخص{Enter}');
    const form = await screen.findByTestId('chat-handoff');
    expect(form).toHaveAttribute('dir', 'rtl');
    expect(form).toHaveTextContent(t('chat.handoff.title'));
    expect(screen.getByLabelText(t('chat.handoff.message'))).toHaveValue('أريد التحدث مع شخص');
    expect(screen.getByRole('button', { name: t('chat.handoff.send') })).toBeVisible();
    expect(screen.getByRole('button', { name: t('chat.handoff.cancel') })).toBeVisible();
  });

  it('sends the page’s language with the form, shows the answer’s field messages and says the thank-you in Arabic', async () => {
    const user = userEvent.setup();
    const texts = chatTexts('/ar/contact');
    const languages: string[] = [];
    let attempt = 0;
    const sent: string[] = [];
    render(
      <HandoffForm
        sessionId="s"
        prefill="سؤال"
        texts={texts}
        onCancel={() => {}}
        onSent={(name, email) => sent.push(texts.handoff.thanks(name, email))}
        submit={(_request, language) => {
          languages.push(language ?? 'en');
          attempt += 1;
          return attempt === 1 ? Promise.reject(new HandoffError('بعض الحقول تحتاج إلى مراجعة.', { email: ['يُرجى إدخال بريد إلكتروني صحيح.'] })) : Promise.resolve('id');
        }}
      />,
    );
    await user.type(screen.getByLabelText(t('chat.handoff.name')), 'خالد');
    await user.type(screen.getByLabelText(t('chat.handoff.email')), 'khalid@example.com');
    await user.click(screen.getByRole('button', { name: t('chat.handoff.send') }));
    expect(await screen.findByText('يُرجى إدخال بريد إلكتروني صحيح.')).toBeVisible();
    expect(screen.getByLabelText(t('chat.handoff.email'))).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: t('chat.handoff.send') }));
    await waitFor(() => expect(sent).toEqual([t('chat.handoff.thanks', { name: 'خالد', email: 'khalid@example.com' })]));
    expect(languages).toEqual(['ar', 'ar']);
    expect(sent[0]).toMatch(/^شكرًا لك يا خالد/);
  });
});

describe('the hand-off’s words in the other language', () => {
  it('are waited for, never taken from the language already loaded', async () => {
    // A fresh page load with only the English page's words, as an English page starts.
    vi.resetModules();
    const words = await import('../../i18n/page-messages');
    const fresh = await import('./chat-texts');
    await words.loadPageMessages('en');
    expect(fresh.chatTextsIn('en')?.handoff.title).toBe(english('chat.handoff.title'));
    expect(fresh.chatTextsIn('ar')).toBeNull();
    await words.loadPageMessages('ar');
    expect(fresh.chatTextsIn('ar')?.handoff.title).toBe(t('chat.handoff.title'));
    expect(fresh.chatTextsIn('ar')?.dir).toBe('rtl');
  });
});

describe('the hand-off follows the conversation, not only the page', () => {
  it('is Arabic, right to left, for an Arabic conversation on an English page: offer, form, field messages and thank-you', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock
      .mockResolvedValueOnce(Response.json({ message: 'بعض الحقول تحتاج إلى مراجعة.', fieldErrors: { email: ['يُرجى إدخال بريد إلكتروني صحيح، مثل name@company.com.'] } }, { status: 400 }))
      .mockResolvedValueOnce(Response.json({ id: 'b3c1' }, { status: 201 }));
    const shell = createTestShell();
    const user = userEvent.setup();
    const notFound = { message: 'لم أجد إجابة واضحة على ذلك في موقعنا.', links: [], outcome: 'not-found' as const };
    render(
      <shell.Wrapper path="/contact">
        <ChatWidget store={createChatStore()} send={() => Promise.resolve(notFound)} />
      </shell.Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: english('chat.openButton', { title: english('assistantTitle') }) }));
    const input = screen.getByLabelText(english('chat.inputLabel'));
    await user.type(input, 'هل تجرون مقابلات في الكويت؟{Enter}');
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, 'وماذا عن البحرين؟{Enter}');

    const form = await screen.findByTestId('chat-handoff');
    expect(form).toHaveAttribute('dir', 'rtl');
    expect(form).toHaveAttribute('lang', 'ar');
    expect(form).toHaveTextContent(t('chat.handoff.title'));
    await user.click(screen.getByRole('button', { name: t('chat.handoff.cancel') }));
    const offer = screen.getByRole('button', { name: t('chat.handoff.offer') });
    expect(offer).toHaveAttribute('lang', 'ar');
    expect(offer).toHaveAttribute('dir', 'rtl');
    await user.click(offer);

    await user.type(screen.getByLabelText(t('chat.handoff.name')), 'خالد');
    await user.type(screen.getByLabelText(t('chat.handoff.email')), 'khalid');
    await user.click(screen.getByRole('button', { name: t('chat.handoff.send') }));
    expect(await screen.findByText('يُرجى إدخال بريد إلكتروني صحيح، مثل name@company.com.')).toBeVisible();
    // The bff is asked for its field messages in Arabic.
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get(LANGUAGE_HEADER)).toBe('ar');

    await user.clear(screen.getByLabelText(t('chat.handoff.email')));
    await user.type(screen.getByLabelText(t('chat.handoff.email')), 'khalid@example.com');
    await user.click(screen.getByRole('button', { name: t('chat.handoff.send') }));
    const thanks = await screen.findByText(/^شكرًا لك يا خالد/);
    expect(thanks.closest('[data-from]')).toHaveAttribute('data-from', 'assistant');
    // Typing two questions and a form letter by letter takes a few seconds on a busy machine.
  }, 20_000);

  it('says a failed send in the conversation’s language: Arabic on an English page, English on an Arabic page', async () => {
    const englishShared = pageMessages('en').shared;
    for (const [path, question, words] of [
      ['/contact', 'هل تغطون سلطنة عُمان؟', shared],
      ['/ar/contact', 'Do you cover Oman?', englishShared],
    ] as const) {
      const shell = createTestShell();
      const user = userEvent.setup();
      const { unmount } = render(
        <shell.Wrapper path={path}>
          <ChatWidget store={createChatStore()} send={() => Promise.reject(new Error('502: Bad Gateway'))} />
        </shell.Wrapper>,
      );
      const page = path.startsWith('/ar') ? t : english;
      await user.click(screen.getByRole('button', { name: page('chat.openButton', { title: page('assistantTitle') }) }));
      await user.type(screen.getByLabelText(page('chat.inputLabel')), `${question}{Enter}`);
      await waitFor(() => expect(shell.services.toast).toHaveBeenCalledWith({ title: words('chatFailure.title'), description: words('chatFailure.description'), variant: 'destructive' }));
      const log = screen.getByRole('log', { name: page('chat.conversation') });
      expect([...log.querySelectorAll('[data-from]')].at(-1)).toHaveTextContent(words('chatFailure.reply'));
      unmount();
    }
  });

  it('is English for an English conversation on an Arabic page', async () => {
    const shell = createTestShell();
    const user = userEvent.setup();
    const reply = { message: 'Of course: leave your details below.', links: [], outcome: 'handoff' as const };
    render(
      <shell.Wrapper path="/ar/contact">
        <ChatWidget store={createChatStore()} send={() => Promise.resolve(reply)} />
      </shell.Wrapper>,
    );
    await user.click(screen.getByRole('button', { name: t('chat.openButton', { title }) }));
    await user.type(screen.getByLabelText(t('chat.inputLabel')), 'Can I talk to a person?{Enter}');
    const form = await screen.findByTestId('chat-handoff');
    expect(form).toHaveAttribute('dir', 'ltr');
    expect(form).toHaveAttribute('lang', 'en');
    expect(form).toHaveTextContent(english('chat.handoff.title'));
    expect(screen.getByRole('button', { name: english('chat.handoff.send') })).toBeVisible();
  });
});
