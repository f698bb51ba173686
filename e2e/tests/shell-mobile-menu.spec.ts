import { expect, test, waitForLiveShell } from '../support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test.describe('mobile menu', () => {
  test('opens as a dialog, keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a tap on a page link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await waitForLiveShell(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Consultancy pages' }).tap();
    await dialog.getByRole('link', { name: 'Strategic Planning' }).tap();
    await expect(page).toHaveURL(/\/consultancy\/strategic-planning$/);
    await expect(dialog).toBeHidden();
  });
});
