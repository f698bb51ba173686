import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/portal';

test.describe('chat assistant, end to end', () => {
  test('answers a question about field teams from the site content, with a link', async ({ page }) => {
    await page.goto('/services');
    const toggle = page.getByRole('button', { name: /SWAT Research Assistant/ });
    // The button is in the page from the start; the widget's code comes with the first sign of interest or the press.
    await expect(toggle).toBeVisible({ timeout: 10_000 });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'SWAT Research Assistant' });
    await expect(panel.getByRole('heading', { name: 'SWAT Research Assistant' })).toBeVisible();

    const reply = page.waitForResponse((r) => r.url().endsWith('/api/chat') && r.request().method() === 'POST');
    await panel.getByRole('textbox').fill('In which countries do you have your own field teams?');
    await panel.getByRole('button', { name: 'Send' }).click();
    expect((await reply).status()).toBe(200);

    const answer = panel.locator('[data-from="assistant"]').last();
    // The answer opens with the coverage page's own answer, so the marketing build's content index reached the bff.
    await expect(answer).toContainText('13 markets');
    await expect(answer).toContainText('Saudi Arabia');
    await expect(answer).toContainText('/services/geographic-coverage');
    await expect(panel.getByRole('textbox')).toBeEnabled();
  });

  test('an Arabic price question gets an Arabic answer pointing to the contact page', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /SWAT Research Assistant/ });
    await expect(toggle).toBeVisible({ timeout: 10_000 });
    await toggle.click();
    const panel = page.getByRole('region', { name: 'SWAT Research Assistant' });
    await panel.getByRole('textbox').fill('كم تكلفة دراسة السوق؟');
    await panel.getByRole('textbox').press('Enter');
    const answer = panel.locator('[data-from="assistant"]').nth(1);
    await expect(answer).toContainText('/contact');
    await expect(answer).toContainText('عرض سعر');
    // The quotations address, as a link.
    await expect(answer.getByRole('link', { name: /@/ })).toBeVisible();
  });

  test('links in an answer are real links that navigate inside the app, and the conversation stays', async ({ page }) => {
    const panel = await openChat(page, '/');
    await ask(panel, 'Do you offer training courses?');
    const answer = panel.locator('[data-from="assistant"]').last();
    const link = answer.getByRole('link', { name: '/training' }).first();
    await expect(link).toHaveAttribute('href', '/training');
    // A full page load would lose this marker; client-side navigation keeps it.
    await page.evaluate(() => ((window as unknown as { chatMarker: number }).chatMarker = 1));
    await link.click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { chatMarker?: number }).chatMarker)).toBe(1);
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Do you offer training courses?')).toBeVisible();
  });

  test('Escape closes the panel and puts focus back on the chat button', async ({ page }) => {
    const panel = await openChat(page, '/about');
    await expect(panel.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const toggle = page.getByRole('button', { name: /Chat with the SWAT Research Assistant/ });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('asking for a person opens a form in the chat; the inquiry reaches staff with its transcript', async ({ page }) => {
    const name = `Handoff Visitor ${Date.now()}`;
    const question = 'I would like to talk to a person about a study in Qatar';
    const panel = await openChat(page, '/services');
    await ask(panel, question);
    const form = panel.getByTestId('chat-handoff');
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue(question);
    // The contact form's rules apply: a bad address comes back with its message and nothing is sent.
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('E-mail').fill('not-an-address');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send to the team' }).click();
    await expect(form.getByText('Please enter a valid e-mail address, like name@company.com.')).toBeVisible();
    await form.getByLabel('E-mail').fill('handoff.visitor@example.com');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/chat/handoff'));
    await form.getByRole('button', { name: 'Send to the team' }).click();
    expect((await sent).status()).toBe(201);
    await expect(panel.locator('[data-from="assistant"]').last()).toContainText(`Thank you, ${name}`);

    await signIn(page, 'staff');
    await page.goto('/swatdashboard/inquiries');
    const card = page.getByTestId('inquiry').filter({ hasText: name });
    await expect(card).toBeVisible();
    await card.getByText('Chat transcript').click();
    const transcript = card.getByRole('list', { name: 'Chat transcript' });
    await expect(transcript).toContainText(question);
    await expect(transcript).toContainText('leave your name');
  });
});

async function openChat(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const toggle = page.getByRole('button', { name: /SWAT Research Assistant/ });
  await expect(toggle).toBeVisible({ timeout: 10_000 });
  await toggle.click();
  // The button is in the page from the start; the chat itself opens once its code is here.
  const panel = page.getByRole('region', { name: 'SWAT Research Assistant' });
  await expect(panel.locator('[data-from="assistant"]').first()).toBeVisible();
  return panel;
}

async function ask(panel: Locator, question: string) {
  const before = await panel.locator('[data-from="assistant"]').count();
  await panel.getByRole('textbox').fill(question);
  await panel.getByRole('textbox').press('Enter');
  await expect(panel.locator('[data-from="assistant"]')).toHaveCount(before + 1);
}
