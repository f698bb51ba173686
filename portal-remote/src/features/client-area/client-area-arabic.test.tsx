import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClientDashboardPage from './ClientDashboardPage';
import ClientProjectPage from './ClientProjectPage';
import ClientProfilePage from './ClientProfilePage';
import { CLIENT, json, renderInShell } from '../../test/harness';

const PROJECT = {
  id: '33333333-3333-4333-8333-333333333333',
  code: 'SWR-2026-001',
  title: 'رحلة المتسوقين في مراكز دبي',
  client: { id: CLIENT.id, name: CLIENT.name, email: CLIENT.email, company: CLIENT.company },
  status: 'in_field',
  methodology: 'Online survey',
  markets: ['AE', 'SA'],
  targetSampleSize: 1200,
  completes: 684,
  fieldworkStart: '2026-11-02',
  fieldworkEnd: '2026-11-30',
  budgetUsd: null,
  description: null,
  objectives: null,
  createdAt: '2026-10-20T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};
const ITEM = {
  id: '44444444-4444-4444-8444-444444444444',
  projectId: PROJECT.id,
  title: 'Wave 1 report',
  kind: 'report',
  filename: 'wave-1.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2560,
  sha256: 'a'.repeat(64),
  uploadedBy: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  hasTable: false,
  publishedAt: '2026-11-20T08:00:00.000Z',
};
const list = (items: unknown[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 100,
  countsByStatus: { draft: 0, in_field: items.length, analysis: 0, reporting: 0, completed: 0, on_hold: 0 },
});
const AR_CLIENT = { ...CLIENT, language: 'ar' as const };

describe('the client dashboard in Arabic', () => {
  it('greets, counts and lists the projects in Arabic, linking to the Arabic project page', async () => {
    renderInShell(<ClientDashboardPage />, {
      path: '/ar/client-dashboard',
      network: {
        'GET /api/auth/user': AR_CLIENT,
        'GET /api/projects': list([PROJECT, { ...PROJECT, id: '55555555-5555-4555-8555-555555555555', status: 'completed' }]),
        'GET /api/projects/33333333-3333-4333-8333-333333333333/data-items': { items: [ITEM] },
        'GET /api/projects/55555555-5555-4555-8555-555555555555/data-items': { items: [] },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'مشاريعك' })).toBeInTheDocument();
    expect(screen.getByText('أهلًا بك يا Aisha Client. إليك آخر ما وصل إليه كل مشروع من مشاريعك.')).toBeInTheDocument();
    expect(await screen.findByTestId('project-count')).toHaveTextContent('مشروعان');
    const [first] = screen.getAllByTestId('client-project-card');
    expect(within(first!).getByText('قيد العمل الميداني')).toBeInTheDocument();
    expect(within(first!).getByText('من 2 نوفمبر 2026 إلى 30 نوفمبر 2026')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'رحلة المتسوقين في مراكز دبي' })).toHaveAttribute('href', `/ar/client-dashboard/project/${PROJECT.id}`);
    expect(await within(first!).findByRole('link', { name: /^تنزيل\s*Wave 1 report$/ })).toHaveAttribute('download');
    expect(screen.getByText('مكتمل')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'منطقة العملاء' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الملف الشخصي' })).toHaveAttribute('href', '/ar/client-dashboard/profile');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('says a failed list in Arabic, with a retry', async () => {
    renderInShell(<ClientDashboardPage />, {
      path: '/ar/client-dashboard',
      network: {
        'GET /api/auth/user': AR_CLIENT,
        'GET /api/projects': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر الاتصال بالخادم');
    expect(within(alert).getByRole('button', { name: 'أعد المحاولة' })).toBeInTheDocument();
  });

  it('has an Arabic empty state that points to the Arabic contact page', async () => {
    renderInShell(<ClientDashboardPage />, { path: '/ar/client-dashboard', network: { 'GET /api/auth/user': AR_CLIENT, 'GET /api/projects': list([]) } });
    expect(await screen.findByText('لا توجد مشاريع بعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/ar/contact');
  });
});

describe('a client project page in Arabic', () => {
  const base = `/api/projects/${PROJECT.id}`;
  const network = {
    'GET /api/auth/user': AR_CLIENT,
    [`GET ${base}`]: PROJECT,
    [`GET ${base}/status-history`]: { items: [] },
    [`GET ${base}/stages`]: json(404, { message: 'Not found' }),
    [`GET ${base}/fieldwork`]: json(404, { message: 'Not found' }),
  };

  it('shows the facts, the history and the shared files in Arabic', async () => {
    renderInShell(<ClientProjectPage />, {
      path: `/ar/client-dashboard/project/${PROJECT.id}`,
      pattern: '/ar/client-dashboard/project/:id',
      network: {
        ...network,
        [`GET ${base}/data-items`]: { items: [ITEM, { ...ITEM, id: '66666666-6666-4666-8666-666666666666', kind: 'questionnaire', title: 'Questionnaire' }] },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: PROJECT.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جميع المشاريع' })).toHaveAttribute('href', '/ar/client-dashboard');
    for (const label of ['الحالة', 'فترة العمل الميداني', 'منهجية البحث', 'الأسواق', 'حجم العينة المستهدف', 'آخر تحديث'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('AE، SA')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سجل الحالة' })).toBeInTheDocument();
    expect(await screen.findByText('لم تُسجَّل أي تغييرات على حالة المشروع.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'البيانات والتقارير' })).toBeInTheDocument();
    expect(await screen.findByText('ملفان مشارَكان')).toBeInTheDocument();
    expect(screen.getByText(/^تقرير · /)).toHaveTextContent('تقرير · wave-1.pdf · 2.5 كيلوبايت · 20 نوفمبر 2026');
    expect(screen.getByText(/^استبيان · /)).toBeInTheDocument();
  });

  it('says in Arabic that a project is not in the account', async () => {
    renderInShell(<ClientProjectPage />, {
      path: `/ar/client-dashboard/project/${PROJECT.id}`,
      pattern: '/ar/client-dashboard/project/:id',
      network: { ...network, [`GET ${base}`]: json(404, { message: 'Project not found.' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'المشروع غير موجود' })).toBeInTheDocument();
    expect(screen.getByText('لا يوجد مشروع بهذا الرابط في حسابك.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى مشاريعك' })).toHaveAttribute('href', '/ar/client-dashboard');
  });
});

describe('the client profile in Arabic', () => {
  it('labels every field in Arabic and gives the shared schema’s errors in Arabic', async () => {
    const { calls } = renderInShell(<ClientProfilePage />, { path: '/ar/client-dashboard/profile', network: { 'GET /api/auth/user': AR_CLIENT } });
    expect(await screen.findByRole('heading', { level: 1, name: 'ملفك الشخصي' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('رقم الهاتف'));
    await user.type(screen.getByLabelText('رقم الهاتف'), 'call me');
    await user.click(screen.getByRole('button', { name: 'حفظ البيانات' }));
    expect(await screen.findByText('أدخل رقم هاتف يتكوّن من أرقام ومسافات والرموز + ( ) - فقط.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'short');
    await user.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'other');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await screen.findByText('أدخل كلمة المرور الحالية.')).toBeInTheDocument();
    expect(screen.getByText('اختر كلمة مرور لا تقل عن 12 حرفًا.')).toBeInTheDocument();
    expect(screen.getByText('كلمتا المرور الجديدتان غير متطابقتين.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('shows the server’s wrong-current-password answer in Arabic', async () => {
    renderInShell(<ClientProfilePage />, {
      path: '/ar/client-dashboard/profile',
      network: {
        'GET /api/auth/user': AR_CLIENT,
        'PATCH /api/me': json(400, { message: 'كلمة المرور الحالية غير صحيحة.', fieldErrors: { currentPassword: ['كلمة المرور الحالية غير صحيحة.'] } }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('كلمة المرور الحالية'), 'not-my-password');
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a-new-long-password');
    await user.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await waitFor(() => expect(screen.getByLabelText('كلمة المرور الحالية')).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة.'));
  });
});

describe('the account settings', () => {
  it('store the stage e-mails choice on the account', async () => {
    const { calls, toast } = renderInShell(<ClientProfilePage />, {
      path: '/client-dashboard/profile',
      network: { 'GET /api/auth/user': CLIENT, 'PATCH /api/me': ({ body }) => json(200, { ...CLIENT, ...(body as object) }) },
    });
    const user = userEvent.setup();
    const stageMails = await screen.findByRole('switch', { name: 'E-mail me when a project moves to its next stage' });
    expect(stageMails).toBeChecked();
    await user.click(stageMails);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Settings saved' })));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ language: 'en', stageEmails: false });
  });

  it('switch the account to Arabic and show the same page in Arabic', async () => {
    const { calls, router } = renderInShell(<ClientProfilePage />, {
      path: '/client-dashboard/profile',
      otherPaths: ['/ar/client-dashboard/profile'],
      network: { 'GET /api/auth/user': CLIENT, 'PATCH /api/me': ({ body }) => json(200, { ...CLIENT, ...(body as object) }) },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language of your pages and e-mails'), 'ar');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('heading', { name: 'Now at /ar/client-dashboard/profile' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ language: 'ar', stageEmails: true });
    expect(router.state.location.pathname).toBe('/ar/client-dashboard/profile');
    expect(localStorage.getItem('swat.language')).toBe('ar');
  });

  it('switch language from the top bar: stored on the account, the same page in the other language', async () => {
    const { calls, router } = renderInShell(<ClientProfilePage />, {
      path: '/ar/client-dashboard/profile',
      otherPaths: ['/client-dashboard/profile'],
      network: { 'GET /api/auth/user': AR_CLIENT, 'PATCH /api/me': ({ body }) => json(200, { ...AR_CLIENT, ...(body as object) }) },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Now at /client-dashboard/profile' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ language: 'en' });
    expect(router.state.location.pathname).toBe('/client-dashboard/profile');
  });
});
