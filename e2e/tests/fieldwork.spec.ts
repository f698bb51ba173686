import ExcelJS from 'exceljs';
import { expect, test } from '../support/test';
import { API_REQUEST_HEADERS } from '../../shared-contracts/src/http/api-request';
import { waitForMail } from '../support/mailbox';
import { DEMO, signIn, uniqueCode } from '../support/portal';
import { E2E_BASE_URL } from '../support/stack-env';

const headers = { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS };

/** Interviews as a survey platform reports them: finished today, Riyadh and Jeddah in turn. */
const interviews = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    interviewId: `E2E-${from + i}`,
    completedAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    status: 'complete',
    durationSeconds: 600 + i * 30,
    quota: { city: (from + i) % 2 === 0 ? 'riyadh' : 'jeddah' },
  }));

test.describe('fieldwork', () => {
  test.describe.configure({ timeout: 150_000 });

  test('staff set quotas and a platform key; the platform posts; the open client page updates itself; the report and the stage mail match', async ({ page, browser, request }) => {
    const code = uniqueCode('E2E-FW');
    await signIn(page, 'staff');
    const clients = (await (await page.request.get(`/api/clients?q=${encodeURIComponent(DEMO.client)}`)).json()) as { items: { id: string }[] };
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const created = await page.request.post('/api/projects', {
      headers,
      data: { code, title: `Shopper panel ${code}`, clientId: clients.items[0]!.id, status: 'in_field', targetSampleSize: 20, fieldworkStart: today },
    });
    expect(created.status()).toBe(201);
    const projectId = ((await created.json()) as { id: string }).id;

    // Staff: the quota plan, through the editor.
    await page.goto(`/swatdashboard/project/${projectId}`);
    await page.getByText('Quota plan', { exact: true }).click();
    await page.getByLabel('Overall target', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Add a dimension' }).click();
    await page.getByLabel('Key', { exact: true }).fill('city');
    await page.getByLabel('Label', { exact: true }).fill('City');
    await page.getByLabel('Levels', { exact: true }).fill('riyadh = Riyadh\njeddah = Jeddah');
    await page.getByRole('button', { name: 'Split the overall target evenly' }).click();
    await expect(page.getByLabel('Riyadh', { exact: true })).toHaveValue('10');
    await page.getByRole('button', { name: 'Save the quota plan' }).click();
    await expect(page.getByText('The quota plan is saved.')).toBeVisible();

    // Staff: a key for the platform, shown once.
    await page.getByText('Survey platform keys', { exact: true }).click();
    await page.getByLabel('Name of the key').fill('Decipher');
    await page.getByRole('button', { name: 'Create a key' }).click();
    const secret = (await page.getByTestId('ingest-secret').textContent())!.trim();
    expect(secret).toMatch(/^swk_/);

    // The client opens the project and keeps the page open.
    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signIn(client, 'client');
    await client.goto(`/client-dashboard/project/${projectId}`);
    await expect(client.getByRole('heading', { level: 2, name: 'Fieldwork' })).toBeVisible();
    const quota = client.getByRole('table').filter({ has: client.getByRole('columnheader', { name: 'Target' }) });
    await expect(quota.getByRole('row', { name: /Riyadh/ })).toContainText('0');

    // The survey platform posts 7 interviews: a server, a bearer key, no cookies.
    const posted = await request.post('/api/ingest/v1/fieldwork', { headers: { authorization: `Bearer ${secret}` }, data: { records: interviews(0, 7) } });
    expect(posted.status()).toBe(200);
    expect(await posted.json()).toMatchObject({ stored: 7 });

    // Without a reload: Riyadh 4 of 10, Jeddah 3 of 10, 7 completes.
    await expect(quota.getByRole('row', { name: /Riyadh/ })).toContainText('4', { timeout: 20_000 });
    await expect(quota.getByRole('row', { name: /Jeddah/ })).toContainText('3');
    await expect(client.locator('dt', { hasText: 'Completed interviews' }).locator('..')).toContainText('7');

    // The field report has the page's numbers.
    const downloading = client.waitForEvent('download');
    await client.getByRole('link', { name: 'Download the field report (Excel)' }).click();
    const file = await (await downloading).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const summary = new Map<unknown, unknown>();
    book.getWorksheet('Summary')!.eachRow((row) => summary.set(row.getCell(1).value, row.getCell(2).value));
    expect(summary.get('Completes')).toBe(7);
    const quotas: unknown[][] = [];
    book.getWorksheet('Quotas')!.eachRow((row) => quotas.push((row.values as unknown[]).slice(1, 4)));
    expect(quotas.slice(1)).toEqual([
      ['Riyadh', 10, 4],
      ['Jeddah', 10, 3],
    ]);

    // Staff move the project on; the client's people get one e-mail about it, and the timeline says so.
    await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Quality control' });
    await page.getByLabel('Note for the client (optional)').fill('Back-checks on every interview from Jeddah');
    await page.getByRole('button', { name: 'Move to this stage' }).click();
    const mail = await waitForMail(DEMO.client, new RegExp(`${code}: Quality control`));
    expect(mail.text).toContain('Back-checks on every interview from Jeddah');
    expect(mail.text).toContain(`/client-dashboard/project/${projectId}`);
    await client.reload();
    await expect(client.getByTestId('stage-now')).toContainText('Now: Quality control.');
    await clientContext.close();
  });
});
