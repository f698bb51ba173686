import { expect, test } from '../support/test';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../shared-contracts/src/http/api-request';
import { signIn } from '../support/portal';

// The API's own outage answers (503 + Retry-After, on a PostgreSQL the bff test stops) are covered in
// bff/src/security/database-outage.test.ts; here the browser receives exactly that answer.
const outage = { status: 503, headers: { 'retry-after': '30', 'content-type': 'application/json' }, body: JSON.stringify({ message: SERVICE_UNAVAILABLE_MESSAGE, requestId: 'e2e' }) };

test('a signed-in client sees "temporarily unavailable" during an outage instead of being signed out, and carries on after it', async ({ page }) => {
  await signIn(page, 'client');
  await page.route('**/api/**', (route) => route.fulfill(outage));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Temporarily unavailable' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText(SERVICE_UNAVAILABLE_MESSAGE);
  await expect(page).toHaveURL(/\/client-dashboard$/);

  await page.unroute('**/api/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Temporarily unavailable' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when the sign-in check fails twice with 502, the client area shows an error with a retry, not the sign-in page', async ({ page }) => {
  await signIn(page, 'client');
  await page.route('**/api/auth/user', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }));
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Temporarily unavailable' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText(SERVICE_UNAVAILABLE_MESSAGE);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByLabel('Password')).toHaveCount(0);

  await page.unroute('**/api/auth/user');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a contact message written during an outage is kept in the browser and sent when the service is back', async ({ page }) => {
  const company = `E2E Outage ${Date.now()}`;
  await page.goto('/contact');
  await page.route('**/api/contact', (route) => route.fulfill(outage));
  await page.getByLabel('Your name').fill('Layla Haddad');
  await page.getByLabel('Company or organisation').fill(company);
  await page.getByLabel('Work e-mail').fill('layla.haddad@example.com');
  await page.getByLabel('Service of interest').selectOption({ index: 1 });
  await page.getByLabel('How can we help?').fill('Please call me about a retail audit in Dubai next month.');
  await page.getByLabel(/I agree that SWAT Research may use these details/).check();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('alert')).toContainText('we kept your message in this browser');
  expect(await page.evaluate(() => localStorage.getItem('swat:contact-outbox'))).toContain(company);
  // Still there after a reload: the browser keeps it, not the page.
  await page.reload();
  await expect(page.getByTestId('contact-outbox')).toBeVisible();

  await page.unroute('**/api/contact');
  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Saved message sent')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('swat:contact-outbox'))).toBeNull();

  await signIn(page, 'staff');
  const inquiries = await page.evaluate(async (q) => (await fetch(`/api/inquiries?q=${encodeURIComponent(q)}`, { credentials: 'include' })).json(), company);
  expect(JSON.stringify(inquiries)).toContain(company);
});
