import type { Page } from '@playwright/test';
import { expect, test, waitForLiveShell } from '../support/test';

/*
 * The shell in Arabic. The Arabic marketing pages arrive in another branch; until then /ar/...
 * is the shell's not-found page, which carries the whole Arabic chrome. After the merge these
 * tests run against the real Arabic pages unchanged (they look only at the chrome).
 */

const htmlLangDir = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

test.describe('Arabic shell', () => {
  test('the switcher goes to the same page in the other language and back, remembering the choice', async ({ page }) => {
    await page.goto('/about');
    await waitForLiveShell(page);
    const header = page.getByRole('banner');
    const toArabic = header.getByTestId('language-switcher');
    await expect(toArabic).toHaveAttribute('href', '/ar/about');
    await expect(toArabic).toHaveAttribute('lang', 'ar');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\/about$/);
    await expect(header.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    expect(await page.evaluate(() => localStorage.getItem('swat.language'))).toBe('ar');

    const toEnglish = header.getByTestId('language-switcher');
    await expect(toEnglish).toHaveAttribute('href', '/about');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await htmlLangDir(page)).toEqual(['en', 'ltr']);
    expect(await page.evaluate(() => localStorage.getItem('swat.language'))).toBe('en');
  });

  test('no redirect by Accept-Language: an Arabic browser gets the English page it asked for, and one dismissible offer', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-AE', extraHTTPHeaders: { 'Accept-Language': 'ar-AE,ar;q=0.9' } });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    const offer = page.getByTestId('arabic-offer');
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await offer.getByRole('button', { name: 'إغلاق' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await page.waitForTimeout(3_000);
    await expect(page.getByTestId('arabic-offer')).toHaveCount(0);
    await context.close();
  });

  test('internal links on Arabic pages stay in Arabic; the footer isolates phone and e-mail', async ({ page }) => {
    await page.goto('/ar');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav.getByRole('link', { name: 'عن الشركة' })).toHaveAttribute('href', '/ar/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/privacy-policy');
    const phone = footer.getByRole('link', { name: '+971 4 555 0142' });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    // Visually the number still starts with +971 (the bug was '0142 555 4 971+').
    const box = await phone.boundingBox();
    const plus = await phone.evaluate((el) => {
      const range = document.createRange();
      range.setStart(el.firstChild!, 0);
      range.setEnd(el.firstChild!, 1);
      return range.getBoundingClientRect().x;
    });
    expect(plus - box!.x).toBeLessThan(2);
  });

  test('the client sign-in page follows a visitor coming from an Arabic page', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('contentinfo').getByRole('link', { name: 'دخول العملاء' }).click();
    await expect(page).toHaveURL(/\/client-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'دخول العملاء' })).toBeVisible();
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
  });
});

test.describe('Arabic shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the mobile menu comes in from the right, in Arabic, with the switcher', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: 'القائمة', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'القائمة' });
    await expect(dialog).toBeVisible();
    // Where it comes to rest: on a busy machine the slide-in can outlast any fixed pause.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
    const box = await dialog.boundingBox();
    expect(Math.round(box!.x + box!.width)).toBe(390);
    expect(box!.x).toBeGreaterThan(0);
    await expect(dialog.getByTestId('language-switcher')).toHaveAttribute('href', '/');
    await dialog.getByRole('button', { name: 'صفحات عن الشركة' }).tap();
    await expect(dialog.getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/ar/about/who-we-are');
  });

  test('the chat button sits at the bottom left on Arabic pages and at the bottom right on English ones', async ({ page }) => {
    // The button is in the page from the start and is swapped for the widget's own once idle: ask until one answers.
    const box = () => page.getByTestId('chat-toggle').boundingBox({ timeout: 15_000 });
    await page.goto('/ar');
    await expect.poll(async () => (await box())?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(100);
    await page.goto('/');
    await expect.poll(async () => {
      const english = await box();
      return english ? english.x + english.width : 0;
    }).toBeGreaterThan(290);
  });
});

for (const width of [390, 1440]) {
  test(`no horizontal overflow at ${width} px on / and /ar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/ar']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test.describe('fonts', () => {
  test('English pages load only Inter; Arabic pages add IBM Plex Sans Arabic; all self-hosted woff2', async ({ browser }) => {
    // A fresh browser per page, without the service worker: each page's own font requests, nothing cached.
    const fontsOf = async (path: string) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await context.close();
      return fonts;
    };
    const english = await fontsOf('/');
    expect(english.length).toBeGreaterThan(0);
    // Only Inter's core cut: the file of rarely used characters stays off a page that has none.
    expect(english.every((path) => /^\/assets\/inter-latin-core-wght-normal-[\w-]+\.woff2$/.test(path)), english.join(', ')).toBe(true);
    const arabic = await fontsOf('/ar');
    expect(arabic.some((path) => /^\/assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/.test(path)), arabic.join(', ')).toBe(true);
  });

  test('the Latin fallback face is metric-matched: a line is within 1% of its width in Inter', async ({ page }) => {
    await page.goto('/');
    const [inter, fallback] = await page.evaluate(async () => {
      await document.fonts.load("16px 'Inter'");
      const sample = 'SWAT Research runs fieldwork, analysis and strategy projects across the Middle East and North Africa.';
      return ["'Inter'", "'Inter Fallback'"].map((family) => {
        const span = document.createElement('span');
        span.style.fontFamily = family;
        span.style.fontSize = '16px';
        span.style.whiteSpace = 'nowrap';
        span.style.position = 'absolute';
        span.textContent = sample;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      });
    });
    expect(Math.abs(fallback! / inter! - 1)).toBeLessThan(0.01);
  });

  for (const width of [390, 1440]) {
    test(`swapping in the web fonts moves nothing on / and /ar at ${width} px`, async ({ browser }) => {
      for (const path of ['/', '/ar']) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        // Hold every font back until the page has settled in the fallback faces.
        let release = () => undefined as void;
        const fontsHeld = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/*.woff2', async (route) => {
          await fontsHeld;
          await route.continue();
        });
        await page.addInitScript(() => {
          const shifts: { value: number; at: number }[] = [];
          (window as unknown as { shifts: typeof shifts }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) shifts.push({ value: (entry as unknown as { value: number }).value, at: entry.startTime });
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForTimeout(2_000);
        const releasedAt = await page.evaluate(() => performance.now());
        release();
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(1_000);
        const swapShift = await page.evaluate(
          (since) => (window as unknown as { shifts: { value: number; at: number }[] }).shifts.filter((s) => s.at >= since).reduce((sum, s) => sum + s.value, 0),
          releasedAt,
        );
        // Measured: 0 on /, about 0.003 on /ar; plain local fonts without the metric overrides give 0.012 to 0.027.
        expect(swapShift, path).toBeLessThan(0.006);
        await context.close();
      }
    });
  }
});
