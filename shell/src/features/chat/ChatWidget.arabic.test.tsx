import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageMessages } from '../../i18n/page-messages';
import { createTestShell } from '../../test/harness';
import ChatWidget from './ChatWidget';

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
});
