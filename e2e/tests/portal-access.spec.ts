import { expect, test, waitForLiveShell } from '../support/test';
import { DEMO, signIn } from '../support/portal';
import { E2E_PORTAL_PORT } from '../support/stack-env';

test.describe('portal access rules', () => {
  // Whole journeys through several pages; the suite's 45 s default is tight on a busy CI machine.
  test.describe.configure({ timeout: 120_000 });

  for (const path of ['/client-dashboard', '/client-dashboard/profile', '/client-dashboard/project/00000000-0000-4000-8000-000000000000']) {
    test(`an anonymous visit to ${path} goes to /client-auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/client-auth$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Client portal' })).toBeVisible();
      await expect(page.getByRole('link', { name: /contact us/i })).toHaveAttribute('href', '/contact');
    });
  }

  for (const path of ['/swatdashboard', '/swatdashboard/create-project', '/swatdashboard/clients', '/swatdashboard/project/00000000-0000-4000-8000-000000000000']) {
    test(`an anonymous visit to ${path} goes to /swatadmin`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/swatadmin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    });
  }

  test('portal pages are private: noindex in the served head, plain layout for the client area', async ({ page }) => {
    for (const path of ['/client', '/client-auth', '/client-login', '/swatadmin']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
    }
    await page.goto('/client');
    await expect(page.getByRole('heading', { level: 1, name: 'Client portal' })).toBeVisible();
    // The shell hides its header on the client area's plain layout.
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('a client who opens the admin area sees a plain not-allowed page', async ({ page }) => {
    await signIn(page, 'client2');
    await page.goto('/swatdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByTestId('admin-projects-table')).toHaveCount(0);
  });

  test('staff who open /swatadmin while signed in go straight on to the dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/swatadmin');
    await expect(page).toHaveURL(/\/swatdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  test('a signed-in client who opens /client-login is offered the way on to the dashboard', async ({ page }) => {
    await page.goto('/client-login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByTestId('signed-in-notice')).toHaveCount(0);
    await signIn(page, 'client');
    await page.goto('/client-login');
    const notice = page.getByTestId('signed-in-notice');
    await expect(notice).toContainText('You are signed in as');
    await notice.getByRole('link', { name: 'Go to your projects' }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
  });

  test("sign-in toasts use the spec's words: the server's message or the generic advice on failure, the same welcome for staff", async ({ page }) => {
    const toasts = page.getByTestId('toast-viewport');
    await page.goto('/client-login');
    await waitForLiveShell(page);
    await page.getByLabel('E-mail').fill(DEMO.client);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toasts.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(toasts).toContainText(/password/i);

    // A gateway's bare 503 and an empty JSON body are never shown as they are.
    for (const answer of [{ status: 503, body: '' }, { status: 500, contentType: 'application/json', body: '{}' }]) {
      await page.route('**/api/client/login', (route) => route.fulfill(answer));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(toasts).toContainText('Please check your credentials and try again');
      await expect(toasts).not.toContainText('{}');
      await expect(toasts).not.toContainText('status 503');
      await page.unroute('**/api/client/login');
    }

    await signIn(page, 'staff');
    await expect(toasts.getByText('Login successful', { exact: true })).toBeVisible();
    await expect(toasts).toContainText('Welcome to your Dashboard!');
  });

  test('portal code loads only on portal routes, and the table library only with a dataset', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const fromPortal = () => requests.filter((url) => new URL(url).port === String(E2E_PORTAL_PORT));
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fromPortal()).toEqual([]);
    await signIn(page, 'client2');
    await expect(page.getByTestId('client-project-card').first()).toBeVisible();
    expect(fromPortal().length).toBeGreaterThan(0);
    // This seeded project has no CSV, so the dataset view never loads (other tests may add projects, not to it).
    await page.getByTestId('client-project-card').filter({ hasText: 'SWR-2026-009' }).getByRole('link', { name: /^Open project/ }).click();
    await expect(page.getByRole('heading', { name: 'Data and reports' })).toBeVisible();
    expect(requests.filter((url) => url.includes('DatasetView'))).toEqual([]);
  });
});
