import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@swat/shared-contracts';
import AdminDashboardPage from './AdminDashboardPage';
import { json, renderInShell } from '../../test/harness';
import { COUNTS_BY_STATUS, PROJECT, staffAccount } from '../../test/staff-fixtures';

const dashboardNetwork = (account: ReturnType<typeof staffAccount>) => ({
  ...account.routes,
  'GET /api/fieldwork/behind': { items: [] },
  'GET /api/projects': { items: [PROJECT], total: 1, page: 1, pageSize: 20, countsByStatus: COUNTS_BY_STATUS },
});

describe('the staff area’s language', () => {
  it('is English by default, and the switch stores Arabic on the account and turns the area right-to-left', async () => {
    const user = userEvent.setup();
    const account = staffAccount();
    const { calls } = renderInShell(<AdminDashboardPage />, { path: '/swatdashboard', network: dashboardNetwork(account) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByTestId('staff-language-box')).toHaveAttribute('dir', 'ltr');
    await screen.findByTestId('admin-projects-table');
    const projectLists = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/projects')).length;
    const listedBefore = projectLists();

    await user.click(within(screen.getByRole('group', { name: 'Language of the staff area' })).getByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'المشاريع' })).toBeInTheDocument();
    expect(account.patches).toEqual([{ language: 'ar' }]);
    // What the bff wrote for the page is asked for again, now in Arabic.
    await waitFor(() => expect(projectLists()).toBeGreaterThan(listedBefore));
    const box = screen.getByTestId('staff-language-box');
    expect(box).toHaveAttribute('dir', 'rtl');
    expect(box).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('navigation', { name: 'بوابة الموظفين' })).toHaveTextContent('حسابات العملاء');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    // And back: the switch now offers English.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(account.patches).toEqual([{ language: 'ar' }, { language: 'en' }]);
  });

  it('keeps the page as it was and says why when the account cannot be changed', async () => {
    const user = userEvent.setup();
    const account = staffAccount();
    const { toast } = renderInShell(<AdminDashboardPage />, {
      path: '/swatdashboard',
      network: { ...dashboardNetwork(account), 'PATCH /api/me': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await user.click(await screen.findByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'The language could not be changed', variant: 'destructive' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  });
});

describe('the staff area’s tab titles', () => {
  it('are the page’s heading in Arabic for an Arabic reader, and the route’s English title otherwise', async () => {
    const arabic = staffAccount({ language: 'ar' });
    const { services, unmount } = renderInShell(<AdminDashboardPage />, { path: '/swatdashboard', network: dashboardNetwork(arabic) });
    expect(await screen.findByRole('heading', { level: 1, name: 'المشاريع' })).toBeInTheDocument();
    await waitFor(() => expect(services.setPageMeta).toHaveBeenCalledWith({ title: 'المشاريع | SWAT Research', noindex: true }));
    unmount();

    const english = staffAccount();
    const again = renderInShell(<AdminDashboardPage />, { path: '/swatdashboard', network: dashboardNetwork(english) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(again.services.setPageMeta).not.toHaveBeenCalled();
  });
});

describe('the project dashboard in Arabic', () => {
  it('shows its heading, filters, table headers, pager and dates in Arabic', async () => {
    const account = staffAccount({ language: 'ar' });
    renderInShell(<AdminDashboardPage />, { path: '/swatdashboard', network: dashboardNetwork(account) });
    expect(await screen.findByRole('heading', { level: 1, name: 'المشاريع' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء مشروع' })).toBeInTheDocument();
    expect(screen.getByLabelText('البحث في المشاريع')).toBeInTheDocument();
    const table = await screen.findByTestId('admin-projects-table');
    expect(screen.getByRole('group', { name: 'التصفية حسب الحالة' })).toHaveTextContent('قيد العمل الميداني (1)');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['المشروع', 'العميل', 'الحالة', 'العيّنة', 'بدء العمل الميداني', 'آخر تحديث']);
    const pager = screen.getByRole('navigation', { name: 'الصفحات' });
    expect(pager).toHaveTextContent('مشروع واحد');
    expect(pager).toHaveTextContent('الصفحة 1 من 1');
    // Dates in the Arabic format (Arabic month names, Latin digits), not the English one.
    expect(table).toHaveTextContent(formatDate('2026-03-01', 'ar', { timeZone: 'UTC' }));
    expect(table).not.toHaveTextContent('Mar 1, 2026');
  });

  it('searches and sorts with Arabic controls', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ language: 'ar' });
    const { calls } = renderInShell(<AdminDashboardPage />, { path: '/swatdashboard', network: dashboardNetwork(account) });
    await screen.findByTestId('admin-projects-table');
    await user.type(screen.getByLabelText('البحث في المشاريع'), 'grocery');
    await user.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/projects?') && c.url.includes('q=grocery'))).toBe(true));
    await user.selectOptions(screen.getByLabelText('الترتيب حسب'), 'الرمز');
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=code') && c.url.includes('q=grocery'))).toBe(true));
  });

  it('says a failed load in Arabic', async () => {
    const account = staffAccount({ language: 'ar' });
    renderInShell(<AdminDashboardPage />, {
      path: '/swatdashboard',
      network: { ...dashboardNetwork(account), 'GET /api/projects': () => json(500, {}) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع');
  });
});
