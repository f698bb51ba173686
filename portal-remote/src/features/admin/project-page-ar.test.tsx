import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminProjectPage from './AdminProjectPage';
import AdminDataItemPage from './AdminDataItemPage';
import { json, renderInShell } from '../../test/harness';
import { PROJECT, staffAccount } from '../../test/staff-fixtures';

const base = `/api/projects/${PROJECT.id}`;
const item = {
  id: '99999999-9999-4999-8999-999999999999',
  projectId: PROJECT.id,
  title: 'Wave 1 data',
  kind: 'report',
  filename: 'wave1.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  sha256: 'a'.repeat(64),
  uploadedBy: { id: '22222222-2222-4222-8222-222222222222', name: 'Rania Staff' },
  createdAt: '2026-03-05T10:00:00.000Z',
  hasTable: false,
  publishedAt: null,
};

function projectNetwork(account: ReturnType<typeof staffAccount>) {
  return {
    ...account.routes,
    [`GET ${base}`]: PROJECT,
    [`GET ${base}/status-history`]: { items: [] },
    [`GET ${base}/stages`]: { current: null, stages: [] },
    [`GET ${base}/quotas`]: { plan: null, updatedAt: null },
    [`GET ${base}/ingest-keys`]: { items: [] },
    [`GET ${base}/fieldwork`]: json(404, { message: 'No fieldwork yet.' }),
    [`GET ${base}/data-items`]: { items: [item] },
    [`GET ${base}/activity`]: { items: [], total: 0, page: 1, pageSize: 50 },
    [`DELETE ${base}/data-items/${item.id}`]: json(500, {}),
  };
}

describe('a project page in Arabic', () => {
  it('shows the header, files, upload form and activity in Arabic, and a refused delete', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ language: 'ar' });
    const { toast } = renderInShell(<AdminProjectPage />, {
      path: `/swatdashboard/project/${PROJECT.id}`,
      pattern: '/swatdashboard/project/:id',
      network: projectNetwork(account),
    });
    expect(await screen.findByRole('heading', { level: 1, name: PROJECT.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /جميع المشاريع/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل المشروع' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ملفات المشروع' })).toBeInTheDocument();
    const row = await screen.findByTestId('admin-data-item');
    expect(within(row).getByTestId('draft-badge')).toHaveTextContent('مسودة: لا يراها العميل');
    // The file's size in Arabic words, as the client's pages give it.
    expect(row).toHaveTextContent('2.0 كيلوبايت');
    expect(row).not.toHaveTextContent('KB');
    // A download is a plain link: it names the reader's language, which this English path does not say.
    expect(within(row).getByRole('link', { name: /تنزيل/ })).toHaveAttribute('href', `${base}/data-items/${item.id}/download?lang=ar`);
    expect(await screen.findByText('لم يُسجَّل أي نشاط بعد.')).toBeInTheDocument();

    const upload = screen.getByRole('form', { name: 'رفع ملف' });
    expect(within(upload).getByLabelText('النوع')).toHaveDisplayValue('مجموعة بيانات');
    await user.click(within(upload).getByRole('button', { name: 'رفع' }));
    expect(await within(upload).findByText('اختر ملفًا لرفعه.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^حذف/ }));
    expect(within(row).getByRole('alertdialog')).toHaveTextContent('هل تريد حذف «Wave 1 data»؟');
    await user.click(within(row).getByRole('button', { name: 'نعم، احذفه' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'تعذّر الحذف', variant: 'destructive' })));
  });
});

describe('a data item page in Arabic', () => {
  it('labels the file’s facts in Arabic and says there is no preview', async () => {
    const account = staffAccount({ language: 'ar' });
    renderInShell(<AdminDataItemPage />, {
      path: `/swatdashboard/project/${PROJECT.id}/data/${item.id}`,
      pattern: '/swatdashboard/project/:projectId/data/:dataId',
      network: { ...account.routes, [`GET ${base}/data-items/${item.id}`]: { ...item, csvSummary: null } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wave 1 data' })).toBeInTheDocument();
    expect(screen.getByText('اسم الملف')).toBeInTheDocument();
    expect(screen.getByText('تقرير')).toBeInTheDocument();
    expect(screen.getByText('لا تتوفر معاينة لهذا النوع من الملفات.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تنزيل wave1.pdf' })).toBeInTheDocument();
  });

  it('says in Arabic when the item is not in the project', async () => {
    const account = staffAccount({ language: 'ar' });
    renderInShell(<AdminDataItemPage />, {
      path: `/swatdashboard/project/${PROJECT.id}/data/${item.id}`,
      pattern: '/swatdashboard/project/:projectId/data/:dataId',
      network: { ...account.routes, [`GET ${base}/data-items/${item.id}`]: json(404, { message: 'Not found.' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف غير موجود' })).toBeInTheDocument();
  });
});
