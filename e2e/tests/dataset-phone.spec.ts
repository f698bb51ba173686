import { expect, test } from '../support/test';
import { signIn } from '../support/portal';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * What the demo client sees on the demo grocery dataset (12 respondents: respondent_id 1001–1012,
 * emirate, age, gender, weekly_grocery_spend_aed 430–1,480 …) on a 390 px phone.
 */
test.describe('a data item on a phone', () => {
  test.describe.configure({ timeout: 120_000 });

  test('opens on a question, not the id; shows % with counts and the base; round bins; readable headers with the raw name; a table that says it scrolls', async ({ page }) => {
    await signIn(page, 'client');
    const projects = await (await page.request.get('/api/projects?q=SWR-2026-014')).json();
    const projectId = projects.items.find((p: { code: string }) => p.code === 'SWR-2026-014').id as string;
    await page.goto(`/client-dashboard/project/${projectId}`);

    // The id is never the chart, nor even offered as a question.
    const question = page.getByLabel('Question', { exact: true });
    await expect(question).toHaveValue('emirate');
    expect(await question.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).not.toContain('respondent_id');

    // A categorical question: percentages and counts, with the base.
    const frequency = page.getByTestId('frequency');
    await expect(frequency.getByTestId('frequency-base')).toHaveText('Base: 12 respondents');
    await expect(frequency.getByRole('columnheader')).toHaveText(['Answer', 'Bar', '%', 'Count']);
    const dubai = frequency.getByRole('row', { name: /^Dubai/ });
    await expect(dubai.getByRole('cell').nth(1)).toHaveText('41.7%');
    await expect(dubai.getByRole('cell').nth(2)).toHaveText('5');

    // A numeric question: bins with round edges, and the file's name under the readable label.
    await question.selectOption('weekly_grocery_spend_aed');
    await expect(frequency.locator('figcaption')).toContainText('Weekly grocery spend (AED)');
    await expect(frequency.getByTestId('raw-name')).toHaveText(/weekly_grocery_spend_aed/);
    await expect(frequency.getByTestId('frequency-table').locator('tbody th')).toHaveText(['400–600', '600–800', '800–1,000', '1,000–1,200', '1,200–1,400', '1,400–1,600']);

    // Nothing in the chart or its table is smaller than 12 px on the phone.
    const sizes = await frequency.locator('figcaption span, th, td, dt, dd, button').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => parseFloat(getComputedStyle(e).fontSize)));
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    // …and the chart fits the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The data table: readable headers with raw names, and a visible, announced cue that it scrolls sideways.
    await page.getByRole('tab', { name: 'Data table' }).click();
    const region = page.getByRole('region', { name: 'Dataset rows' });
    await expect(region.locator('thead')).toContainText('Weekly grocery spend (AED)');
    await expect(region.locator('thead')).toContainText('weekly_grocery_spend_aed');
    const hint = page.getByTestId('scroll-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText(/Scroll sideways to see every column/);
    await expect(region).toHaveAttribute('aria-describedby', (await hint.getAttribute('id'))!);
    await expect(region).toHaveAccessibleDescription(/Scroll sideways to see every column/);
    const fontSize = await hint.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(12);
    // The fading edge marks the hidden columns until the reader gets to the last one.
    await expect(page.getByTestId('scroll-shadow')).toBeVisible();
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(page.getByTestId('scroll-shadow')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/dataset-phone-390.png', fullPage: true });
  });
});
