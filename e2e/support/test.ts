import { expect, test as base, type Page } from '@playwright/test';

/** What React says when a prerendered page does not match what the browser renders. */
export const HYDRATION_PROBLEM = /hydrat|did not match|server rendered HTML/i;

/**
 * Playwright's test, with one rule for every spec that uses its `page`: a hydration warning or
 * error in the console fails the test, wherever in the suite it happens.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
    });
    await use(page);
    expect(problems, 'hydration warnings in the console').toEqual([]);
  },
});

/**
 * Waits until the shell has taken the prerendered page over. The page is complete before that, so
 * a check of what it shows needs no wait; one that presses keys or opens menus does.
 */
export async function waitForLiveShell(page: Page): Promise<void> {
  await page.locator('html[data-shell="live"]').waitFor({ state: 'attached' });
}

export { expect };
