import { expect, test, waitForLiveShell } from '../support/test';

test.describe('shell layout and page behaviour', () => {
  for (const path of ['/client-login', '/client', '/client-auth']) {
    test(`${path} hides the header, footer and chat on a grey background`, async ({ page }) => {
      const response = await page.goto(path);
      test.skip(response?.status() === 404, `${path} is not published by the portal yet`);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('div[data-layout="plain"]')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      // Long enough for the idle-loaded chat to have appeared on a site page.
      await page.waitForTimeout(2_500);
      await expect(page.getByTestId('chat-toggle')).toHaveCount(0);
      const background = await page.locator('div[data-layout="plain"]').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe('rgb(243, 245, 247)');
    });
  }

  test('an unknown path answers 404 with the not-found page inside the site chrome', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByTestId('not-found').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a route change scrolls to the top, fades the page in over 0.3 s, focuses the heading and updates the head', async ({ page }) => {
    await page.addInitScript(() => {
      const fades: number[] = [];
      (window as unknown as { __fades: number[] }).__fades = fades;
      const original = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        if (this.id === 'main') fades.push(typeof options === 'number' ? options : Number(options?.duration));
        return original.call(this, keyframes, options);
      };
    });
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    // A click before the shell is live is an ordinary page load (no fade): a CI run on a busy machine did that.
    await waitForLiveShell(page);
    // No fade on the first load: the page is already there.
    expect(await page.evaluate(() => (window as unknown as { __fades: number[] }).__fades)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __fades: number[] }).__fades)).toEqual([300]);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page).toHaveTitle(/training/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/training$/);
  });

  test('with reduced motion there is no fade', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __fades: string[] }).__fades = calls;
      const original = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        if (this.id === 'main') calls.push('fade');
        return original.call(this, keyframes, options);
      };
    });
    await page.goto('/');
    await waitForLiveShell(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Training' }).click();
    await expect(page.locator('main h1')).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { __fades: string[] }).__fades)).toEqual([]);
    await context.close();
  });

  test('the F8 key focuses the notifications viewport', async ({ page }) => {
    await page.goto('/');
    await waitForLiveShell(page);
    await page.keyboard.press('F8');
    await expect(page.getByTestId('toast-viewport')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
  });

  test('going offline and online shows the connection toasts', async ({ page, context }) => {
    await page.goto('/');
    await waitForLiveShell(page);
    await context.setOffline(true);
    await expect(page.getByTestId('toast-viewport').getByText('Connection Issue')).toBeVisible();
    await expect(page.getByTestId('toast-viewport')).toContainText('You appear to be offline. Some features may not work properly.');
    const reload = page.waitForEvent('load');
    await context.setOffline(false);
    await expect(page.getByTestId('toast-viewport').getByText('Connection Restored')).toBeVisible();
    // The spec reloads the page 2 s after the connection returns.
    await reload;
  });
});

test.describe('desktop header', () => {
  for (const width of [1024, 1280, 1440]) {
    for (const path of ['/', '/ar']) {
      test(`at ${width} px on ${path} every main navigation entry sits on one line and nothing scrolls sideways`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const entries = page.getByRole('banner').getByRole('navigation').first().locator(':scope > ul > li');
        await expect(entries).toHaveCount(7);
        const heights = await entries.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
        // One line of 14–15 px text in a 36–40 px hit area; a wrapped label doubles it.
        for (const height of heights) expect(height).toBeLessThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      });
    }
  }
});
