import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForLiveShell } from '../support/test';
import { API_REQUEST_HEADERS } from '../../shared-contracts/src/http/api-request';
import { resetLinkIn, setPasswordLinkIn, waitForMail } from '../support/mailbox';
import { signIn, uniqueCode } from '../support/portal';
import { E2E_BASE_URL } from '../support/stack-env';

// A state-changing API call needs the site's origin and the CSRF header the shell's data layer sends.
const headers = { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A client staff create through the API (an invitation goes out), who then chooses `password` from the mail's link. */
async function invitedClient(admin: Page, email: string, name: string, password: string): Promise<string> {
  const created = await admin.request.post('/api/clients', { headers, data: { email, name } });
  expect(created.status()).toBe(201);
  const token = new URL(setPasswordLinkIn(await waitForMail(email, /SWAT Research/)), E2E_BASE_URL).searchParams.get('token');
  expect((await admin.request.post('/api/auth/reset-password', { headers, data: { token, password } })).status()).toBe(200);
  return ((await created.json()) as { client: { id: string } }).client.id;
}

/** The admin's audit page, filtered by action: the newest entry's line. */
async function expectAuditEntry(admin: Page, action: string, text: string) {
  await admin.goto('/swatdashboard/audit');
  await admin.getByLabel('Action starts with').fill(action);
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.getByTestId('audit-entry').filter({ hasText: action }).filter({ hasText: text }).first()).toBeVisible();
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  return { page, close: () => context.close() };
}

