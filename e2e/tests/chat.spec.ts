import { expect, test } from '../support/test';

test.describe('chat assistant, end to end', () => {
  test('answers a question about fieldwork in Saudi Arabia from the site content, with a link', async ({ page }) => {
    await page.goto('/services');
    const toggle = page.getByRole('button', { name: /SWAT Research Assistant/ });
    // The widget's code loads when the browser is idle.
    await expect(toggle).toBeVisible({ timeout: 10_000 });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'SWAT Research Assistant' });
    await expect(panel.getByRole('heading', { name: 'SWAT Research Assistant' })).toBeVisible();

    const reply = page.waitForResponse((r) => r.url().endsWith('/api/chat') && r.request().method() === 'POST');
    await panel.getByRole('textbox').fill('Do you do fieldwork in Saudi Arabia?');
    await panel.getByRole('button', { name: 'Send' }).click();
    expect((await reply).status()).toBe(200);

    const answer = panel.locator('[data-from="assistant"]').last();
    await expect(answer).toContainText('Saudi Arabia');
    await expect(answer).toContainText('/services/geographic-coverage');
    // Methods and timing come from the coverage table, so the marketing build's content index reached the bff.
    await expect(answer).toContainText('CAPI');
    await expect(panel.getByRole('textbox')).toBeEnabled();
  });

  test('an Arabic question gets an Arabic answer pointing to the contact page', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /SWAT Research Assistant/ });
    await expect(toggle).toBeVisible({ timeout: 10_000 });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'SWAT Research Assistant' });
    await panel.getByRole('textbox').fill('كم تكلفة دراسة السوق؟');
    await panel.getByRole('textbox').press('Enter');
    const answer = panel.locator('[data-from="assistant"]').nth(1);
    await expect(answer).toContainText('/contact');
    await expect(answer).toContainText('شكراً');
  });
});
