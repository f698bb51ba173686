import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationMessage, ConversationResponse } from '@swat/shared-contracts';
import { ConversationPanel, UnreadCount } from './index';
import { CLIENT, STAFF, json, renderInShell, type Handler } from '../../test/harness';

const PROJECT_ID = '33333333-3333-4333-8333-333333333333';
const BASE = `/api/projects/${PROJECT_ID}/conversation`;

const message = (seq: number, author: { id: string; name: string; side: 'client' | 'staff' }, body: string): ConversationMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  author,
  body,
  createdAt: `2026-03-0${seq - 8}T09:00:00.000Z`,
  editedAt: null,
  attachments: [],
  editable: author.id === CLIENT.id,
});
const RANIA = { id: STAFF.id, name: 'Rania Staff', side: 'staff' as const };
const AISHA = { id: CLIENT.id, name: CLIENT.name, side: 'client' as const };

/**
 * The bff's conversation as far as one client is concerned: the messages, their read marker, the
 * dashboard's count, and a new message appended when they send one.
 */
function conversationServer(start: { messages: ConversationMessage[]; lastReadSeq: number }) {
  const state = { ...start };
  const unread = () => state.messages.filter((m) => m.seq > state.lastReadSeq && m.author.id !== CLIENT.id).length;
  const view = (): ConversationResponse => ({ projectId: PROJECT_ID, messages: state.messages, hasOlder: false, lastReadSeq: state.lastReadSeq, unreadCount: unread() });
  const read: Handler = ({ body }) => {
    state.lastReadSeq = Math.max(state.lastReadSeq, (body as { throughSeq: number }).throughSeq);
    return json(200, { lastReadSeq: state.lastReadSeq, unreadCount: unread() });
  };
  const post: Handler = ({ body }) => {
    const seq = Math.max(0, ...state.messages.map((m) => m.seq)) + 1;
    const sent = message(seq, AISHA, (body as { body: string }).body);
    state.messages = [...state.messages, sent];
    state.lastReadSeq = seq;
    return json(201, sent);
  };
  const list: Handler = () =>
    json(200, {
      items: [{ projectId: PROJECT_ID, projectCode: 'SWR-2026-014', projectTitle: 'Shopper journey', unreadCount: unread(), lastMessage: null }],
      totalUnread: unread(),
    });
  return {
    state,
    routes: {
      'GET /api/auth/user': CLIENT,
      [`GET ${BASE}`]: () => json(200, view()),
      [`POST ${BASE}/read`]: read,
      [`POST ${BASE}/messages`]: post,
      'GET /api/conversations': list,
    },
  };
}

function renderConversation(server: ReturnType<typeof conversationServer>, path = `/client-dashboard/project/${PROJECT_ID}`) {
  return renderInShell(
    <>
      {/* The dashboard card's count and the project's panel share the reader's query cache, as they do in the portal. */}
      <UnreadCount projectId={PROJECT_ID} />
      <ConversationPanel projectId={PROJECT_ID} viewerId={CLIENT.id} audience="client" />
    </>,
    { path, network: server.routes },
  );
}

describe('the project conversation, as a client reads it', () => {
  it('shows the unread messages under "New", marks them read, and every unread count clears', async () => {
    const server = conversationServer({
      messages: [message(9, AISHA, 'Could you share the field schedule?'), message(10, RANIA, 'Here it is: https://example.test/schedule.'), message(11, RANIA, 'Fieldwork starts on Sunday.')],
      lastReadSeq: 9,
    });
    const { calls } = renderConversation(server);
    const panel = await screen.findByRole('region', { name: 'Conversation' }, { timeout: 5_000 });
    const items = await within(panel).findAllByTestId('conversation-message');
    expect(items.map((m) => m.dataset.side)).toEqual(['client', 'staff', 'staff']);
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Rania Staff · Project team');
    // The link is clickable (the full stop after it is not part of it), and opens apart from the portal.
    const link = within(items[1]!).getByRole('link', { name: 'https://example.test/schedule' });
    expect(link).toHaveAttribute('href', 'https://example.test/schedule');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // "New" stands before the first unread message, and stays after they are marked read.
    const list = within(panel).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.dataset.testid ?? li.textContent)).toEqual(['conversation-message', 'New', 'conversation-message', 'conversation-message']);

    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url === `${BASE}/read`)?.body).toEqual({ throughSeq: 11 }));
    await waitFor(() => expect(within(panel).queryByTestId('conversation-unread')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('project-unread')).toBeNull());
    expect(within(list).getByText('New')).toBeInTheDocument();
  });

  it('the dashboard card counts the unread messages before the conversation is opened', async () => {
    const server = conversationServer({ messages: [message(10, RANIA, 'The topline is ready.'), message(11, RANIA, 'And the deck.')], lastReadSeq: 0 });
    renderInShell(<UnreadCount projectId={PROJECT_ID} />, { path: '/client-dashboard', network: server.routes });
    expect(await screen.findByTestId('project-unread', {}, { timeout: 5_000 })).toHaveTextContent('2 new messages');
  });

  it('sends a message: it appears as the reader’s own, and the box is empty again', async () => {
    const server = conversationServer({ messages: [message(10, RANIA, 'Any questions on the questionnaire?')], lastReadSeq: 10 });
    const { calls } = renderConversation(server);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Send' }, { timeout: 5_000 });
    const box = within(form).getByLabelText('Message');

    // Nothing written and nothing attached: said, and nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Write a message or attach a file.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === `${BASE}/messages`)).toBe(false);

    await user.type(box, 'Can we add a question on delivery apps? نحتاج إلى سؤال عن تطبيقات التوصيل');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === `${BASE}/messages`)?.body).toEqual({ body: 'Can we add a question on delivery apps? نحتاج إلى سؤال عن تطبيقات التوصيل' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('conversation-message')).toHaveLength(2));
    const mine = screen.getAllByTestId('conversation-message')[1]!;
    expect(mine).toHaveTextContent('You · Client');
    expect(mine).toHaveTextContent('نحتاج إلى سؤال عن تطبيقات التوصيل');
    // Mixed Arabic and English: the text takes its direction from its first strong letter.
    expect(within(mine).getByText(/delivery apps/)).toHaveAttribute('dir', 'auto');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page', async () => {
    const server = conversationServer({ messages: [message(10, RANIA, 'الجدول الزمني مرفق.')], lastReadSeq: 0 });
    renderConversation(server, `/ar/client-dashboard/project/${PROJECT_ID}`);
    const panel = await screen.findByRole('region', { name: 'المحادثة' }, { timeout: 5_000 });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'إرسال' }));
    expect(await within(panel).findByText('اكتبوا رسالة أو أرفقوا ملفاً.')).toBeInTheDocument();
  });
});
