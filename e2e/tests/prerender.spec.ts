import type { Page } from '@playwright/test';
import { expect, test, waitForLiveShell } from '../support/test';
import { E2E_MARKETING_PORT } from '../support/stack-env';

/**
 * Every page arrives complete: the bff sends the remote's prerendered page inside the shell's
 * chrome, the browser paints it before any code runs, and the shell takes it over (hydrates)
 * without changing what is on screen.
 */

interface ManifestRoute {
  path: string;
  title: string;
  lang?: 'en' | 'ar';
}

async function publicRoutes(request: import('@playwright/test').APIRequestContext): Promise<ManifestRoute[]> {
  const manifest = (await (await request.get(`http://localhost:${E2E_MARKETING_PORT}/assets/route-manifest.json`)).json()) as { routes: ManifestRoute[] };
  return manifest.routes;
}

/** Records, from before the first byte is parsed, whether a loading placeholder ever showed and how much the layout shifted. */
async function watchFirstView(page: Page) {
  await page.addInitScript(`
    window.__firstView = { placeholder: false, shift: 0, heading: null, shifts: [] };
    new MutationObserver(() => {
      if (/Loading content\\.\\.\\.|Loading the site/.test(document.body ? document.body.innerText : '')) window.__firstView.placeholder = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__firstView.shift += entry.value;
        // What moved, for the failure message: element, class and its box before and after.
        window.__firstView.shifts.push(Math.round(entry.startTime) + 'ms ' + entry.value.toFixed(4) + ': ' + entry.sources.map((s) => s.node ? s.node.nodeName + '.' + String(s.node.className && s.node.className.baseVal !== undefined ? s.node.className.baseVal : s.node.className).slice(0, 60) + ' ' + JSON.stringify([s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height]) + '->' + JSON.stringify([s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height]) : '(gone)').join(' | '));
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => { window.__firstView.heading = document.querySelector('main h1'); });
  `);
}

/** React keeps its fiber on the DOM nodes it owns: there once the page is hydrated. */
const isHydrated = (page: Page) => page.evaluate(() => {
  const heading = document.querySelector('main h1');
  return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
});

test.describe('prerendered pages', () => {
  for (const path of ['/', '/about/our-vision', '/consultancy/market-analysis', '/contact', '/ar', '/client-login', '/client-auth']) {
    test(`${path} is complete in the first response and hydrated in place`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('data-prerendered-route=');
      expect(html).toMatch(/<main[^>]*>[\s\S]*<h1/);

      await watchFirstView(page);
      // What the browser said, for the failure message: a hydration mismatch is logged, not thrown.
      const said: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => said.push(`pageerror: ${error.message.slice(0, 300)}`));
      const saidSoFar = () => said.join(' | ') || 'nothing';
      await page.goto(path);
      try {
        await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      } catch (error) {
        throw new Error(`not hydrated within 15 s; the browser said: ${saidSoFar()}`, { cause: error });
      }
      const view = await page.evaluate(() => {
        const w = window as unknown as { __firstView: { placeholder: boolean; shift: number; heading: Element | null; shifts: string[] } };
        return { placeholder: w.__firstView.placeholder, shift: w.__firstView.shift, shifts: w.__firstView.shifts, sameHeading: w.__firstView.heading === document.querySelector('main h1') };
      });
      // The heading the parser made is the one React now owns: taken over, not drawn again.
      expect(view.sameHeading, `the parsed heading was kept; the browser said: ${saidSoFar()}`).toBe(true);
      expect(view.placeholder, 'a loading placeholder showed').toBe(false);
      expect(view.shift, `layout shifts: ${view.shifts.join('; ')}`).toBeLessThanOrEqual(0.02);
    });
  }

  // A phone short of CPU paints whatever the parser has reached when a frame is due. The bff holds
  // that frame until the whole page is parsed; without the hold, half a sign-in card painted and
  // then recentred, and half a navigation bar jumped across the header (CI, November 2026).
  test('on a CPU twenty times slower, the first frame is already the whole page: nothing moves', async ({ page }) => {
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await watchFirstView(page);
    for (const path of ['/client-login', '/contact', '/client-login']) {
      await page.goto(path);
      await expect.poll(() => isHydrated(page), { timeout: 30_000 }).toBe(true);
      const view = await page.evaluate(() => (window as unknown as { __firstView: { shift: number; shifts: string[] } }).__firstView);
      // A font arriving late may nudge a word (0.0006 seen); the half-parsed frames moved 0.016–0.026.
      expect(view.shift, `${path} moved after its first frame: ${view.shifts.join('; ')}`).toBeLessThanOrEqual(0.005);
    }
  });

  test('after hydration, navigation renders client-side with the spec behaviour', async ({ page }) => {
    await page.goto('/about');
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page).toHaveTitle(/Contact/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its heading, its copy and working header and footer links', async ({ page, request }) => {
    test.setTimeout(180_000);
    const routes = await publicRoutes(request);
    expect(routes.length).toBeGreaterThanOrEqual(34);
    for (const route of routes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator('main h1'), route.path).toHaveCount(1);
      const copy = (await page.locator('main').innerText()).trim();
      expect(copy.length, `${route.path} copy`).toBeGreaterThan(300);
      const footerLinks = await page.locator('footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(footerLinks.length, `${route.path} footer links`).toBeGreaterThan(5);
      const headerLinks = await page.locator('header a[href^="/"]').count();
      expect(headerLinks, `${route.path} header links`).toBeGreaterThan(5);
    }
  });

  test('a header link is a plain anchor that loads the next page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.locator('header nav').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('main h1')).toHaveText(/find out/i);
  });
});

