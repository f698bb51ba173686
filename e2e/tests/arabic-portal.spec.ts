import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForLiveShell } from '../support/test';
import { API_REQUEST_HEADERS } from '../../shared-contracts/src/http/api-request';
import { DEMO, signIn } from '../support/portal';
import { englishOnScreen } from '../support/latin-words';
import { setPasswordLinkIn, waitForMail } from '../support/mailbox';
import { E2E_BASE_URL, E2E_DEMO_PASSWORD } from '../support/stack-env';

/*
 * Issue 33, "done when": an Arabic-speaking client on a 390 px phone signs in at /ar/client-login,
 * reads a project, a crosstab and its significance legend, downloads the Excel file (Arabic sheet
 * titles), changes the password, uses forgot-password and the chat's hand-off to a person, and no
 * screen on the way shows an English word (names, codes, e-mail addresses, numbers and a few
 * brand names aside: support/latin-words.ts).
 */

const headers = { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Fails with every Latin word on the screen and the line it is in; `names` are people's and companies' names the screen may say in a sentence. */
async function expectNoEnglish(page: Page, screen: string, names: readonly string[] = []) {
  await expect.poll(() => englishOnScreen(page, names), { message: `English words on the ${screen} screen` }).toEqual([]);
}

/** The signed-in person's name and company, as the API gives them. */
async function ownNames(page: Page): Promise<string[]> {
  const user = (await (await page.request.get('/api/auth/user')).json()) as { name?: string; company?: string | null };
  return [user.name ?? '', user.company ?? ''].filter((n) => n !== '');
}

/**
 * A survey written in Arabic, as a Gulf client's would be: 420 respondents in two emirates; in
 * Dubai the men say نعم 60 times in 100 and the women 40, a significant difference.
 */
function arabicSurveyCsv(): string {
  const lines = ['رقم_المستجيب,الإمارة,الجنس,الشراء_الشهري,weight'];
  let id = 7000;
  for (const region of ['دبي', 'الشارقة']) {
    for (const gender of ['ذكر', 'أنثى']) {
      for (let i = 0; i < 105; i++) {
        const yes = gender === 'ذكر' ? 60 : 40;
        lines.push([id++, region, gender, i >= 100 ? '' : i < yes ? 'نعم' : 'لا', gender === 'ذكر' ? '1.5' : '0.5'].join(','));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Staff publish the survey to the demo client's project SWR-2025-087, its weight labelled in Arabic. */
async function publishArabicSurvey(browser: Browser, title: string): Promise<string> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, 'staff');
  const projects = await (await staff.request.get('/api/projects?q=SWR-2025-087')).json();
  const projectId = projects.items.find((p: { code: string }) => p.code === 'SWR-2025-087').id as string;
  const upload = await staff.request.post(`/api/projects/${projectId}/data-items`, {
    headers,
    multipart: { title, kind: 'dataset', file: { name: 'arabic-survey.csv', mimeType: 'text/csv', buffer: Buffer.from(arabicSurveyCsv()) } },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const variablesUrl = `/api/projects/${projectId}/data-items/${id}/variables`;
  const { rowCount: _rows, ...definition } = (await (await staff.request.get(variablesUrl)).json()) as { rowCount: number; variables: { name: string; label: string }[] };
  definition.variables = definition.variables.map((v) => (v.name === 'weight' ? { ...v, label: 'الوزن' } : v));
  expect((await staff.request.put(variablesUrl, { headers, data: definition })).status()).toBe(200);
  expect((await staff.request.post(`/api/projects/${projectId}/data-items/${id}/publish`, { headers })).status()).toBe(200);
  await context.close();
  return projectId;
}

/**
 * A client account of our own, invited in Arabic (the demo client's password stays as the other
 * specs expect it). Staff never choose the password: the person gets a link by mail.
 */
async function newClient(browser: Browser): Promise<{ email: string; invitation: string }> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signIn(staff, 'staff');
  const email = `e2e-arabic-${unique()}@example.com`;
  const created = await staff.request.post('/api/clients', { headers, data: { email, name: 'سلمى الكتبي', company: `شركة الخليج للأغذية ${Date.now()}`, language: 'ar' } });
  expect(created.status(), await created.text()).toBe(201);
  await context.close();
  return { email, invitation: setPasswordLinkIn(await waitForMail(email, /./)) };
}

test.describe('the client portal in Arabic on a 390 px phone', () => {
  test.describe.configure({ timeout: 180_000 });

  test('sign in, a project, a crosstab with its significance legend and its Excel file: all in Arabic', async ({ browser }) => {
    // Digits only after the Arabic: the title heads every sheet, whose labels are checked for Latin words.
    const title = `استطلاع الشراء ${Date.now()}`;
    const projectId = await publishArabicSurvey(browser, title);
    const context = await browser.newContext(phone);
    const page = await context.newPage();

    // The Arabic sign-in, asked to bring the reader back to the Arabic dashboard.
    await page.goto('/ar/client-login?next=/ar/client-dashboard');
    await waitForLiveShell(page);
    await expectNoEnglish(page, 'sign-in');
    await page.getByLabel('البريد الإلكتروني').fill(DEMO.client);
    await page.getByLabel('كلمة المرور').fill(E2E_DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/ar\/client-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'مشاريعك' })).toBeVisible();
    const names = await ownNames(page);
    await expectNoEnglish(page, 'dashboard', names);

    await page.goto(`/ar/client-dashboard/project/${projectId}`);
    await expect(page.getByTestId('frequency')).toBeVisible();
    // The project's history names the staff who changed its status: names, as the API gives them.
    const history = (await (await page.request.get(`/api/projects/${projectId}/status-history`)).json()) as { items?: { changedBy?: { name?: string } | null }[] };
    names.push(...(history.items ?? []).flatMap((h) => (h.changedBy?.name ? [h.changedBy.name] : [])));
    await expect(page.getByTestId('frequency-base')).toContainText('القاعدة');
    await expectNoEnglish(page, 'project', names);

    // A weighted crosstab of the monthly purchase by gender, within Dubai.
    await page.getByLabel('الصفوف (السؤال)').selectOption('الشراء_الشهري');
    await page.getByRole('checkbox', { name: 'الجنس' }).check();
    await page.getByLabel('تصفية حسب').selectOption('الإمارة');
    await page.getByLabel('تساوي').selectOption('دبي');
    await page.getByRole('checkbox', { name: /ترجيح النتائج/ }).check();
    const table = page.getByTestId('crosstab-table');
    await expect(page.getByTestId('crosstab-notes')).toContainText('الوزن');
    const yes = table.getByRole('row', { name: /^نعم/ });
    await expect(yes).toContainText('60.0%');
    await expect(yes.getByTestId('sig-letters')).toHaveText('A');
    // The significance legend, in the words Arab researchers use.
    await expect(page.getByTestId('crosstab-notes')).toContainText('دلالة إحصائية');
    await expectNoEnglish(page, 'crosstab', names);
    // Right to left: the table starts at the right edge, labels first.
    const [firstCell, lastCell] = await table.locator('tbody tr').first().locator('th, td').evaluateAll((cells) => [cells[0]!.getBoundingClientRect().right, cells.at(-1)!.getBoundingClientRect().right]);
    expect(firstCell).toBeGreaterThan(lastCell!);
    await page.screenshot({ path: 'test-results/arabic-portal-crosstab-390.png', fullPage: true });

    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('export-xlsx').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(download.suggestedFilename()).toMatch(/[\u0621-\u064A]/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    const sheetTitles = workbook.worksheets.map((s) => s.name);
    expect(sheetTitles.length).toBeGreaterThan(0);
    for (const name of sheetTitles) expect(name, 'sheet title').toMatch(/[\u0621-\u064A]/);
    const sheet = workbook.worksheets[0]!;
    const labels: string[] = [];
    sheet.eachRow((row) => labels.push(String(row.getCell(1).value ?? '')));
    expect(labels.filter((l) => l.trim() !== '').flatMap((l) => l.match(/[A-Za-z]{2,}/g) ?? [])).toEqual([]);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    await context.close();
  });

  test('the invitation’s set-password page, the profile’s password change and forgot-password: all in Arabic', async ({ browser }) => {
    const { email, invitation } = await newClient(browser);
    const context = await browser.newContext(phone);
    const page = await context.newPage();

    // The invitation of an Arabic-speaking client opens the Arabic page.
    expect(invitation).toContain('/ar/set-password');
    await page.goto(invitation);
    await waitForLiveShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'أهلاً بك في بوابة عملاء SWAT Research' })).toBeVisible();
    await expectNoEnglish(page, 'set password from the invitation');
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('عبارة مرور أولى طويلة 1');
    await page.getByLabel('أعد كتابة كلمة المرور الجديدة').fill('عبارة مرور أولى طويلة 1');
    await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
    await expect(page.getByText('حُفظت كلمة المرور').first()).toBeVisible({ timeout: 30_000 });
    await expectNoEnglish(page, 'password chosen');

    await page.goto('/ar/client-login?next=/ar/client-dashboard/profile');
    await waitForLiveShell(page);
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور').fill('عبارة مرور أولى طويلة 1');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    // Signed in, the page goes where `next` said (the sign-in page's own address ends with it too).
    await page.waitForURL((url) => url.pathname === '/ar/client-dashboard/profile', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'ملفك الشخصي' })).toBeVisible();
    await expectNoEnglish(page, 'profile');
    // A wrong current password: the server's refusal, in Arabic, on its field.
    await page.getByLabel('كلمة المرور الحالية').fill('ليست-الكلمة-الحالية');
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('عبارة مرور ثانية طويلة 2');
    await page.getByLabel('أعد كتابة كلمة المرور الجديدة').fill('عبارة مرور ثانية طويلة 2');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByLabel('كلمة المرور الحالية')).toHaveAttribute('aria-invalid', 'true');
    await expectNoEnglish(page, 'profile with a refused password');
    await page.getByLabel('كلمة المرور الحالية').fill('عبارة مرور أولى طويلة 1');
    await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('تم تغيير كلمة المرور').first()).toBeVisible({ timeout: 30_000 });
    await expectNoEnglish(page, 'profile after the change');

    // Forgot-password, from the Arabic sign-in, in another browser.
    const other = await browser.newContext(phone);
    const forgot = await other.newPage();
    await forgot.goto('/ar/client-login');
    await waitForLiveShell(forgot);
    await forgot.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(forgot.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeVisible();
    await expectNoEnglish(forgot, 'forgot password');
    await forgot.getByLabel('البريد الإلكتروني').fill(email);
    await forgot.getByRole('button', { name: 'أرسلوا لي الرابط' }).click();
    await expect(forgot.getByTestId('forgot-answer')).toContainText('رابطًا');
    await expectNoEnglish(forgot, 'forgot password answer');
    await other.close();
    await context.close();
  });

  test('the chat’s hand-off to a person, in an Arabic conversation', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto('/ar/contact');
    const toggle = page.getByRole('button', { name: /مساعد/ });
    await expect(toggle).toBeVisible({ timeout: 10_000 });
    await toggle.click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByRole('textbox').fill('أريد التحدث مع شخص من فريقكم عن دراسة في قطر');
    await panel.getByRole('textbox').press('Enter');
    const form = panel.getByTestId('chat-handoff');
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('dir', 'rtl');
    // The assistant's answer links the Arabic contact page.
    await expect(panel.locator('[data-from="assistant"]').last().getByRole('link', { name: '/ar/contact' })).toBeVisible();
    await expectNoEnglish(page, 'chat hand-off');

    // The contact form's rules, said in Arabic.
    await form.getByLabel('الاسم').fill('خالد المنصوري');
    await form.getByLabel('البريد الإلكتروني').fill('ليس-عنوانًا');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'أرسل إلى الفريق' }).click();
    await expect(form.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
    await expectNoEnglish(page, 'chat hand-off with an error');
    await form.getByLabel('البريد الإلكتروني').fill(`e2e-handoff-${unique()}@example.com`);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/chat/handoff'));
    await form.getByRole('button', { name: 'أرسل إلى الفريق' }).click();
    expect((await sent).status()).toBe(201);
    await expect(panel.locator('[data-from="assistant"]').last()).toContainText('شكرًا');
    await expectNoEnglish(page, 'chat thank-you');
    await context.close();
  });
});
