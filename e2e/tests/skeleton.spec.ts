import { expect, test, waitForLiveShell } from '../support/test';
import { E2E_MARKETING_PORT, E2E_PORTAL_PORT } from '../support/stack-env';

test.describe('walking skeleton', () => {
  test('the shell shows the marketing home page inside its layout', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/SWAT Research/);
  });

  test('the portal remote serves /client-login with an e-mail and password form', async ({ page }) => {
    await page.goto('/client-login');
    await expect(page.getByRole('heading', { name: 'Client login' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('shared libraries load once, from the shell, never from a remote', async ({ page }) => {
    const sharedChunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('__federation_shared_')) sharedChunks.push(request.url());
    });
    // Both pages are in the HTML before any script runs: wait for the shell and the remote's code.
    await page.goto('/');
    await waitForLiveShell(page);
    await page.goto('/client-login');
    await waitForLiveShell(page);
    await page.waitForLoadState('networkidle');
    expect(sharedChunks.length).toBeGreaterThan(0);
    for (const url of sharedChunks) {
      expect(new URL(url).port, url).not.toBe(String(E2E_MARKETING_PORT));
      expect(new URL(url).port, url).not.toBe(String(E2E_PORTAL_PORT));
    }
  });

  test("a remote page uses the shell's router location and the shell's toasts", async ({ page }) => {
    await page.goto('/client-login?next=/client-dashboard/profile');
    // Read from the shell router's location: a second router copy would throw instead.
    await expect(page.getByTestId('login-next-notice')).toBeVisible();
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The toast is rendered by the shell's single toaster.
    const toast = page.getByTestId('toast-viewport').getByText('Login failed');
    await expect(toast).toBeVisible();
  });

  test('unknown paths answer 404 and show the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /could not find that page/i })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the bff reports health with the database state', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.database).toMatchObject({ reachable: true });
    expect(['pglite', 'postgres']).toContain(body.database.kind);
  });

  test('hashed assets are immutable; remote entries are revalidated and allow the shell origin', async ({ page, request }) => {
    const assetUrls: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/') && new URL(r.url()).port === String(new URL(page.url() || 'http://x').port)) assetUrls.push(r.url());
    });
    await page.goto('/');
    // The heading is in the HTML; the shell's code comes after the first paint.
    await waitForLiveShell(page);
    const shellAsset = assetUrls.find((u) => u.endsWith('.js'));
    expect(shellAsset).toBeTruthy();
    const asset = await request.get(shellAsset!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const origin = new URL(page.url()).origin;
    const entry = await request.get(`http://localhost:${E2E_MARKETING_PORT}/assets/remoteEntry.js`, { headers: { origin } });
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['access-control-allow-origin']).toBe(origin);
  });
});
