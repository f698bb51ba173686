import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '@swat/shared-contracts';
import AuditPage from './AuditPage';
import { json, renderInShell } from '../../test/harness';
import { staffAccount } from '../../test/staff-fixtures';

const entry = {
  id: '66666666-6666-4666-8666-666666666666',
  at: '2026-11-27T20:31:00.000Z',
  actor: { id: null, email: 'rania@example.test' },
  action: 'project.update',
  targetType: 'project',
  targetId: null,
  projectId: null,
  details: { changes: { completes: { before: 137, after: 402 } } },
  addressHash: 'abcdef0123456789',
};
const page = (total: number) => ({ items: [entry], total, page: 1, pageSize: 50 });

describe('the audit log', () => {
  it('prints every time in one format per language, in Dubai time', async () => {
    const english = staffAccount({ role: 'admin' });
    const first = renderInShell(<AuditPage />, { path: '/swatdashboard/audit', network: { ...english.routes, 'GET /api/audit': page(1) } });
    const inEnglish = formatDateTime(entry.at, 'en', { timeZone: 'Asia/Dubai' });
    expect(await screen.findByText(inEnglish)).toBeInTheDocument();
    expect(inEnglish).toMatch(/Nov 28, 2026/);
    first.unmount();

    const arabic = staffAccount({ role: 'admin', language: 'ar' });
    renderInShell(<AuditPage />, { path: '/swatdashboard/audit', network: { ...arabic.routes, 'GET /api/audit': page(1) } });
    expect(await screen.findByText(formatDateTime(entry.at, 'ar', { timeZone: 'Asia/Dubai' }))).toBeInTheDocument();
    expect(screen.queryByText(inEnglish)).not.toBeInTheDocument();
  });

  it('is in Arabic for an admin who chose it: heading, filters, count and an error', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ role: 'admin', language: 'ar' });
    let fail = false;
    const { calls } = renderInShell(<AuditPage />, {
      path: '/swatdashboard/audit',
      network: { ...account.routes, 'GET /api/audit': () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, page(3))) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeInTheDocument();
    expect(await screen.findByText('3 قيود')).toBeInTheDocument();
    expect(screen.getByLabelText('نوع العنصر')).toHaveDisplayValue('الكل');
    await user.selectOptions(screen.getByLabelText('نوع العنصر'), 'مشروع');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'تصفية' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('targetType=project'))).toBe(true));
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر الاتصال بالخادم');
  });

  it('is for admins only', async () => {
    const account = staffAccount({ language: 'ar' });
    renderInShell(<AuditPage />, { path: '/swatdashboard/audit', network: account.routes });
    expect(await screen.findByRole('link', { name: 'الانتقال إلى لوحة الموظفين' })).toBeInTheDocument();
  });
});
