import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { signIn } from '../support/portal';

test.describe('client portal', () => {
  // Whole journeys through several pages; the suite's 45 s default is tight on a busy CI machine.
  test.describe.configure({ timeout: 120_000 });

  test('a client signs in, sees only their projects, opens one, downloads data, edits the profile and signs out', async ({ page }) => {
    await page.goto('/client-login');
    await page.getByLabel('E-mail').fill('client@demo.swatresearch.ae');
    await page.getByLabel('Password').fill('wrong-password-here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('toast-viewport').getByText('Login failed', { exact: true })).toBeVisible();
    // What was typed stays for a second try.
    await expect(page.getByLabel('E-mail')).toHaveValue('client@demo.swatresearch.ae');

    await signIn(page, 'client');
    await expect(page.getByTestId('toast-viewport').getByText('Login successful', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible();
    const cards = page.getByTestId('client-project-card');
    await expect(cards.filter({ hasText: 'SWR-2026-014' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'SWR-2025-087' })).toHaveCount(1);
    // The other demo client's projects never show.
    await expect(page.getByText('SWR-2026-009')).toHaveCount(0);
    await expect(page.getByText('SWR-2026-017')).toHaveCount(0);
    await expect(cards.filter({ hasText: 'SWR-2026-014' }).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '57');

    await cards.filter({ hasText: 'SWR-2026-014' }).getByRole('link', { name: /UAE grocery shopper/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'UAE grocery shopper usage & attitudes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
    // The demo's study in field is dated from the day the demo was made: the page shows its own dates.
    const study = ((await (await page.request.get('/api/projects?q=SWR-2026-014')).json()) as { items: { code: string; fieldworkStart: string; fieldworkEnd: string }[] }).items.find((p) => p.code === 'SWR-2026-014')!;
    const day = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    await expect(page.getByText(`${day(study.fieldworkStart)} – ${day(study.fieldworkEnd)}`)).toBeVisible();
    // The dataset opens on its results: a question summary, never an id column.
    await expect(page.getByTestId('frequency')).toBeVisible();
    await expect(page.getByLabel('Question', { exact: true })).not.toHaveValue('respondent_id');
    await page.getByRole('tab', { name: 'Data table' }).click();
    await expect(page.getByTestId('dataset-table')).toBeVisible();
    // Headers are readable, with the raw column name under them.
    await expect(page.getByTestId('dataset-table').locator('thead')).toContainText('Weekly grocery spend (AED)');
    await expect(page.getByTestId('dataset-table').locator('thead')).toContainText('weekly_grocery_spend_aed');

    // Sorting by a column asks the server for the sorted page.
    await page.getByRole('button', { name: /^Age/ }).click();
    await expect(page.getByTestId('dataset-table').locator('tbody tr').first()).toContainText('1005');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download Wave 1 topline/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('wave1-topline.csv');
    const text = await readFile((await download.path())!, 'utf8');
    // UTF-8 with a BOM (so Excel reads Arabic), formula cells neutralised.
    expect(text.replace(/^\ufeff/, '').startsWith('respondent_id,emirate,age')).toBe(true);

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const phone = `+971 4 555 ${String(Date.now() % 10_000).padStart(4, '0')}`;
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByTestId('toast-viewport').getByText('Profile saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Phone')).toHaveValue(phone);

    // A wrong current password is refused by the server and shown by its field; nothing is changed.
    await page.getByLabel('Current password').fill('not-the-current-one');
    await page.getByLabel('New password', { exact: true }).fill('another-long-password');
    await page.getByLabel('Repeat the new password').fill('another-long-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('toast-viewport').getByText('Logged out', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/client-auth$/);
    await page.goto('/client-dashboard');
    await expect(page).toHaveURL(/\/client-auth$/);
  });
});