test.describe('accounts, mail and audit', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a new client chooses a password from the invitation; then forgets it, resets it from the mail, and other sessions end', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const email = `e2e-temp-${unique()}@example.com`;
    await admin.page.goto('/swatdashboard/clients');
    await admin.page.getByLabel('E-mail').fill(email);
    await admin.page.getByLabel('Name').fill('Temp Client');
    await admin.page.getByRole('button', { name: 'Create account' }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();

    // The invitation's link: choose a password, then sign in with it.
    await page.goto(setPasswordLinkIn(await waitForMail(email, /SWAT Research/)));
    await waitForLiveShell(page);
    await page.getByLabel('New password', { exact: true }).fill('first own passphrase 1');
    await page.getByLabel('Repeat the new password').fill('first own passphrase 1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('first own passphrase 1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);

    // Another browser: 'Forgot password?' → the mail → its link → a new password.
    const other = await browser.newContext();
    const forgot = await other.newPage();
    await forgot.goto('/client-login');
    await forgot.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(forgot).toHaveURL(/\/forgot-password/);
    // The address bar changes first; until the page itself is on screen, 'E-mail' is still the sign-in form's field.
    await expect(forgot.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send me a link' }).click();
    await expect(forgot.getByTestId('forgot-answer')).toContainText('If an account uses this address');
    const mail = await waitForMail(email, /new password/);
    expect(mail.html).toContain('Choose a new password');
    await forgot.goto(resetLinkIn(mail));
    await forgot.getByLabel('New password', { exact: true }).fill('second own passphrase 2');
    await forgot.getByLabel('Repeat the new password').fill('second own passphrase 2');
    await forgot.getByRole('button', { name: 'Save password' }).click();
    await expect(forgot.getByText('Every other session of your account has been signed out.')).toBeVisible();
    await forgot.getByRole('link', { name: 'Sign in' }).click();
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByLabel('Password').fill('second own passphrase 2');
    await forgot.getByRole('button', { name: 'Sign in' }).click();
    await expect(forgot).toHaveURL(/\/client-dashboard$/);
    await other.close();

    // The first browser's session has ended.
    await page.goto('/client-dashboard');
    await expect(page).toHaveURL(/\/client-auth$/);

    await expectAuditEntry(admin.page, 'client.create', email);
    await expectAuditEntry(admin.page, 'auth.reset_requested', email);
    await expectAuditEntry(admin.page, 'auth.password_reset', email);
    await admin.close();
  });

  test('an admin invites a staff member, who signs up from the mail', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const email = `e2e-staff-${unique()}@example.com`;
    await admin.page.getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await admin.page.getByLabel('E-mail').fill(email);
    await admin.page.getByLabel('Name').fill('Invited Colleague');
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.page.getByTestId('staff-row').filter({ hasText: email })).toContainText('Invited');

    const mail = await waitForMail(email, /invited/);
    await page.goto(resetLinkIn(mail));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('colleague passphrase 3');
    await page.getByLabel('Repeat the new password').fill('colleague passphrase 3');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/swatadmin$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('colleague passphrase 3');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/swatdashboard$/);
    // Staff are not admins: no staff management for them.
    await page.goto('/swatdashboard/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();

    await expectAuditEntry(admin.page, 'staff.invite', email);
    await expectAuditEntry(admin.page, 'staff.invitation_accepted', email);
    await admin.close();
  });

  test('an inquiry e-mails the admins', async ({ browser }) => {
    const admin = await adminPage(browser);
    const name = `Inquirer ${unique()}`;
    const sent = await admin.page.request.post('/api/contact', {
      headers,
      data: { name, company: 'E2E Foods', email: 'inquirer@example.com', phone: '', serviceOfInterest: 'market-analysis', message: 'Please send a proposal for a study in Oman.', consent: true, website: '' },
    });
    expect(sent.status()).toBe(201);
    const mail = await waitForMail('admin@demo.swatresearch.ae', new RegExp(name));
    expect(mail.text).toContain('Please send a proposal for a study in Oman.');
    await admin.page.goto('/swatdashboard/inquiries');
    const row = admin.page.getByTestId('inquiry').filter({ hasText: name });
    await row.getByRole('button', { name: 'Mark handled' }).click();
    // The page lists open inquiries: a handled one leaves the list.
    await expect(row).toHaveCount(0);
    await expectAuditEntry(admin.page, 'inquiry.handled', 'inquirer@example.com');
    await admin.close();
  });

  test('a visitor who comes from the Arabic site and forgets the password gets the reset mail in Arabic', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const email = `e2e-ar-${unique()}@example.com`;
    await invitedClient(admin.page, email, 'عميل تجريبي', 'initial own passphrase');
    await admin.close();

    await page.goto('/ar');
    await page.getByRole('contentinfo').getByRole('link', { name: 'دخول العملاء' }).click();
    await expect(page).toHaveURL(/\/client-login$/);
    // The Arabic sign-in card leads to the Arabic forgot-password page.
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await expect(page).toHaveURL(/\/ar\/forgot-password/);
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('forgot-answer')).toBeVisible();
    const mail = await waitForMail(email, /كلمة مرور جديدة/);
    expect(mail.subject).toBe('اختر كلمة مرور جديدة لحسابك في SWAT Research');
    expect(mail.text).toContain('مرحباً عميل تجريبي،');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // The link in the Arabic mail opens the Arabic reset page.
    await page.goto(resetLinkIn(mail));
    await expect(page).toHaveURL(/\/ar\/reset-password\?token=/);
    await expect(page.getByLabel('كلمة المرور الجديدة', { exact: true })).toBeVisible();
  });

  test('a draft upload is invisible to the client until published; then the client is e-mailed and sees it', async ({ page, browser }) => {
    const admin = await adminPage(browser);
    const email = `e2e-data-${unique()}@example.com`;
    const clientId = await invitedClient(admin.page, email, 'Data Client', 'data client passphrase');
    const code = uniqueCode('E2P');
    const project = await admin.page.request.post('/api/projects', { headers, data: { code, title: `Publish check ${code}`, clientId, completes: 137 } });
    const projectId = ((await project.json()) as { id: string }).id;

    expect((await page.request.post('/api/client/login', { headers, data: { email, password: 'data client passphrase' } })).status()).toBe(200);

    await admin.page.goto(`/swatdashboard/project/${projectId}`);
    await admin.page.getByLabel('File', { exact: true }).setInputFiles({ name: 'wave1.csv', mimeType: 'text/csv', buffer: Buffer.from('city,score\nDubai,4\nMuscat,5\n') });
    await admin.page.getByLabel('Title (optional)').fill('Wave 1 results');
    await admin.page.getByRole('button', { name: 'Upload' }).click();
    const item = admin.page.getByTestId('admin-data-item').filter({ hasText: 'Wave 1 results' });
    await expect(item.getByTestId('draft-badge')).toBeVisible();

    await page.goto(`/client-dashboard/project/${projectId}`);
    await expect(page.getByText('No data shared yet')).toBeVisible();
    await expect(page.getByText('Wave 1 results')).toHaveCount(0);

    await item.getByRole('button', { name: /^Publish/ }).click();
    // The confirmation names who will be e-mailed; publishing happens only from there.
    await item.getByTestId('publish-dialog').getByRole('button', { name: /^Publish/ }).click();
    await expect(item.getByTestId('draft-badge')).toHaveCount(0);
    const mail = await waitForMail(email, /Wave 1 results/);
    expect(mail.text).toContain(`/client-dashboard/project/${projectId}`);
    await page.reload();
    await expect(page.getByText('Wave 1 results').first()).toBeVisible();

    // The project's timeline records the upload and the publication, and a field's before and after.
    await admin.page.request.patch(`/api/projects/${projectId}`, { headers, data: { completes: 402 } });
    await admin.page.reload();
    const timeline = admin.page.getByTestId('activity-timeline');
    await expect(timeline.getByTestId('audit-entry').filter({ hasText: 'data_item.upload' })).toBeVisible();
    await expect(timeline.getByTestId('audit-entry').filter({ hasText: 'data_item.publish' })).toBeVisible();
    await expect(timeline.getByTestId('audit-entry').filter({ hasText: 'completes: 137 → 402' })).toBeVisible();
    await admin.close();
  });
});
