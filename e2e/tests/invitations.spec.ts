import type { Browser } from '@playwright/test';
import { expect, test, waitForLiveShell } from '../support/test';
import { API_REQUEST_HEADERS } from '../../shared-contracts/src/http/api-request';
import { setPasswordLinkIn, waitForMail } from '../support/mailbox';
import { signIn, uniqueCode } from '../support/portal';
import { E2E_BASE_URL } from '../support/stack-env';

// A state-changing API call needs the site's origin and the CSRF header the shell's data layer sends.
const headers = { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('client invitations and colleagues', () => {
  test.describe.configure({ timeout: 180_000 });

  test('staff invite a company user, who sets a password, invites a colleague to one project, and the colleague sees only that one', async ({ page, browser }) => {
    const staff = await newPage(browser);
    await signIn(staff.page, 'staff');
    const leadEmail = `e2e-lead-${unique()}@example.com`;
    const colleagueEmail = `e2e-colleague-${unique()}@example.com`;
    const company = `E2E Company ${unique()}`;

    // Staff create the company's first user: no password anywhere, an invitation instead.
    await staff.page.goto('/swatdashboard/clients');
    await staff.page.getByLabel('E-mail').fill(leadEmail);
    await staff.page.getByLabel('Name').fill('Layla Lead');
    await staff.page.getByLabel('New company', { exact: true }).fill(company);
    await staff.page.getByRole('button', { name: 'Create account' }).click();
    await expect(staff.page.getByRole('status').filter({ hasText: `Invitation sent to ${leadEmail}` })).toBeVisible();
    const row = staff.page.getByTestId('client-row').filter({ hasText: leadEmail });
    await expect(row).toContainText('Invitation not accepted yet');
    await expect(row).toContainText('Company lead');

    // Two projects for the company.
    const clients = (await (await staff.page.request.get(`/api/clients?q=${encodeURIComponent(leadEmail)}`)).json()) as { items: { id: string; companyId: string }[] };
    const companyId = clients.items[0]!.companyId;
    const shared = { code: uniqueCode('E2I'), title: `Shared study ${unique()}` };
    const other = { code: uniqueCode('E2J'), title: `Lead-only study ${unique()}` };
    for (const p of [shared, other]) expect((await staff.page.request.post('/api/projects', { headers, data: { ...p, companyId } })).status()).toBe(201);
    await staff.close();

    // The invitation: choose a password, then sign in.
    const invitation = await waitForMail(leadEmail, new RegExp(company));
    await page.goto(setPasswordLinkIn(invitation));
    await waitForLiveShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the SWAT Research client portal' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('lead chose this passphrase 1');
    await page.getByLabel('Repeat the new password').fill('lead chose this passphrase 1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(leadEmail);
    await page.getByLabel('Password').fill('lead chose this passphrase 1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByRole('link', { name: shared.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: other.title, exact: true })).toBeVisible();

    // From the profile, the lead invites a colleague to one project.
    await page.goto('/client-dashboard/profile');
    await expect(page.getByRole('heading', { level: 2, name: `People at ${company}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Invite a colleague' });
    await form.getByLabel('Name').fill('Cyrus Colleague');
    await form.getByLabel('E-mail').fill(colleagueEmail);
    await form.getByLabel('Only the projects chosen below').check();
    await form.getByLabel(shared.code).check();
    await form.getByRole('button', { name: 'Invite a colleague' }).click();
    const person = page.getByTestId('company-person').filter({ hasText: colleagueEmail });
    await expect(person).toContainText(`1 project: ${shared.code}`);

    // The colleague's mail, their password, and only the one project.
    const colleague = await newPage(browser);
    await colleague.page.goto(setPasswordLinkIn(await waitForMail(colleagueEmail, new RegExp(company))));
    await waitForLiveShell(colleague.page);
    await colleague.page.getByLabel('New password', { exact: true }).fill('colleague own passphrase 2');
    await colleague.page.getByLabel('Repeat the new password').fill('colleague own passphrase 2');
    await colleague.page.getByRole('button', { name: 'Save password' }).click();
    await colleague.page.getByRole('link', { name: 'Sign in' }).click();
    await colleague.page.getByLabel('E-mail').fill(colleagueEmail);
    await colleague.page.getByLabel('Password').fill('colleague own passphrase 2');
    await colleague.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(colleague.page).toHaveURL(/\/client-dashboard$/);
    await expect(colleague.page.getByRole('link', { name: shared.title, exact: true })).toBeVisible();
    await expect(colleague.page.getByRole('link', { name: other.title, exact: true })).toHaveCount(0);
    const list = (await (await colleague.page.request.get('/api/projects')).json()) as { items: { code: string }[] };
    expect(list.items.map((p) => p.code)).toEqual([shared.code]);
    await colleague.close();
  });

  test('the Arabic set-password page says a dead link is dead and offers a new one', async ({ page }) => {
    await page.goto('/ar/set-password?token=this-link-was-never-issued-by-us-0123456789');
    await waitForLiveShell(page);
    const heading = page.getByRole('heading', { level: 1, name: 'أهلاً بك في بوابة عملاء SWAT Research' });
    await expect(heading).toBeVisible();
    await expect(page.locator('[dir="rtl"]').filter({ has: heading }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('انتهت صلاحية هذا الرابط أو سبق استخدامه');
    await page.getByRole('button', { name: 'أرسلوا لي رابطاً جديداً' }).click();
    await expect(page.getByRole('status')).toContainText('إن كان هذا الرابط صادراً لحساب فعّال');
  });
});
