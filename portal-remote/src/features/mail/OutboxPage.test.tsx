import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import OutboxPage from './OutboxPage';
import { renderInShell } from '../../test/harness';
import { staffAccount } from '../../test/staff-fixtures';

describe('the outbox in Arabic', () => {
  it('says what became of each message in Arabic', async () => {
    const account = staffAccount({ role: 'admin', language: 'ar' });
    const message = {
      id: '77777777-7777-4777-8777-777777777777',
      to: 'client@example.test',
      subject: 'Your data is ready',
      text: 'Hello',
      status: 'held',
      attempts: 0,
      lastError: null,
      createdAt: '2026-03-05T10:00:00.000Z',
      sentAt: null,
    };
    renderInShell(<OutboxPage />, {
      path: '/swatdashboard/outbox',
      network: { ...account.routes, 'GET /api/mail/outbox': { items: [message], smtpConfigured: false } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'البريد الصادر' })).toBeInTheDocument();
    expect(await screen.findByText(/لم يُضبط خادم بريد/)).toBeInTheDocument();
    expect(screen.getByTestId('outbox-message')).toHaveTextContent('لم تُرسل (لا يوجد خادم SMTP)');
  });
});
