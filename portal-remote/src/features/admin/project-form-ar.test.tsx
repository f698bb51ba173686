import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProjectFormPage from './ProjectFormPage';
import { json, renderInShell } from '../../test/harness';
import { PROJECT, staffAccount } from '../../test/staff-fixtures';

describe('creating a project in Arabic', () => {
  it('labels the form in Arabic, says a reversed field period in Arabic, and creates the project', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ language: 'ar' });
    const client = {
      ...account.current(),
      id: PROJECT.client.id,
      role: 'client',
      email: PROJECT.client.email,
      name: PROJECT.client.name,
      company: null,
      disabled: false,
      projectCount: 0,
    };
    const { calls, toast, router } = renderInShell(<ProjectFormPage routePath="/swatdashboard/create-project" />, {
      path: '/swatdashboard/create-project',
      otherPaths: [`/swatdashboard/project/${PROJECT.id}`],
      network: { ...account.routes, 'GET /api/clients': { items: [client] }, 'POST /api/projects': json(201, PROJECT) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء مشروع جديد' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'العمل الميداني والميزانية' })).toBeInTheDocument();
    expect(screen.getByLabelText('الحالة')).toHaveDisplayValue('مسودة');
    await screen.findByRole('option', { name: /Aisha/ });
    await user.type(screen.getByLabelText('رمز المشروع'), 'SWR-2026-014');
    await user.type(screen.getByLabelText('العنوان'), 'دراسة المتسوقين');
    await user.selectOptions(screen.getByLabelText('العميل'), PROJECT.client.id);
    await user.type(screen.getByLabelText('بدء العمل الميداني'), '2026-05-10');
    await user.type(screen.getByLabelText('انتهاء العمل الميداني'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'إنشاء المشروع' }));
    expect(await screen.findByText('لا يمكن أن ينتهي العمل الميداني قبل تاريخ بدئه.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('انتهاء العمل الميداني'));
    await user.type(screen.getByLabelText('انتهاء العمل الميداني'), '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'إنشاء المشروع' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/swatdashboard/project/${PROJECT.id}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      code: 'SWR-2026-014',
      title: 'دراسة المتسوقين',
      fieldworkStart: '2026-05-10',
      fieldworkEnd: '2026-05-31',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'أُنشئ المشروع' }));
  });

  it('says what the shared schema refuses in Arabic, box by box', async () => {
    const user = userEvent.setup();
    const account = staffAccount({ language: 'ar' });
    const { calls } = renderInShell(<ProjectFormPage routePath="/swatdashboard/create-project" />, {
      path: '/swatdashboard/create-project',
      network: { ...account.routes, 'GET /api/clients': { items: [] } },
    });
    await user.type(await screen.findByLabelText('رمز المشروع'), 'x');
    await user.type(screen.getByLabelText('المقابلات المكتملة'), 'abc');
    await user.click(screen.getByRole('button', { name: 'إنشاء المشروع' }));
    await waitFor(() =>
      expect(screen.getByLabelText('رمز المشروع')).toHaveAccessibleDescription(
        'مثال: SWR-2026-014 استخدم من 3 إلى 32 حرفًا لاتينيًا أو رقمًا أو شرطة، مثل SWR-2026-014.',
      ),
    );
    expect(screen.getByLabelText('العنوان')).toHaveAccessibleDescription('يُرجى تعبئة هذا الحقل.');
    expect(screen.getByLabelText('العميل')).toHaveAccessibleDescription('اختر العميل.');
    expect(screen.getByLabelText('المقابلات المكتملة')).toHaveAccessibleDescription('أدخل عددًا صحيحًا.');
    expect(screen.queryByText(/Enter a title/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
