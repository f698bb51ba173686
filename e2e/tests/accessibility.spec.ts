import type { Page } from '@playwright/test';
import { marketingRouteTable } from '../../marketing-remote/src/content/routes';
import { expect, test } from '../support/test';
import { signIn } from '../support/portal';
import { axeViolations } from '../support/axe';

/** WCAG 2.2 AA as axe-core tags it (issue 12, item 17). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * Every public page once per language. Sub-routes that only scroll to a section of the same page
 * (/about/who-we-are) render exactly what their page renders, so checking them again adds time, not coverage.
 */
const publicPaths = (lang: 'en' | 'ar') => marketingRouteTable.filter((route) => route.lang === lang && !route.section).map((route) => route.path);

type Findings = Record<string, string[]>;

/** Runs axe on what the page shows now and files any violation under `state`, with the first offending nodes named. */
async function audit(page: Page, state: string, findings: Findings) {
  // What a visitor reads is the settled state: axe measures colour contrast through opacity, so a
  // toast still fading in reads as faint text (a CI run caught one mid-animation). Endless ones (spinners) are left to run.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Violations only: collecting the passes as well costs time and is never read here.
  for (const violation of await axeViolations(page, WCAG_TAGS)) {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    (findings[state] ??= []).push(`${violation.id} (${violation.nodes.length}): ${targets.join(' | ')}`);
  }
}

/** Waits until the page has come alive: its heading is there and React owns it (prerendered pages hydrate in place). */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 })
    .toBe(true);
}

/** Audits what is on screen at both widths: one navigation, two checks (the layout answers to the width through CSS). */
async function auditBothWidths(page: Page, state: string, findings: Findings) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await audit(page, `${state} @${viewport.width}`, findings);
  }
}

async function visitAndAudit(page: Page, path: string, findings: Findings) {
  await page.goto(path);
  // Prerendered markup is what hydration keeps (the suite fails on any mismatch), so the page is checked as it arrives.
  await expect(page.locator('main h1').first()).toBeVisible();
  await auditBothWidths(page, path, findings);
}

/** A form field's edge against the white it sits on (WCAG 1.4.11 asks 3:1). */
async function fieldEdgeContrast(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((field) => {
    const channels = getComputedStyle(field).borderTopColor.match(/[\d.]+/g)!.slice(0, 3).map(Number);
    const [r, g, b] = channels.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
  });
}

