import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const GREETING = /How can I help with your market research needs today\?/;

async function openChat(page: Page) {
  await page.goto('/');
  const toggle = page.getByTestId('chat-toggle');
  // The button is in the page from the start; the widget's code comes with the first sign of interest or the press.
  await expect(toggle).toBeVisible({ timeout: 10_000 });
  await expect(toggle).toHaveAccessibleName(/SWAT Research Assistant/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByRole('heading', { name: 'SWAT Research Assistant' })).toBeVisible();
  return panel;
}

test.describe('chat widget', () => {
  test('sits at the bottom right and starts with the greeting', async ({ page }) => {
    const panel = await openChat(page);
    const box = await page.getByTestId('chat-toggle').boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
    expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
    await expect(panel.locator('[data-from]').first()).toHaveText(GREETING);
  });

  test('sends the message with a 21-character session id and shows the reply', async ({ page }) => {
    const bodies: { message: string; sessionId: string }[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      bodies.push(route.request().postDataJSON());
      await gate;
      await route.fulfill({ json: { message: 'We run fieldwork in all GCC countries.' } });
    });
    const panel = await openChat(page);
    const input = panel.getByLabel('Your message');
    await input.fill('   ');
    await panel.getByRole('button', { name: 'Send' }).click();
    expect(bodies).toHaveLength(0);

    await input.fill('Do you cover Saudi Arabia?');
    await input.press('Enter');
    await expect(input).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
    release();
    await expect(panel.getByText('We run fieldwork in all GCC countries.')).toBeVisible();
    await expect(input).toBeEnabled();
    expect(bodies).toEqual([{ message: 'Do you cover Saudi Arabia?', sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{21}$/) }]);

    await input.fill('And Oman?');
    await input.press('Enter');
    await expect(panel.locator('[data-from="assistant"]')).toHaveCount(3);
    expect(bodies[1]?.sessionId).toBe(bodies[0]?.sessionId);
    // Bubbles stay within 80% of the list's width.
    const widths = await panel.locator('[data-from]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width));
    for (const ratio of widths) expect(ratio).toBeLessThanOrEqual(0.81);
  });

  test('a failed send shows the error toast and the apology bubble', async ({ page }) => {
    await page.route('**/api/chat', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const panel = await openChat(page);
    await panel.getByLabel('Your message').fill('Hello');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText("Sorry, I'm having trouble connecting right now. Please try again later.")).toBeVisible();
    const toasts = page.getByTestId('toast-viewport');
    await expect(toasts.getByText('Error', { exact: true })).toBeVisible();
    await expect(toasts).toContainText('Failed to send your message. Please try again.');
  });

  test("a 502 on /api/chat is retried once after 2 s with the 'Temporary Server Issue' toast, and the reply arrives", async ({ page }) => {
    const times: number[] = [];
    await page.route('**/api/chat', async (route) => {
      times.push(Date.now());
      if (times.length === 1) await route.fulfill({ status: 502, body: 'bad gateway' });
      else await route.fulfill({ json: { message: 'Fieldwork runs in every GCC country.' } });
    });
    const panel = await openChat(page);
    await panel.getByLabel('Your message').fill('Do you cover Kuwait?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const toasts = page.getByTestId('toast-viewport');
    await expect(toasts.getByText('Temporary Server Issue')).toBeVisible();
    await expect(panel.getByText('Fieldwork runs in every GCC country.')).toBeVisible();
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1_900);
    await expect(toasts.getByText('Error', { exact: true })).toHaveCount(0);
  });
});
