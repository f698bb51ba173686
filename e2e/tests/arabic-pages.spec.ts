import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E_MARKETING_PORT } from '../support/stack-env';

/*
 * Issue 13, "done when": every Arabic route the marketing remote publishes is served in Arabic,
 * right to left, by the server itself (not by script), and a visitor without JavaScript reads it.
 * The list of routes is the remote's own manifest, so a page added later is checked too.
 */

interface ManifestRoute {
  path: string;
  lang?: 'en' | 'ar';
  alternatePath?: string;
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

async function manifestRoutes(request: APIRequestContext): Promise<ManifestRoute[]> {
  const response = await request.get(`http://localhost:${E2E_MARKETING_PORT}/assets/route-manifest.json`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { routes: ManifestRoute[] }).routes;
}

/** The opening <html ...> tag's attributes, as the server sent them. */
function htmlAttributes(html: string): Record<string, string> {
  const tag = /<html\b([^>]*)>/i.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

/** Text of the first <h1> inside <main>, tags stripped. */
function mainHeading(html: string): string {
  const inner = /<main\b[^>]*>[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? '';
  return inner.replace(/<[^>]+>/g, '').trim();
}

/** hreflang → path of the alternate links in the head. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  return Object.fromEntries(links.map((m) => [m[1]!, new URL(m[2]!, 'http://x').pathname]));
}

test.describe('Arabic pages', () => {
  test('every /ar route in the manifest answers 200 in Arabic, right to left, with reciprocal hreflang links', async ({ request }) => {
    test.setTimeout(120_000);
    const routes = await manifestRoutes(request);
    const arabic = routes.filter((r) => r.lang === 'ar');
    const english = routes.filter((r) => (r.lang ?? 'en') === 'en');
    // Every English page has its Arabic twin, and nothing under /ar is published as English.
    expect(arabic.length).toBe(english.length);
    expect(arabic.length).toBeGreaterThanOrEqual(34);
    for (const route of routes) expect(route.path === '/ar' || route.path.startsWith('/ar/'), route.path).toBe(route.lang === 'ar');

    for (const route of arabic) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const attrs = htmlAttributes(html);
      expect([attrs.lang, attrs.dir], `${route.path} <html lang dir>`).toEqual(['ar', 'rtl']);
      const heading = mainHeading(html);
      expect(heading, `${route.path} h1`).toMatch(ARABIC_LETTER);

      const links = alternates(html);
      expect(links.ar, `${route.path} hreflang ar`).toBe(route.path);
      expect(links.en, `${route.path} hreflang en`).toBe(route.alternatePath);
      expect(links['x-default'], `${route.path} x-default`).toBe(route.alternatePath);
      // The English page points back at this one.
      const englishHtml = await (await request.get(links.en!)).text();
      expect(htmlAttributes(englishHtml).lang, links.en).toBe('en');
      expect(alternates(englishHtml).ar, `${links.en} hreflang ar`).toBe(route.path);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a visitor gets the Arabic page: heading, copy and chrome in Arabic, right to left', async ({ page }) => {
      for (const path of ['/ar', '/ar/contact', '/ar/consultancy/market-analysis']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), path).toEqual(['ar', 'rtl']);
        const heading = page.locator('main h1');
        await expect(heading, path).toHaveCount(1);
        await expect(heading, path).toBeVisible();
        expect(await heading.innerText(), path).toMatch(ARABIC_LETTER);

        const copy = (await page.locator('main').innerText()).trim();
        expect(copy.length, `${path} copy`).toBeGreaterThan(300);
        // The copy is Arabic, not English with an Arabic title: most letters are Arabic ones.
        const arabicLetters = copy.match(/[\u0621-\u064A]/g)?.length ?? 0;
        const latinLetters = copy.match(/[A-Za-z]/g)?.length ?? 0;
        expect(arabicLetters, `${path} Arabic letters vs Latin (${latinLetters})`).toBeGreaterThan(latinLetters * 4);
        // The chrome too: the main navigation is labelled and linked in Arabic.
        const nav = page.getByRole('banner').getByRole('navigation', { name: 'القائمة الرئيسية' });
        await expect(nav, path).toHaveCount(1);
        await expect(nav.getByRole('link', { name: 'عن الشركة' }).first(), path).toHaveAttribute('href', '/ar/about');
      }
    });
  });
});