test.describe('the chat button in the chrome', () => {
  test('the chat button is in the page the server sends, and pressing it before the chat\'s code arrives opens the chat', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<button[^>]*aria-label="Chat with the[^"]*"[^>]*data-testid="chat-toggle"/);
    // Hold the chat's code back, as a slow phone connection would.
    await page.route(/ChatWidget-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Pressed as soon as it is on screen, whether or not the shell's code has run yet.
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByTestId('chat-toggle');
    await toggle.click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: /your message/i })).toBeFocused();
  });

  test('focus on the chat button fetches the chat\'s code and leaves the keyboard there; Enter opens the chat', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/ChatWidget-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForLiveShell(page);
    const fetched = page.waitForResponse(/ChatWidget-[\w-]+\.js$/);
    await page.getByTestId('chat-toggle').focus();
    release();
    await fetched;
    // The code is here; the button the visitor is on stays the same button.
    await expect(page.getByTestId('chat-toggle')).toBeFocused();
    await expect(page.getByTestId('chat-toggle')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /your message/i })).toBeFocused();
  });
});

/** Holds the shell's entry back, as a slow phone connection would; the page is on screen meanwhile. Call the result to let it through. */
async function holdShellEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.describe('presses before the shell is live', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button pressed before the shell\'s code runs opens the menu once it does', async ({ page }) => {
    const release = await holdShellEntry(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.tap();
    expect(await page.evaluate(() => document.documentElement.dataset.shell)).toBeUndefined();
    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  test('a visitor who leaves an Arabic page for the sign-in pages before any code runs keeps Arabic for the reset mail', async ({ page }) => {
    await holdShellEntry(page);
    await page.goto('/ar', { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'دخول العملاء' }).click();
    await page.waitForURL(/\/client-login$/, { waitUntil: 'domcontentloaded' });
    await page.locator('a[href*="/forgot-password"]').click();
    // This page is not prerendered: its module script holds DOMContentLoaded, so wait for the navigation alone.
    await page.waitForURL(/\/forgot-password/, { waitUntil: 'commit' });
    // Every page so far went without the shell's code; this one gets it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await page.getByLabel('البريد الإلكتروني').fill('nobody-ar@example.com');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/') && (request.postData() ?? '').includes('nobody-ar@example.com'));
    await page.locator('form button[type="submit"]').click();
    expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ language: 'ar' });
  });

  test('a sign-in sent before the shell\'s code runs is held, never sent with the password in the address, and goes through once the code is here', async ({ page }) => {
    const release = await holdShellEntry(page);
    await page.goto('/client-login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('E-mail').fill('client@demo.swatresearch.ae');
    await page.getByLabel('Password').fill('wrong-password-here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('password');
    release();
    await expect(page.getByTestId('toast-viewport').getByText('Login failed', { exact: true })).toBeVisible();
    expect(page.url()).not.toContain('password');
    await expect(page.getByLabel('E-mail')).toHaveValue('client@demo.swatresearch.ae');
  });
});
