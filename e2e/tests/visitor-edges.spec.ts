import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/portal';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element on screen').not.toBeNull();
  return b!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Shows a toast the way a visitor meets one: a chat message the server refuses. */
async function raiseToast(page: Page) {
  await page.route('**/api/chat', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"bad"}' }));
  await page.getByTestId('chat-toggle').click();
  const input = page.getByTestId('chat-panel').getByRole('textbox');
  await input.fill('Hello');
  await input.press('Enter');
  const toast = page.getByTestId('toast-viewport').getByRole('alert');
  await expect(toast).toBeVisible();
  return toast;
}

const pageHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('visitor-facing edges', () => {
  test('on a phone a toast sits clear of the chat button, and one held past its time closes once let go', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.clock.install();
    await page.goto('/');
    const toast = await raiseToast(page);
    // Held at once (the mouse rests on it): the clock runs in real time until runFor, and on a busy
    // machine the steps below have taken longer than the toast's five seconds.
    await toast.hover();
    // Escape closes the chat without moving the pointer off the toast.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('chat-panel')).toBeHidden();
    expect(overlaps(await box(toast), await box(page.getByTestId('chat-toggle')))).toBe(false);

    // Held until well past its time: it stays, then goes once the mouse leaves.
    await page.clock.runFor(12_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(toast).toBeHidden();
  });

  test('closing the chat puts focus back on the chat button, with the close button and with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByTestId('chat-toggle');
    await toggle.click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByRole('button', { name: /close/i }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(panel.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
  });

  test('structured data follows client-side navigation; the site-level Organization stays', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/');
    const blocks = () =>
      page.evaluate(() => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
    await expect.poll(async () => (await blocks()).some((b) => b['@type'] === 'Organization')).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(async () => JSON.stringify(await blocks()))
      .toMatch(/"@type":"Organization"[\s\S]*\/contact/);
    const types = (await blocks()).map((b) => b['@type']);
    expect(types.filter((t) => t === 'Organization')).toHaveLength(1);
    expect(JSON.stringify(await blocks())).toContain('BreadcrumbList');
  });

  test('the desktop header offers Client login in both languages, beside the spec navigation', async ({ page }) => {
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [home, name] of [['/', 'Client Login'], ['/ar', 'دخول العملاء']] as const) {
        await page.goto(home);
        const banner = page.getByRole('banner');
        const login = banner.getByRole('link', { name, exact: true });
        await expect(login).toBeVisible();
        // Not inside the spec's navigation list, and the header does not overflow to make room for it.
        await expect(banner.getByRole('navigation').getByRole('link', { name, exact: true })).toHaveCount(0);
        const bar = await box(banner);
        const loginBox = await box(login);
        expect(loginBox.x).toBeGreaterThanOrEqual(bar.x);
        expect(loginBox.x + loginBox.width).toBeLessThanOrEqual(bar.x + bar.width);
        expect(await pageHorizontalOverflow(page)).toBeLessThanOrEqual(0);
      }
    }
    await page.getByRole('banner').getByRole('link', { name: 'دخول العملاء' }).click();
    await expect(page).toHaveURL(/client-login/);
  });

  test('layout: CTA labels on one line at 768 px, no lone card, header and footer aligned with the content at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/');
    // A one-line button is about 50 px tall (12 px padding above and below); a wrapped label makes it 75 px or more.
    const buttons = page.locator('main section a.mk\\:inline-block');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      expect((await box(button)).height, await button.innerText()).toBeLessThan(60);
    }

    await page.setViewportSize(WIDE);
    for (const path of ['/', '/services', '/about', '/consultancy', '/swat-ai']) {
      await page.goto(path);
      // Every grid of cards: the last row holds more than one card, or the grid holds one card in all.
      const lone = await page.locator('main ul.mk\\:grid').evaluateAll((grids) =>
        grids
          .map((grid) => {
            const tops = [...grid.children].map((c) => Math.round(c.getBoundingClientRect().top));
            const last = Math.max(...tops);
            return { count: tops.length, onLastRow: tops.filter((t) => t === last).length };
          })
          .filter((g) => g.count > 1 && g.onLastRow === 1),
      );
      expect(lone, `${path}: grids with a card alone on the last row`).toEqual([]);
    }

    await page.goto('/services');
    const logo = await box(page.getByRole('banner').getByRole('link').first());
    const heading = await box(page.locator('main h1').first());
    expect(Math.abs(logo.x - heading.x)).toBeLessThanOrEqual(4);
    const footerStart = await page.getByRole('contentinfo').locator('div').first().evaluate((el) => el.getBoundingClientRect().x + parseFloat(getComputedStyle(el).paddingInlineStart));
    expect(Math.abs(footerStart - heading.x)).toBeLessThanOrEqual(4);
  });

  test('on a phone the chat button leaves the contact form’s e-mail field free', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/contact');
    const email = page.locator('main input[type="email"]').first();
    await email.click();
    await email.fill('amal@example.ae');
    const toggle = page.getByTestId('chat-toggle');
    const covers = await toggle.isVisible() && overlaps(await box(toggle), await box(email));
    expect(covers).toBe(false);
    await expect(toggle).toBeHidden();
    // Leaving the field brings the chat button back.
    await page.locator('main h1').first().click();
    await expect(toggle).toBeVisible();
  });

  test('office hours read Monday to Friday in English and Arabic', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('main')).toContainText('Monday to Friday');
    await expect(page.locator('main')).not.toContainText('Sunday');
    await page.goto('/ar/contact');
    await expect(page.locator('main')).toContainText('من الاثنين إلى الجمعة');
    await expect(page.locator('main')).not.toContainText('الأحد');
  });

  test('favicon, touch icon and web app manifest are served and linked', async ({ page, request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toContain('image/x-icon');
    expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.status()).toBe(200);
    expect(touch.headers()['content-type']).toContain('image/png');

    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
    const manifest = await request.get(manifestHref!);
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
    expect(body.name).toBe('SWAT Research');
    for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);
    // The browser may fetch it (manifest-src 'self'): no CSP complaint in the console.
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("manifest-src 'self'");
  });

  test('a content page prints without navigation or chat, with its links written out', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByTestId('chat-toggle')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByTestId('chat-toggle')).toBeHidden();
    await expect(page.locator('main h1').first()).toBeVisible();
    const written = await page
      .locator('main a[href^="/"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(written).toMatch(/\(.*\/.*\)/);
  });

  test('staff client accounts fit a 390 px phone; the client area header takes at most two rows', async ({ page, browser }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'staff');
    await page.goto('/swatdashboard/clients');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client accounts' })).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} ${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(await pageHorizontalOverflow(page), wide.join('\n')).toBeLessThanOrEqual(0);

    const context = await browser.newContext({ viewport: PHONE });
    const client = await context.newPage();
    await signIn(client, 'client');
    const header = client.locator('header').first();
    // Items whose vertical middles lie within 12 px of each other share a row.
    const rows = await header.locator(':scope > div > *').evaluateAll((items) => {
      const middles = items.map((i) => i.getBoundingClientRect()).map((r) => r.top + r.height / 2).sort((a, b) => a - b);
      return middles.filter((m, i) => i === 0 || m - middles[i - 1]! > 12).length;
    });
    expect(rows).toBeLessThanOrEqual(2);
    expect(await pageHorizontalOverflow(client)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
