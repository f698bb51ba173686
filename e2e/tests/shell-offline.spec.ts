import { expect, test } from '../support/test';

// The service worker registers 2 s after load; these tests let it install and take control.
test.use({ serviceWorkers: 'allow' });

test('after one visit, an offline visit shows the site with the offline notice', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.locator('main h1')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 15_000 })
    .toBe('activated');
  // Visit a second page while online so its code is cached, as a reader would.
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('toast-viewport')).toContainText('You appear to be offline.');
  await context.setOffline(false);
});

test('the worker never answers API calls from its cache', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 15_000 })
    .toBe('activated');
  await page.reload();
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return { names, urls };
  });
  expect(cached.names.every((n) => /^swat-(shell|pages|remote)-[0-9a-f]{12}$/.test(n))).toBe(true);
  expect(cached.urls.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.urls.filter((u) => u.startsWith('/api/'))).toEqual([]);
});
