import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageMessages } from '../../i18n/page-messages';
import { createTestShell } from '../../test/harness';
import ChatWidget from './ChatWidget';
import { HandoffError } from './chat-api';
import { createChatStore } from './chat-store';
import { chatTexts } from './chat-texts';
import { HandoffForm } from './HandoffForm';

const { t, shared } = pageMessages('ar');
const title = t('assistantTitle');

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
