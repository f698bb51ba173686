import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/portal';
import { waitForMail } from '../support/mailbox';

/** A small PDF: the bff checks the bytes, so this must really start like one. */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n% ${title}\n%%EOF\n`,
    'latin1',
  );

async function clientPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'client');
  return { page, close: () => context.close() };
}

/** Staff hand the client a report through the portal: upload, a publish that asks first, the client's download, and unpublish. */
test.describe('deliverables', () => {
  test.describe.configure({ timeout: 150_000 });

  test('staff upload and publish after the confirmation; the client downloads it; unpublishing takes it away', async ({ page, browser }) => {
    await signIn(page, 'staff');
    const projects = await (await page.request.get('/api/projects?q=SWR-2026-014')).json();
    const projectId = projects.items.find((p: { code: string }) => p.code === 'SWR-2026-014').id as string;
    const title = `Wave 1 topline report ${Date.now().toString(36)}`;

    await page.goto(`/swatdashboard/project/${projectId}`);
    await page.getByLabel('Deliverable file').setInputFiles({ name: 'topline.pdf', mimeType: 'application/pdf', buffer: pdf(title) });
    await page.getByLabel('Deliverable title').fill(title);
    await page.getByRole('button', { name: 'Add the deliverable' }).click();
    await expect(page.getByTestId('toast-viewport').getByText('Uploaded', { exact: true })).toBeVisible();
    const row = page.getByTestId('admin-deliverable').filter({ hasText: title });
    await expect(row.getByTestId('draft-badge')).toBeVisible();
    await expect(row.getByTestId('deliverable-version')).toHaveCount(1);

    const client = await clientPage(browser);
    try {
      await client.page.goto(`/client-dashboard/project/${projectId}`);
      await expect(client.page.getByRole('heading', { name: 'Deliverables' })).toBeVisible();
      await expect(client.page.getByText(title)).toHaveCount(0);

      // The confirmation names the client and shows the mail they will get, before anything is sent.
      await row.getByRole('button', { name: /^Publish/ }).click();
      const dialog = row.getByTestId('publish-dialog');
      // Everyone of the client's company who sees the project: the lead and her colleague on it.
      await expect(dialog.getByTestId('publish-recipients')).toContainText('Aisha Al Marzouqi');
      await expect(dialog.getByTestId('publish-recipients')).toContainText(DEMO.client);
      await expect(dialog.getByTestId('publish-recipients')).toContainText('Omar Haddad');
      const aishaMail = dialog.getByTestId('publish-mail-preview').filter({ hasText: 'Aisha' });
      await expect(aishaMail).toContainText(`SWR-2026-014 deliverable is ready: ${title}`);
      await expect(aishaMail).toContainText(`/client-dashboard/project/${projectId}`);
      await dialog.getByRole('button', { name: 'Publish and send the e-mail' }).click();
      await expect(row.getByTestId('draft-badge')).toHaveCount(0);
      await expect(row.getByTestId('published-badge')).toBeVisible();
      const mail = await waitForMail(DEMO.client, new RegExp(title));
      expect(mail.text).toContain(`/client-dashboard/project/${projectId}`);

      await client.page.reload();
      const item = client.page.getByTestId('client-deliverable').filter({ hasText: title });
      await expect(item).toBeVisible();
      const [download] = await Promise.all([client.page.waitForEvent('download'), item.getByTestId('deliverable-download').click()]);
      expect(download.suggestedFilename()).toBe('topline.pdf');
      const href = (await item.getByTestId('deliverable-download').getAttribute('href'))!;
      const opened = await client.page.request.get(href);
      expect(opened.status()).toBe(200);
      expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="topline\.pdf"/);
      expect(opened.headers()['x-content-type-options']).toBe('nosniff');

      // Unpublish asks first; the client loses access at once.
      await row.getByRole('button', { name: /^Unpublish/ }).click();
      await row.getByRole('button', { name: 'Yes, unpublish' }).click();
      await expect(row.getByTestId('draft-badge')).toBeVisible();
      expect((await client.page.request.get(href)).status()).toBe(404);
      await client.page.reload();
      await expect(client.page.getByRole('heading', { name: 'Deliverables' })).toBeVisible();
      await expect(client.page.getByText(title)).toHaveCount(0);

      const timeline = page.getByTestId('activity-timeline');
      await page.reload();
      await expect(timeline.getByTestId('audit-entry').filter({ hasText: 'deliverable.unpublish' })).toBeVisible();
    } finally {
      await client.close();
    }
  });
});
