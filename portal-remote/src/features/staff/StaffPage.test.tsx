import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StaffPage from './StaffPage';
import { json, renderInShell } from '../../test/harness';
import { staffAccount } from '../../test/staff-fixtures';

describe('staff accounts in Arabic', () => {
  it('shows the table and the invitation form in Arabic, and the server’s refusal beside the form', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ role: 'admin', language: 'ar' });
    const me = account.current();
    const { calls } = renderInShell(<StaffPage />, {
      path: '/swatdashboard/staff',
      network: {
        ...account.routes,
        'GET /api/staff': { items: [{ ...me, disabled: false, invited: false }] },
        'POST /api/staff/invitations': json(409, { message: 'This person already has an account.', fieldErrors: { email: ['Already invited.'] } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابات الموظفين' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['الاسم', 'الدور', 'حالة الحساب', 'آخر تسجيل دخول', 'الإجراءات']);
    expect(within(table).getByText('مسؤول')).toBeInTheDocument();
    expect(within(table).getByText('لم يسجّل الدخول بعد')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'دعوة زميل' });
    await user.type(within(form).getByLabelText('البريد الإلكتروني'), 'huda@example.test');
    await user.type(within(form).getByLabelText('الاسم'), 'هدى');
    await user.selectOptions(within(form).getByLabelText('الدور'), 'مسؤول');
    await user.click(within(form).getByRole('button', { name: 'إرسال الدعوة' }));
    await waitFor(() => expect(within(form).getByLabelText('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'huda@example.test', name: 'هدى', role: 'admin' });
  });
});
