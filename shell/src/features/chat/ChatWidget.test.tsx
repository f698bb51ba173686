import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_LENGTH, siteConfig } from '@swat/shared-contracts';
import { createTestShell } from '../../test/harness';
import ChatWidget from './ChatWidget';
import { CHAT_FAILURE_REPLY, CHAT_GREETING, chatSessionId } from './chat-api';

function renderChat() {
  const shell = createTestShell();
  render(
    <shell.Wrapper>
      <ChatWidget />
    </shell.Wrapper>,
  );
  return shell;
}

const fetchMock = vi.fn<typeof fetch>();

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ChatWidget', () => {
  it('starts closed with a named round button, and toggles the titled panel', async () => {
    const user = userEvent.setup();
    renderChat();
    const toggle = screen.getByRole('button', { name: `Chat with the ${siteConfig.brand.assistantTitle}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('chat-panel')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: siteConfig.brand.assistantTitle })).toBeVisible();
    const log = screen.getByRole('log');
    expect(log.querySelectorAll('[data-from]')[0]).toHaveTextContent(CHAT_GREETING);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses one 21-character session id for the page load', () => {
    expect(chatSessionId).toHaveLength(ID_LENGTH);
    expect(chatSessionId).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('posts the message and session id, disables the form while sending and shows the reply', async () => {
    vi.stubGlobal('fetch', fetchMock);
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByTestId('chat-toggle'));
    const input = screen.getByLabelText('Your message');
    await user.type(input, '  Do you cover Oman?  {Enter}');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Do you cover Oman?', sessionId: chatSessionId });
    expect(screen.getByText('Do you cover Oman?')).toHaveAttribute('data-from', 'user');
    await act(async () => answer(Response.json({ message: 'Yes, across the GCC.' })));
    expect(await screen.findByText('Yes, across the GCC.')).toHaveAttribute('data-from', 'assistant');
    expect(input).toBeEnabled();
  });

  it('ignores a blank message', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('log').querySelectorAll('[data-from]')).toHaveLength(1);
  });

  it('on failure shows the error toast and the apology bubble', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response('upstream down', { status: 502 }));
    const user = userEvent.setup();
    const shell = renderChat();
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), 'Hello{Enter}');
    expect(await screen.findByText(CHAT_FAILURE_REPLY)).toHaveAttribute('data-from', 'assistant');
    expect(shell.services.toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to send your message. Please try again.',
      variant: 'destructive',
    });
    await waitFor(() => expect(screen.getByLabelText('Your message')).toBeEnabled());
  });

  it('on a network failure shows the same failure state', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), 'Hello{Enter}');
    expect(await screen.findByText(CHAT_FAILURE_REPLY)).toBeInTheDocument();
  });

  it('keeps the newest message in view', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(Response.json({ message: 'Reply' }));
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByTestId('chat-toggle'));
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 });
    await user.type(screen.getByLabelText('Your message'), 'Hi{Enter}');
    await screen.findByText('Reply');
    expect(log.scrollTop).toBe(900);
  });
});
