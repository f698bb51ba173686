import { expect, test } from '../support/test';
import { startRemoteHost } from '../../scripts/stack';
import { STACK_SETUP_TIMEOUT_MS, startIsolatedStack, type IsolatedStack } from '../support/isolated-stack';
import { E2E_ISOLATED_PORT } from '../support/stack-env';

// This file stops and restarts a remote, so it runs on a stack of its own.
const PORT = E2E_ISOLATED_PORT;
let stack: IsolatedStack;

test.beforeAll(async ({}, testInfo) => {
  // A fresh embedded database is initialised on start: slower than a test on a busy machine.
  testInfo.setTimeout(STACK_SETUP_TIMEOUT_MS);
  stack = await startIsolatedStack(PORT);
});
test.afterAll(async () => {
  await stack?.dispose();
});

test('a stopped remote shows a plain message with a retry, and the rest of the site keeps working', async ({ page }) => {
  await page.goto(`${stack.url}/client-login`);
  await expect(page.getByLabel('E-mail')).toBeVisible();

  // Stop the marketing remote, then open a marketing page.
  const marketing = stack.processes.find((p) => p.name === 'marketing')!;
  await marketing.stop();
  await page.goto(`${stack.url}/this-is-missing`);
  await expect(page.getByRole('banner')).toBeVisible();
  // The header's link home (the logo): a client-side navigation into the stopped remote.
  await page.locator('header a[href="/"]').first().click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The header still navigates to the other remote.
  await page.goto(`${stack.url}/client-login`);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();

  // Bring the remote back: the retry loads the page without a reload.
  const restarted = startRemoteHost('marketing', PORT + 1, [stack.url], 'ignore');
  stack.processes.push(restarted);
  await expect.poll(async () => (await fetch(`${stack.marketingUrl}assets/remoteEntry.js`).catch(() => null))?.status ?? 0).toBe(200);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
