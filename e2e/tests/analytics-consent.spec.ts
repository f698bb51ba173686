import http from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { STACK_SETUP_TIMEOUT_MS, startIsolatedStack, type IsolatedStack } from '../support/isolated-stack';
import { E2E_PORT } from '../support/stack-env';

// A stack of its own with ANALYTICS_TAG_ID set; the tag manager is a local stand-in, so no internet is needed.
const PORT = E2E_PORT + 11;
const TAG_PORT = E2E_PORT + 14;
const TAG_ORIGIN = `http://127.0.0.1:${TAG_PORT}`;
let stack: IsolatedStack;
let tagServer: http.Server;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(STACK_SETUP_TIMEOUT_MS);
  tagServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    response.end('window.standInTagRuns = (window.standInTagRuns || 0) + 1;');
  });
  await new Promise<void>((resolve) => tagServer.listen(TAG_PORT, '127.0.0.1', resolve));
  stack = await startIsolatedStack(PORT, { ANALYTICS_TAG_ID: 'GTM-E2E0TEST', ANALYTICS_TAG_ORIGIN: TAG_ORIGIN });
});
test.afterAll(async () => {
  await stack?.dispose();
  await new Promise((resolve) => tagServer?.close(resolve));
});

/** Every request the page makes to the tag manager. */
function watchTag(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(TAG_ORIGIN)) seen.push(request.url());
  });
  return seen;
}

/** The page is live and has passed its idle time (the chat button appears then): anything due to load has loaded. */
async function settled(page: Page) {
  await expect(page.getByTestId('chat-toggle')).toBeVisible({ timeout: 15_000 });
}

test('with a tag configured, the banner asks first: nothing loads before "allow", the tag loads after, and the answer is kept', async ({ page }) => {
  const tag = watchTag(page);
  const response = await page.goto(`${stack.url}/about`);
  expect(response?.headers()['content-security-policy']).toContain(TAG_ORIGIN);
  const banner = page.getByRole('region', { name: 'Analytics choice' });
  await expect(banner).toBeVisible();
  await settled(page);
  expect(tag).toEqual([]);
  expect(await page.evaluate(() => 'standInTagRuns' in window)).toBe(false);

  await banner.getByRole('button', { name: 'Allow analytics' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => tag).toEqual([`${TAG_ORIGIN}/gtm.js?id=GTM-E2E0TEST`]);
  await expect.poll(() => page.evaluate(() => (window as { standInTagRuns?: number }).standInTagRuns)).toBe(1);

  // The next visit does not ask again, and the tag loads by itself.
  await page.goto(`${stack.url}/services`);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Analytics choice' })).toHaveCount(0);
  await expect.poll(() => tag.length).toBe(2);
});

test('an Arabic visitor is asked in Arabic; "refuse" loads nothing, and the answer can be changed on the cookie policy page', async ({ page }) => {
  const tag = watchTag(page);
  await page.goto(`${stack.url}/ar`);
  const banner = page.getByRole('region', { name: 'خيار التحليلات' });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('dir', 'rtl');
  await banner.getByRole('button', { name: 'رفض' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(page.getByRole('region', { name: 'خيار التحليلات' })).toHaveCount(0);
  expect(tag).toEqual([]);

  await page.goto(`${stack.url}/cookie-policy`);
  const choice = page.getByTestId('analytics-choice');
  await expect(choice.getByRole('status')).toHaveText('Your choice: analytics refused');
  await choice.getByRole('button', { name: 'Allow analytics' }).click();
  await expect(choice.getByRole('status')).toHaveText('Your choice: analytics allowed');
  await expect.poll(() => tag.length).toBe(1);

  // Taking it back reloads the page without the tag.
  await Promise.all([page.waitForEvent('load'), choice.getByRole('button', { name: 'Refuse analytics' }).click()]);
  await expect(page.getByTestId('analytics-choice').getByRole('status')).toHaveText('Your choice: analytics refused');
  await settled(page);
  expect(tag.length).toBe(1);
  expect(await page.evaluate(() => 'standInTagRuns' in window)).toBe(false);
});

test('without a tag configured there is no banner, no analytics origin in the CSP, and the cookie policy says nothing loads', async ({ page }) => {
  const response = await page.goto('/about');
  expect(response?.headers()['content-security-policy']).not.toMatch(/googletagmanager|google-analytics/);
  await settled(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await page.goto('/cookie-policy');
  await expect(page.getByTestId('analytics-choice')).toHaveText(/No analytics tag is configured on this site at the moment/);
});
