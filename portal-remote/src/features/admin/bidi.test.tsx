import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import InquiriesPage from './InquiriesPage';
import ChatTranscriptPage from './ChatTranscriptPage';
import { STAFF, json, renderInShell } from '../../test/harness';

/* What visitors typed, in Arabic or English, keeps its own direction; contact details stay left-to-right. */
describe('bidi-safe staff views', () => {
  it('shows an Arabic inquiry with auto direction and its e-mail and phone isolated left-to-right', async () => {
    const inquiry = {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'عمر حداد',
      company: 'أغذية الصحراء',
      email: 'omar@example.test',
      phone: '+971 4 555 0142',
      serviceOfInterest: 'جمع البيانات الميدانية',
      message: 'نحتاج إلى 800 مقابلة في الرياض وجدة خلال الربع القادم.',
      createdAt: '2026-03-05T10:00:00.000Z',
      handledAt: null,
    };
    renderInShell(<InquiriesPage />, {
      path: '/swatdashboard/inquiries',
      network: {
        'GET /api/auth/user': STAFF,
        'GET /api/inquiries': json(200, { items: [inquiry], total: 1, page: 1, pageSize: 20, unhandled: 1 }),
      },
    });
    const card = await screen.findByTestId('inquiry');
    expect(within(card).getByText(inquiry.message)).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText(inquiry.name)).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('link', { name: inquiry.email })).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText(inquiry.phone)).toHaveAttribute('dir', 'ltr');
  });

  it('shows each transcript turn with auto direction', async () => {
    const sessionId = 'AbCdEfGhIjKlMnOpQrStU';
    renderInShell(<ChatTranscriptPage />, {
      path: `/swatdashboard/chats/${sessionId}`,
      pattern: '/swatdashboard/chats/:sessionId',
      network: {
        'GET /api/auth/user': STAFF,
        [`GET /api/admin/chat-sessions/${sessionId}`]: json(200, {
          sessionId,
          turns: [
            { id: '1', role: 'user', text: 'ما رقم هاتفكم؟', createdAt: '2026-03-05T10:00:00.000Z', provider: 'builtin', latencyMs: null },
            { id: '2', role: 'assistant', text: 'اتصل بنا على +971 4 555 0142.', createdAt: '2026-03-05T10:00:01.000Z', provider: 'builtin', latencyMs: 12 },
          ],
        }),
      },
    });
    expect(await screen.findByText('ما رقم هاتفكم؟')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('اتصل بنا على +971 4 555 0142.')).toHaveAttribute('dir', 'auto');
  });
});
