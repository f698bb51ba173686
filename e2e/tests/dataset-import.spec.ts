import iconv from 'iconv-lite';
import { expect, test } from '../support/test';
import { signIn } from '../support/portal';

/** Staff upload CSVs as Excel writes them; a file that cannot be read is refused with what is wrong in it. */
test.describe('CSV import', () => {
  test.describe.configure({ timeout: 120_000 });

  test('reads an Arabic-Windows CSV, and names the line of a broken one', async ({ page }) => {
    await signIn(page, 'staff');
    const projects = await (await page.request.get('/api/projects?q=SWR-2025-087')).json();
    const projectId = projects.items.find((p: { code: string }) => p.code === 'SWR-2025-087').id as string;
    await page.goto(`/swatdashboard/project/${projectId}`);

    // A row with an unquoted comma inside an amount: refused, saying which line and how many fields.
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'spend.csv', mimeType: 'text/csv', buffer: Buffer.from('store,spend_aed,visits\nLulu,250,3\nCarrefour,1,250,4\n') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Line 3 of the CSV file' })).toContainText('Line 3 of the CSV file has 4 fields, but the header has 3. A comma inside a value needs the value in double quotes.');

    // Windows-1256 with semicolons and a quoted line break, as Excel saves "CSV" on Arabic Windows.
    const title = `Arabic Windows ${Date.now().toString(36)}`;
    const bytes = iconv.encode('المدينة;الإنفاق_الأسبوعي;ملاحظة\r\nدبي;250;"جيد\r\nجدا"\r\nالشارقة;180;\r\n', 'windows-1256');
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'arabic.csv', mimeType: 'text/csv', buffer: bytes });
    await page.getByLabel('Title (optional)').fill(title);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('toast-viewport').getByText('File uploaded', { exact: true })).toBeVisible();
    await page.getByTestId('admin-data-item').filter({ hasText: title }).getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('tab', { name: 'Data table' }).click();
    const table = page.getByTestId('dataset-table');
    await expect(table.locator('thead')).toContainText('المدينة');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').first()).toContainText('دبي');
    await expect(table.locator('tbody tr').nth(1)).toContainText('الشارقة');
  });
});
