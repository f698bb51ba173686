import type { Page } from '@playwright/test';
import { expect, test, waitForLiveShell } from '../support/test';

test.use({ viewport: { width: 1280, height: 900 } });

/** A value on window survives client-side navigation and is lost on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('shell navigation', () => {
  test('the header shows the logo and the main navigation exactly, with NEW badges', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: 'SWAT Research logo' })).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['About', '/about'],
      ['Research', '/services'],
      ['Consultancy', '/consultancy'],
      ['SWAT AI', '/swat-ai'],
      ['SWATX', '/swatx'],
      ['Monitor', '/monitor'],
      ['Contact', '/contact'],
    ];
    for (const [label, path] of expected) {
      await expect(nav.locator(`a[href="${path}"]`).first()).toContainText(label!);
    }
    await expect(nav.locator('a[href="/swat-ai"]')).toContainText('NEW');
    await expect(nav.locator('a[href="/monitor"]')).toContainText('NEW');
    await expect(nav.locator('a[href="/about"]')).not.toContainText('NEW');
    await expect(nav.getByRole('button', { name: 'Monitor pages' })).toHaveCount(0);
  });

  test('Monitor turns red on hover', async ({ page }) => {
    await page.goto('/');
    const monitor = page.getByRole('banner').locator('a[href="/monitor"]');
    const before = await monitor.evaluate((el) => getComputedStyle(el).color);
    await monitor.hover();
    await expect.poll(() => monitor.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    expect(before).not.toBe('rgb(180, 35, 24)');
  });

  test('a dropdown opens on hover and navigates client-side', async ({ page }) => {
    await page.goto('/');
    // Hover menus and client-side navigation belong to the live shell; before it a link is a plain link.
    await waitForLiveShell(page);
    await markDocument(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.locator('a[href="/services"]').hover();
    const item = nav.getByRole('link', { name: 'Quality Assurance' });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/services\/quality-assurance$/);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('dropdowns work from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Consultancy pages' });
    await waitForLiveShell(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Market Analysis' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const planning = nav.getByRole('link', { name: 'Strategic Planning' });
    await expect(planning).toBeFocused();
    // The focus ring is visible (not just the browser default being suppressed).
    expect(await planning.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Market Analysis' })).toBeHidden();
  });

  test('internal links keep the page, modifier clicks and external links do not take over', async ({ page, context }) => {
    await page.goto('/');
    await waitForLiveShell(page);
    await markDocument(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL(/\/training$/);
    // The URL changes before the page's code has rendered it; the footer moves down once it has, so
    // the next click waits for the page (a CI run's Ctrl+click once landed beside the moving link).
    await expect(page.locator('main h1')).toHaveText('Research skills your team will use the following Monday');
    expect(await sameDocument(page)).toBe(true);

    const external = footer.getByRole('link', { name: /LinkedIn/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);

    // Ctrl+click opens a new tab and leaves this page where it is.
    const popup = context.waitForEvent('page');
    await footer.getByRole('link', { name: 'Contact' }).click({ modifiers: ['ControlOrMeta'] });
    const opened = await popup;
    await expect(page).toHaveURL(/\/training$/);
    await opened.close();
  });

  test('the footer carries the about text, six service links, contact details and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Dubai-based market research');
    await expect(footer.getByRole('heading', { name: 'Services' }).locator('xpath=..').getByRole('link')).toHaveCount(6);
    await expect(footer).toContainText('Dubai office');
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) await expect(footer.getByRole('link', { name })).toBeVisible();
  });

  test('clicking the current section link scrolls smoothly to the top', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('main h1')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await waitForLiveShell(page);
    await markDocument(page);
    await page.getByRole('banner').locator('a[href="/about"]').first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/about$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('section pages are prefetched when idle, the current page is not, and nothing twice', async ({ page }) => {
    const pageChunks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) pageChunks.push(url.href);
    });
    await page.goto('/contact');
    await expect(page.locator('main h1')).toBeVisible();
    // The home page's code arrives without a visit (home prefetch plus idle prefetch).
    await expect.poll(() => pageChunks.some((p) => /HomePage-/.test(p)), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => pageChunks.some((p) => /AboutPage-/.test(p)), { timeout: 10_000 }).toBe(true);
    // The other sections' prefetches go out in the same idle slot and can still be arriving on a busy
    // machine: wait until no script has been asked for in a second, so the count below is the hover's alone.
    for (let count = -1; count !== pageChunks.length; ) {
      count = pageChunks.length;
      await page.waitForTimeout(1_000);
    }
    // Hovering a section link that was already prefetched fetches nothing more.
    const before = pageChunks.length;
    await page.getByRole('banner').locator('a[href="/about"]').hover();
    await page.waitForTimeout(500);
    expect(pageChunks.length).toBe(before);
    expect(new Set(pageChunks).size).toBe(pageChunks.length);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
