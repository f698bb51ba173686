import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_LENGTH, siteConfig, type ToastInput } from '@swat/shared-contracts';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { createTestShell } from '../../test/harness';
import ChatWidget, { type ChatWidgetProps } from './ChatWidget';
import { sharedMessages } from '@swat/shared-contracts';
import { chatSessionId, type ChatReply } from './chat-api';
import { shellCatalogs } from '../../i18n/messages';

// The spec's English words.
const CHAT_GREETING = shellCatalogs.en['chat.greeting'];
const CHAT_FAILURE_REPLY = sharedMessages('en').t('chatFailure.reply');
import { createChatStore } from './chat-store';
import { createApi } from '../../lib/http/api';
import { createResilientFetch } from '../../lib/http/resilient-fetch';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The widget inside a router with a few pages, as the shell's layout holds it. */
function renderChat(props: ChatWidgetProps = {}, path = '/') {
  const shell = createTestShell();
  const store = props.store ?? createChatStore();
  const view = render(
    <shell.Wrapper path={path}>
      <Routes>
        <Route path="*" element={<Link to="/about">About page</Link>} />
      </Routes>
      <CurrentPath />
      <ChatWidget store={store} {...props} />
    </shell.Wrapper>,
  );
  return { ...shell, store, view };
}

const replying = (...replies: Partial<ChatReply>[]) => {
  const send = vi.fn<(message: string, sessionId: string) => Promise<ChatReply>>();
  for (const r of replies) send.mockResolvedValueOnce({ message: 'Reply', links: [], outcome: 'answered', ...r });
  return send;
};

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

  it('gives the greeting a random 21-character id like every other message', () => {
    const first = createChatStore().get();
    const second = createChatStore().get();
    expect(first.messages[0]?.id).toBe(first.greetingId);
    expect(first.greetingId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(second.greetingId).not.toBe(first.greetingId);
  });

  it("goes through the shell's resilient fetch: a 502 is retried once after 2 s with the 'Temporary Server Issue' toast", async () => {
    const toast = vi.fn((_t: ToastInput) => ({ id: '1', update: vi.fn(), dismiss: vi.fn() }));
    const waits: number[] = [];
    fetchMock.mockResolvedValueOnce(new Response('bad gateway', { status: 502 })).mockResolvedValueOnce(Response.json({ message: 'Back again.' }));
    const api = createApi(
      createResilientFetch({ fetch: fetchMock, sleep: async (ms) => void waits.push(ms), now: () => 0, notify: (t) => void toast(t), language: () => 'en' }),
    );
    const user = userEvent.setup();
    const shell = createTestShell({ api, toast });
    render(
      <shell.Wrapper>
        <ChatWidget store={createChatStore()} />
      </shell.Wrapper>,
    );
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), 'Hello{Enter}');
    expect(await screen.findByText('Back again.')).toHaveAttribute('data-from', 'assistant');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([2_000]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Temporary Server Issue' }));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Error' }));
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

  it('renders site paths in answers as links that navigate inside the app', async () => {
    const send = replying({ message: 'Our courses are on /training (Training); e-mail info@swatresearch.example.', links: [{ path: '/training', title: 'Training' }] });
    const user = userEvent.setup();
    renderChat({ send });
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), 'courses?{Enter}');
    const link = await screen.findByRole('link', { name: '/training' });
    expect(link).toHaveAttribute('href', '/training');
    expect(screen.getByRole('link', { name: 'info@swatresearch.example' })).toHaveAttribute('href', 'mailto:info@swatresearch.example');
    await user.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/training');
    // Same page load, same conversation.
    expect(screen.getByText('courses?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-panel')).toBeVisible();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderChat({ send: replying() });
    const toggle = screen.getByTestId('chat-toggle');
    await user.click(toggle);
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('chat-panel')).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps the conversation when the widget is mounted again in the same page load', async () => {
    const user = userEvent.setup();
    const first = renderChat({ send: replying({ message: 'First answer' }) });
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), 'First question{Enter}');
    await screen.findByText('First answer');
    first.view.unmount();
    renderChat({ store: first.store, send: replying() }, '/services');
    await user.click(screen.getByTestId('chat-toggle'));
    expect(screen.getByText('First question')).toHaveAttribute('data-from', 'user');
    expect(screen.getByText('First answer')).toHaveAttribute('data-from', 'assistant');
  });

  it('offers the hand-off form when asked for a person, prefilled, and sends it with the session', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(Response.json({ id: 'b3c1' }, { status: 201 }));
    const user = userEvent.setup();
    renderChat({ send: replying({ message: 'Of course: leave your details below.', outcome: 'handoff' }), sessionId: 'S'.repeat(21) });
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), 'I want to talk to a person{Enter}');
    const form = await screen.findByTestId('chat-handoff');
    expect(screen.getByLabelText('Message')).toHaveValue('I want to talk to a person');
    await user.type(screen.getByLabelText('Name'), 'Omar Saleh');
    await user.type(screen.getByLabelText('E-mail'), 'omar@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send to the team' }));
    expect(await screen.findByText(/Thank you, Omar Saleh/)).toHaveAttribute('data-from', 'assistant');
    expect(form).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/chat/handoff');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Omar Saleh', email: 'omar@example.com', message: 'I want to talk to a person', consent: true, sessionId: 'S'.repeat(21) });
  });

  it('shows the server field messages in the hand-off form', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(Response.json({ message: 'Please check the form.', fieldErrors: { email: ['Please enter a valid e-mail address, like name@company.com.'] } }, { status: 400 }));
    const user = userEvent.setup();
    renderChat({ send: replying({ outcome: 'handoff' }) });
    await user.click(screen.getByTestId('chat-toggle'));
    await user.type(screen.getByLabelText('Your message'), 'a quote please{Enter}');
    await screen.findByTestId('chat-handoff');
    await user.click(screen.getByRole('button', { name: 'Send to the team' }));
    expect(await screen.findByText('Please enter a valid e-mail address, like name@company.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a person after two answers in a row that found nothing, not after one', async () => {
    const user = userEvent.setup();
    renderChat({ send: replying({ outcome: 'not-found' }, { outcome: 'answered' }, { outcome: 'not-found' }, { outcome: 'not-found' }) });
    await user.click(screen.getByTestId('chat-toggle'));
    for (const q of ['one', 'two', 'three']) {
      await user.type(screen.getByLabelText('Your message'), `${q}{Enter}`);
      await waitFor(() => expect(screen.getByLabelText('Your message')).toBeEnabled());
    }
    expect(screen.queryByTestId('chat-handoff')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), 'four{Enter}');
    expect(await screen.findByTestId('chat-handoff')).toBeInTheDocument();
  });

  it('greets in Arabic on the Arabic pages and keeps the spec greeting elsewhere', async () => {
    const user = userEvent.setup();
    renderChat({}, '/ar/training');
    await user.click(screen.getByTestId('chat-toggle'));
    expect(screen.getByRole('log').querySelector('[data-from]')).toHaveTextContent('مرحباً');
    expect(screen.getByTestId('chat-panel')).toHaveAttribute('dir', 'rtl');
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
