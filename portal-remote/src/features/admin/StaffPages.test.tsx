import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InquiriesPage from './InquiriesPage';
import ClientsPage from './ClientsPage';
import ChatsPage from './ChatsPage';
import { STAFF, json, renderInShell } from '../../test/harness';

const inquiry = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Omar Haddad',
  company: 'Desert Foods',
  email: 'omar@example.test',
  phone: null,
  serviceOfInterest: 'Field data collection',
  message: 'We need 800 interviews in Riyadh and Jeddah next quarter.',
  createdAt: '2026-03-05T10:00:00.000Z',
  handledAt: null,
};

describe('inquiries page', () => {
  it('lists open inquiries and marks one handled', async () => {
    const user = userEvent.setup();
    let handled = false;
    const { calls } = renderInShell(<InquiriesPage />, {
      path: '/swatdashboard/inquiries',
      network: {
        'GET /api/auth/user': STAFF,
        'GET /api/inquiries': () =>
          json(200, { items: handled ? [] : [inquiry], total: handled ? 0 : 1, page: 1, pageSize: 20, unhandled: handled ? 0 : 1 }),
        'PATCH /api/inquiries/44444444-4444-4444-8444-444444444444': () => {
          handled = true;
          return json(200, { ...inquiry, handledAt: '2026-03-06T10:00:00.000Z' });
        },
      },
    });
    const card = await screen.findByTestId('inquiry');
    expect(card).toHaveTextContent('Mar 5, 2026');
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('No open inquiries. All caught up.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ handled: true });
  });
});

describe('inquiries page, hand-off from the chat', () => {
  it('shows the conversation an inquiry was sent from', async () => {
    const user = userEvent.setup();
    const sessionId = 'chatSession0123456789';
    renderInShell(<InquiriesPage />, {
      path: '/swatdashboard/inquiries',
      network: {
        'GET /api/auth/user': STAFF,
        'GET /api/inquiries': json(200, { items: [{ ...inquiry, company: null, chatSessionId: sessionId }, { ...inquiry, id: '55555555-5555-4555-8555-555555555555', chatSessionId: null }], total: 2, page: 1, pageSize: 20, unhandled: 2 }),
        [`GET /api/admin/chat-sessions/${sessionId}`]: json(200, {
          sessionId,
          turns: [
            { id: 't1', role: 'user', text: 'Can I talk to a person?', createdAt: '2026-03-05T09:59:00.000Z', provider: 'builtin', latencyMs: null },
            { id: 't2', role: 'assistant', text: 'Of course: leave your details below.', createdAt: '2026-03-05T09:59:01.000Z', provider: 'builtin', latencyMs: 3 },
          ],
        }),
      },
    });
    const cards = await screen.findAllByTestId('inquiry');
    expect(within(cards[1]!).queryByText('Chat transcript')).not.toBeInTheDocument();
    await user.click(within(cards[0]!).getByText('Chat transcript'));
    expect(await within(cards[0]!).findByText('Can I talk to a person?')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Of course: leave your details below.')).toBeInTheDocument();
  });
});

describe('client accounts page', () => {
  it('keeps the form and shows the server’s field error when the e-mail is taken', async () => {
    const user = userEvent.setup();
    renderInShell(<ClientsPage />, {
      path: '/swatdashboard/clients',
      network: {
        'GET /api/auth/user': STAFF,
        'GET /api/clients': { items: [] },
        'POST /api/clients': json(409, { message: 'An account with this e-mail already exists.', fieldErrors: { email: ['An account with this e-mail already exists.'] } }),
      },
    });
    expect(await screen.findByText('No client accounts yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'taken@example.test');
    await user.type(screen.getByLabelText('Name'), 'Taken Person');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('An account with this e-mail already exists.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Taken Person');
  });
});

describe('chat transcripts page', () => {
  it('says plainly when the server has no transcript endpoint', async () => {
    renderInShell(<ChatsPage />, {
      path: '/swatdashboard/chats',
      network: { 'GET /api/auth/user': STAFF, 'GET /api/admin/chat-sessions': json(404, { message: 'There is no such API endpoint.' }) },
    });
    expect(await screen.findByText('Chat transcripts are not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat transcripts' })).toBeInTheDocument();
  });
});