test.describe('WCAG 2.2 AA (axe) at 390 and 1440 px', () => {
  // CI runs two workers: the groups below spread over them.
  test.describe.configure({ mode: 'parallel', timeout: 360_000 });

  test('the audit reports a violation when a page has one (it is not vacuous)', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    // Outside React's root, so hydration and later renders leave it alone. Styled through the CSSOM:
    // the CSP drops inline style attributes.
    await page.evaluate(() => {
      const image = Object.assign(document.createElement('img'), { src: '/favicon.svg', width: 20, height: 20 });
      const faint = Object.assign(document.createElement('p'), { textContent: 'Faint words on white' });
      for (const [property, value] of Object.entries({ position: 'fixed', top: '0', left: '0', 'z-index': '9999', margin: '0', color: '#ddd', background: '#fff' })) faint.style.setProperty(property, value);
      document.body.append(image, faint);
    });
    const ids = (await axeViolations(page, WCAG_TAGS)).map((violation) => violation.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`every public ${lang === 'en' ? 'English' : 'Arabic'} page has no axe violations`, async ({ page }) => {
      const findings: Findings = {};
      for (const path of publicPaths(lang)) await visitAndAudit(page, path, findings);
      expect(findings).toEqual({});
    });
  }

  for (const viewport of VIEWPORTS) {
    test(`open states at ${viewport.width} px have no axe violations: ${viewport.width < 1024 ? 'mobile menu' : 'dropdown'}, chat, toast, contact form errors`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const findings: Findings = {};
      for (const home of ['/', '/ar']) {
        await page.goto(home);
        await settled(page);
        if (viewport.width < 1024) {
          const toggle = page.getByRole('banner').getByRole('button', { expanded: false, name: home === '/' ? 'Menu' : 'القائمة' });
          await toggle.click();
          const menu = page.getByRole('dialog');
          await expect(menu).toBeVisible();
          // Open one of the menu's sections too, so its links are part of what is checked.
          await menu.getByRole('button', { expanded: false }).first().click();
          await audit(page, `${home} mobile menu open`, findings);
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
        } else {
          const trigger = page.getByRole('banner').getByRole('navigation').getByRole('button').first();
          await trigger.focus();
          await page.keyboard.press('Enter');
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
          await audit(page, `${home} dropdown open`, findings);
          await page.keyboard.press('Escape');
        }
        await page.getByTestId('chat-toggle').click();
        await expect(page.getByTestId('chat-panel')).toBeVisible();
        await audit(page, `${home} chat open`, findings);
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('chat-panel')).toBeHidden();
      }

      // A form sent empty shows its errors; a toast follows a failed chat message.
      await page.goto('/contact');
      await settled(page);
      expect(await fieldEdgeContrast(page, 'main input[type="email"]')).toBeGreaterThanOrEqual(3);
      await page.locator('main form').getByRole('button', { name: /send/i }).click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await audit(page, '/contact form with errors', findings);

      await page.route('**/api/chat', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"bad"}' }));
      // The errors put focus in the first wrong field, and on phones the chat button steps aside while a field has focus.
      await page.locator('main h1').first().click();
      await page.getByTestId('chat-toggle').click();
      const input = page.getByTestId('chat-panel').getByRole('textbox');
      expect(await fieldEdgeContrast(page, '[data-testid="chat-panel"] input')).toBeGreaterThanOrEqual(3);
      await input.fill('Hello');
      await input.press('Enter');
      await expect(page.getByTestId('toast-viewport').getByRole('alert')).toBeVisible();
      await audit(page, '/contact chat answered with a toast', findings);
      expect(findings).toEqual({});
    });
  }

  test('the client portal, signed out and signed in, has no axe violations', async ({ page }) => {
    const findings: Findings = {};
    for (const path of ['/client-login', '/forgot-password', '/swatadmin']) await visitAndAudit(page, path, findings);
    expect(await fieldEdgeContrast(page, 'main input')).toBeGreaterThanOrEqual(3);

    await signIn(page, 'client');
    await settled(page);
    await auditBothWidths(page, '/client-dashboard', findings);
    const project = page.locator('main a[href*="/client-dashboard/project/"]').first();
    if ((await project.count()) > 0) {
      await project.click();
      await settled(page);
      await auditBothWidths(page, '/client-dashboard/project/:id', findings);
    }
    await visitAndAudit(page, '/client-dashboard/profile', findings);
    expect(findings).toEqual({});
  });

  test('every staff screen, with its forms and dialogs, has no axe violations', async ({ page }) => {
    const findings: Findings = {};
    await signIn(page, 'admin');
    await settled(page);
    await auditBothWidths(page, '/swatdashboard', findings);
    for (const path of ['/swatdashboard/clients', '/swatdashboard/inquiries', '/swatdashboard/chats', '/swatdashboard/staff', '/swatdashboard/audit', '/swatdashboard/outbox']) {
      await visitAndAudit(page, path, findings);
    }

    await page.goto('/swatdashboard/create-project');
    await settled(page);
    expect(await fieldEdgeContrast(page, 'main input')).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('Enter a title.')).toBeVisible();
    await auditBothWidths(page, '/swatdashboard/create-project form with errors', findings);
    // Something typed, then a way out: the page asks before the changes are lost.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByLabel('Title').fill('Unsaved study');
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await auditBothWidths(page, '/swatdashboard/create-project leave dialog', findings);
    await page.getByRole('button', { name: 'Stay on this page' }).click();

    await page.goto('/swatdashboard');
    await settled(page);
    await page.locator('main a[href*="/swatdashboard/project/"]').first().click();
    await settled(page);
    await auditBothWidths(page, '/swatdashboard/project/:id', findings);
    // The upload form's title field points only at messages that are there.
    const describedBy = (await page.getByLabel('Title (optional)').getAttribute('aria-describedby')) ?? '';
    for (const id of describedBy.split(' ').filter(Boolean)) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    const dataItem = page.locator('main a[href*="/data/"]').first();
    if ((await dataItem.count()) > 0) {
      await dataItem.click();
      await settled(page);
      await auditBothWidths(page, '/swatdashboard/project/:id/data/:dataId', findings);
    }
    expect(findings).toEqual({});
  });
});
