import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_REQUEST_HEADERS } from '../../shared-contracts/src/http/api-request';
import { E2E_BASE_URL } from '../support/stack-env';
import { signIn } from '../support/portal';

/**
 * 420 respondents in two regions. In each region and gender 105 people: men answer q1 Yes 60
 * times and No 40 (5 blank), women Yes 40 and No 60; men weigh 1.5, women 0.5. Within Dubai
 * the men's 60% Yes against the women's 40% is significant (z = 2.83), so Male gets letter A.
 */
function surveyCsv(): string {
  const lines = ['resp_id,region,gender,q1,weight'];
  let id = 5000;
  for (const region of ['Dubai', 'Sharjah']) {
    for (const gender of ['Male', 'Female']) {
      for (let i = 0; i < 105; i++) {
        const yes = gender === 'Male' ? 60 : 40;
        lines.push([id++, region, gender, i >= 100 ? '' : i < yes ? 'Yes' : 'No', gender === 'Male' ? '1.5' : '0.5'].join(','));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

async function uploadSurvey(page: Page, title: string): Promise<string> {
  await signIn(page, 'staff');
  const projects = await (await page.request.get('/api/projects?q=SWR-2025-087')).json();
  const projectId = projects.items.find((p: { code: string }) => p.code === 'SWR-2025-087').id as string;
  const res = await page.request.post(`/api/projects/${projectId}/data-items`, {
    headers: { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS },
    multipart: { title, kind: 'dataset', file: { name: 'brand-survey.csv', mimeType: 'text/csv', buffer: Buffer.from(surveyCsv()) } },
  });
  expect(res.status()).toBe(201);
  // Uploads start as drafts; publishing makes the dataset the client's.
  const { id } = (await res.json()) as { id: string };
  const published = await page.request.post(`/api/projects/${projectId}/data-items/${id}/publish`, { headers: { origin: E2E_BASE_URL, ...API_REQUEST_HEADERS } });
  expect(published.status()).toBe(200);
  return projectId;
}

test.describe('survey results for a client', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a client reads a frequency, builds a filtered, weighted crosstab with significance letters and downloads it as Excel', async ({ page, browser }) => {
    const title = `Brand survey ${Date.now().toString(36)}`;
    const projectId = await uploadSurvey(page, title);

    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const client = await context.newPage();
    await signIn(client, 'client');
    await client.goto(`/client-dashboard/project/${projectId}`);
    await expect(client.getByTestId('frequency')).toBeVisible();

    // The file has a weight, so results open weighted and say so, with both bases: 400 answered q1,
    // 200 men weighing 1.5 and 200 women 0.5, so the weighted base is 300 + 100 = 400 too.
    await expect(client.getByTestId('weighting')).toHaveText('Weighted by Weight');
    await client.getByLabel('Question', { exact: true }).selectOption('q1');
    const frequency = client.getByTestId('frequency');
    await expect(frequency.getByTestId('frequency-base')).toHaveText('Unweighted base: 400 respondents; weighted base: 400; 20 without an answer');
    // Yes weighted: (120·1.5 + 80·0.5) / 400 = 55%.
    await expect(frequency.getByRole('row', { name: /Yes/ })).toContainText('55.0%');
    // The unweighted view is one click away.
    await client.getByRole('checkbox', { name: /Weight the results/ }).uncheck();
    await expect(client.getByTestId('weighting')).toHaveText('Unweighted: each respondent counts once');
    await expect(frequency.getByTestId('frequency-base')).toHaveText('Base: 400 respondents; 20 without an answer');
    await expect(frequency.getByRole('row', { name: /Yes/ })).toContainText('50.0%');

    // Crosstab: q1 by gender, only Dubai, weighted.
    await client.getByLabel('Rows (question)').selectOption('q1');
    await client.getByRole('checkbox', { name: 'Gender' }).check();
    await client.getByLabel('Filter by').selectOption('region');
    await client.getByLabel('equal to').selectOption('Dubai');
    await client.getByRole('checkbox', { name: /Weight the results/ }).check();
    const table = client.getByTestId('crosstab-table');
    await expect(client.getByTestId('crosstab-notes')).toContainText('Filtered: Region = Dubai.');
    await expect(client.getByTestId('crosstab-notes')).toContainText('Weighted by Weight');
    await expect(table.getByRole('row', { name: /^Unweighted base/ })).toContainText('200');
    await expect(table.getByRole('row', { name: /^Weighted base/ })).toContainText('150');
    await expect(table.getByRole('row', { name: /^Effective base/ })).toBeVisible();
    const yes = table.getByRole('row', { name: /^Yes/ });
    await expect(yes).toContainText('60.0%');
    await expect(yes.getByTestId('sig-letters')).toHaveText('A');
    await client.screenshot({ path: 'test-results/dataset-results-1440.png', fullPage: true });

    const downloadPromise = client.waitForEvent('download');
    await client.getByTestId('export-xlsx').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.find((r) => r[0] === 'Unweighted base (respondents)')).toEqual(['Unweighted base (respondents)', 200, 100, 100]);
    expect(rows.find((r) => r[0] === 'Weighted base')).toEqual(['Weighted base', 200, 50, 150]);
    const yesRow = rows.find((r) => r[0] === 'Yes')!;
    expect(Number(yesRow[2])).toBeCloseTo(0.4, 6); // Female (A)
    expect(Number(yesRow[3])).toBeCloseTo(0.6, 6); // Male (B)
    expect(rows.some((r) => r[0] === '  significantly higher than' && r[3] === 'A')).toBe(true);
    expect(rows.some((r) => typeof r[0] === 'string' && r[0].startsWith('Filtered: Region = Dubai'))).toBe(true);
    await context.close();
  });

  test('on a 390 px phone the chart labels are at least 12 px and wide tables say they scroll', async ({ page, browser }) => {
    const title = `Phone survey ${Date.now().toString(36)}`;
    const projectId = await uploadSurvey(page, title);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await signIn(phone, 'client');
    await phone.goto(`/client-dashboard/project/${projectId}`);
    await expect(phone.getByTestId('frequency')).toBeVisible();
    const sizes = await phone.getByTestId('frequency-table').locator('th, td').evaluateAll((cells) => cells.map((c) => parseFloat(getComputedStyle(c).fontSize)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    await phone.getByLabel('Rows (question)').selectOption('q1');
    await phone.getByRole('checkbox', { name: 'Gender' }).check();
    await phone.getByRole('checkbox', { name: 'Region' }).check();
    await expect(phone.getByTestId('crosstab-table')).toBeVisible();
    await expect(phone.getByTestId('crosstab').getByTestId('scroll-hint')).toBeVisible();
    await phone.screenshot({ path: 'test-results/dataset-results-390.png', fullPage: true });
    await phone.getByRole('tab', { name: 'Data table' }).click();
    await expect(phone.getByTestId('dataset-table')).toBeVisible();
    await expect(phone.getByTestId('scroll-hint')).toBeVisible();
    await context.close();
  });
});
