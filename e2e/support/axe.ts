import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe-core's WCAG violations for what the page shows now. axe is injected once per document and
 * run in it directly: @axe-core/playwright re-injects it and finishes every run in a second page,
 * which made each check 3–4 times slower (0.55–0.85 s against 0.10–0.28 s per page here) and the
 * accessibility spec the longest part of CI. Our pages have no frames; one would need that
 * builder's frame handling, so a page with a frame fails here instead of being half checked.
 */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<AxeResults['violations']> {
  const frames = await page.locator('iframe').count();
  if (frames > 0) throw new Error(`${page.url()} has ${frames} frame(s): check it with @axe-core/playwright, which audits frames too`);
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined'))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] };
  return page.evaluate((runOptions) => (window as AxeWindow).axe!.run(document, runOptions).then((result) => result.violations), options);
}
