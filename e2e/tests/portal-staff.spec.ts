import { expect, test } from '../support/test';
import { API_REQUEST_HEADERS } from '../../shared-contracts/src/http/api-request';
import { signIn, uniqueCode } from '../support/portal';
import { E2E_BASE_URL } from '../support/stack-env';

const CSV = ['region,visits,channel', 'Dubai,120,Online', 'Abu Dhabi,80,Store', 'Sharjah,45,Online', 'Ajman,30,Store', 'Dubai,95,Online'].join('\n');

test.describe('staff area', () => {
  // Whole journeys through several pages; the suite's 45 s default is tight on a busy CI machine.
  test.describe.configure({ timeout: 120_000 });

  test('staff create a project for a client, upload a CSV, see its table and chart, edit the project; the client sees it', async ({ page, browser }) => {
    const code = uniqueCode('E2E');
    const title = `Footfall study ${code}`;

    await signIn(page, 'staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^All \(\d+\)/ })).toBeVisible();

    await page.getByRole('link', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a project' })).toBeVisible();
    // The shared schema answers in the page before anything is sent.
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Enter a title.')).toBeVisible();

    await page.getByLabel('Project code').fill(code);
    await page.getByLabel('Title').fill(title);
    const client = page.getByLabel('Client');
    await expect(client.locator('option', { hasText: 'client@demo.swatresearch.ae' })).toHaveCount(1);
    const clientValue = await client.locator('option', { hasText: 'client@demo.swatresearch.ae' }).getAttribute('value');
    await client.selectOption(clientValue!);
    await page.getByLabel('Markets').fill('AE, OM');
    await page.getByLabel('Target sample size').fill('400');
    await page.getByLabel('Completes').fill('100');
    await page.getByLabel('Budget (USD)').fill('15000');
    await page.getByLabel('Fieldwork start').fill('2026-04-01');
    await page.getByLabel('Fieldwork end').fill('2026-04-30');
    await page.getByRole('button', { name: 'Create project' }).click();

    await expect(page).toHaveURL(/\/swatdashboard\/project\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('$15,000')).toBeVisible();
    const projectUrl = page.url();

    await page.getByLabel('File', { exact: true }).setInputFiles({ name: `footfall-${code}.csv`, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByLabel('Title (optional)').fill('Footfall by emirate');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('toast-viewport').getByText('File uploaded', { exact: true })).toBeVisible();
    const item = page.getByTestId('admin-data-item').filter({ hasText: 'Footfall by emirate' });
    await expect(item).toContainText('table');
    // Uploads start as drafts; the client further down sees this one because it is published.
    await item.getByRole('button', { name: /^Publish/ }).click();
    // The confirmation names who will be e-mailed; publishing happens only from there.
    await item.getByTestId('publish-dialog').getByRole('button', { name: /^Publish/ }).click();
    await expect(item.getByTestId('draft-badge')).toHaveCount(0);

    await item.getByRole('link', { name: 'Footfall by emirate', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Footfall by emirate' })).toBeVisible();
    await page.getByLabel('Question', { exact: true }).selectOption('region');
    await expect(page.getByTestId('frequency-table').getByRole('row', { name: /Dubai/ })).toContainText('40.0%');
    await page.getByRole('tab', { name: 'Data table' }).click();
    await expect(page.getByTestId('dataset-table').locator('tbody tr')).toHaveCount(5);

    await page.goto(projectUrl);
    await page.getByRole('link', { name: 'Edit project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${code}` })).toBeVisible();
    await page.getByLabel('Title').fill(`${title} (wave 2)`);
    await page.getByLabel('Status').selectOption('in_field');
    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Client accounts' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Leave without saving?');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(projectUrl);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (wave 2)` })).toBeVisible();
    await expect(page.getByText('Draft → In field')).toBeVisible();

    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, 'client');
    const card = clientPage.getByTestId('client-project-card').filter({ hasText: code });
    await expect(card).toContainText(`${title} (wave 2)`);
    await expect(card).toContainText('100 of 400 (25%)');
    await expect(card).toContainText('Footfall by emirate');
    await clientContext.close();
  });

  test('staff delete a data item only after confirming', async ({ page }) => {
    const code = uniqueCode('E2D');
    await signIn(page, 'admin');
    await page.goto('/swatdashboard/create-project');
    await page.getByLabel('Project code').fill(code);
    await page.getByLabel('Title').fill(`Delete check ${code}`);
    const client = page.getByLabel('Client');
    const value = await client.locator('option', { hasText: 'client2@demo.swatresearch.ae' }).getAttribute('value');
    await client.selectOption(value!);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Delete check ${code}` })).toBeVisible();
    await expect(page.getByText('No files yet')).toBeVisible();

    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
    await page.getByRole('button', { name: 'Upload' }).click();
    const item = page.getByTestId('admin-data-item').filter({ hasText: 'notes' });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /^Delete/ }).click();
    await item.getByRole('button', { name: 'Keep it' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /^Delete/ }).click();
    await item.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('No files yet')).toBeVisible();

    // A search narrows the dashboard to this project.
    await page.goto(`/swatdashboard?q=${code}`);
    await expect(page.getByTestId('admin-projects-table').locator('tbody tr')).toHaveCount(1);
  });

  test('staff pages for client accounts, inquiries and chat transcripts load with their states', async ({ page }) => {
    await signIn(page, 'staff');
    await page.getByRole('link', { name: 'Client accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client accounts' })).toBeVisible();
    await expect(page.getByTestId('client-row').filter({ hasText: 'client@demo.swatresearch.ae' })).toBeVisible();

    const email = `e2e-${Date.now().toString(36)}@example.com`;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('E2E Client');
    await page.getByLabel('New company', { exact: true }).fill('Test Co');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
    const row = page.getByTestId('client-row').filter({ hasText: email });
    await row.getByRole('button', { name: /^Disable/ }).click();
    await expect(row).toContainText('Disabled');

    await page.getByRole('link', { name: 'Inquiries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Inquiries/ })).toBeVisible();

    // A visitor's conversation (sent as the widget sends it) shows up in the staff transcripts.
    const sessionId = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(21, 'x').slice(0, 21);
    const question = `Do you run fieldwork in Oman? (${sessionId})`;
    const chat = await page.request.post('/api/chat', { data: { message: question, sessionId }, headers: { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS } });
    expect(chat.status()).toBe(200);
    await page.getByRole('link', { name: 'Chat transcripts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat transcripts' })).toBeVisible();
    await page.getByRole('link', { name: question }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Conversation ${sessionId}` })).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText(question);
  });
});
