import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@swat/shared-contracts';
import InquiriesPage from './InquiriesPage';
import ChatsPage from './ChatsPage';
import ChatTranscriptPage from './ChatTranscriptPage';
import ClientsPage from './ClientsPage';
import { json, renderInShell } from '../../test/harness';
import { staffAccount } from '../../test/staff-fixtures';

const inquiry = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'عمر حداد',
  company: 'Desert Foods',
  email: 'omar@example.test',
  phone: null,
  serviceOfInterest: null,
  message: 'نحتاج إلى 800 مقابلة في الرياض وجدة.',
  createdAt: '2026-03-05T10:00:00.000Z',
  handledAt: null,
  chatSessionId: 'chatSession0123456789',
};
const turns = [
  { id: 't1', role: 'user', text: 'هل يمكنني التحدث إلى شخص؟', createdAt: '2026-03-05T09:59:00.000Z', provider: 'builtin', latencyMs: null },
  { id: 't2', role: 'assistant', text: 'بالتأكيد، اترك بياناتك أدناه.', createdAt: '2026-03-05T09:59:01.000Z', provider: 'builtin', latencyMs: 3 },
];

describe('inquiries in Arabic', () => {
  it('shows the heading, filter, state, button and transcript in Arabic', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ language: 'ar' });
    const { toast } = renderInShell(<InquiriesPage />, {
      path: '/swatdashboard/inquiries',
      network: {
        ...account.routes,
        'GET /api/inquiries': { items: [inquiry], total: 1, page: 1, pageSize: 20, unhandled: 1 },
        [`GET /api/admin/chat-sessions/${inquiry.chatSessionId}`]: { sessionId: inquiry.chatSessionId, turns },
        [`PATCH /api/inquiries/${inquiry.id}`]: json(500, {}),
      },
    });
    expect(await screen.findByText('المفتوحة: 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الاستفسارات');
    expect(screen.getByLabelText('عرض')).toHaveDisplayValue('المفتوحة');
    const card = await screen.findByTestId('inquiry');
    expect(within(card).getByText('مفتوح')).toBeInTheDocument();
    await user.click(within(card).getByText('سجل المحادثة'));
    expect(await within(card).findByText('الزائر:')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'فتح المحادثة' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'تحديده كمُعالَج' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'تعذّر تنفيذ التغيير', description: 'حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.' })),
    );
  });
});

describe('chat transcripts in Arabic', () => {
  it('lists conversations with Arabic plurals and dates, and pages in Arabic', async () => {
    const account = staffAccount({ language: 'ar' });
    const item = { sessionId: 's1', firstAt: '2026-03-05T09:59:00.000Z', lastAt: '2026-03-05T10:05:00.000Z', turns: 2, firstQuestion: null };
    renderInShell(<ChatsPage />, {
      path: '/swatdashboard/chats',
      network: { ...account.routes, 'GET /api/admin/chat-sessions': { items: [item], total: 30, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'سجلات المحادثات' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '(بلا سؤال)' })).toBeInTheDocument();
    expect(screen.getByText(/رسالتان/)).toHaveTextContent(formatDateTime(item.firstAt, 'ar'));
    expect(screen.getByRole('navigation', { name: 'الصفحات' })).toHaveTextContent('الصفحة 1 من 2');
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeEnabled();
  });

  it('says in Arabic that the server keeps no transcripts', async () => {
    const account = staffAccount({ language: 'ar' });
    renderInShell(<ChatsPage />, {
      path: '/swatdashboard/chats',
      network: { ...account.routes, 'GET /api/admin/chat-sessions': json(404, { message: 'There is no such API endpoint.' }) },
    });
    expect(await screen.findByText('سجلات المحادثات غير متاحة بعد.')).toBeInTheDocument();
  });

  it('shows one conversation with who said what, in Arabic', async () => {
    const account = staffAccount({ language: 'ar' });
    renderInShell(<ChatTranscriptPage />, {
      path: '/swatdashboard/chats/s1',
      pattern: '/swatdashboard/chats/:sessionId',
      network: { ...account.routes, 'GET /api/admin/chat-sessions/s1': { sessionId: 's1', turns } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /المحادثة/ })).toBeInTheDocument();
    const messages = await screen.findByRole('list', { name: 'الرسائل' });
    expect(within(messages).getAllByText('المساعد:')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /جميع المحادثات/ })).toBeInTheDocument();
  });
});

describe('client accounts in Arabic', () => {
  it('labels the list and the invitation form in Arabic; no password is asked for or shown', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ language: 'ar' });
    const created = {
      ...account.current(),
      id: '88888888-8888-4888-8888-888888888888',
      role: 'client',
      email: 'new@example.test',
      name: 'Noura',
      disabled: false,
      projectCount: 0,
      companyId: '99999999-9999-4999-8999-999999999999',
      companyName: 'Noura',
      lead: true,
      allProjects: true,
      invitationPending: true,
    };
    const { calls } = renderInShell(<ClientsPage />, {
      path: '/swatdashboard/clients',
      network: {
        ...account.routes,
        'GET /api/clients': { items: [] },
        'GET /api/companies': { items: [] },
        'POST /api/clients': json(201, { client: created, invitationSent: true }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابات العملاء' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد حسابات عملاء بعد.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/كلمة المرور/)).toBeNull();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'new@example.test');
    await user.type(screen.getByLabelText('الاسم'), 'Noura');
    await user.selectOptions(screen.getByLabelText('لغة الرسائل التي تصله'), 'ar');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByRole('status')).toHaveTextContent('أُرسلت الدعوة إلى new@example.test.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'new@example.test', name: 'Noura', company: null, phone: null, language: 'ar' });
  });
});
