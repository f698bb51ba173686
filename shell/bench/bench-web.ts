/**
 * First-visit cost of the site, per route: gzipped JavaScript and time to the main heading and
 * to a page the visitor can use (hydrated: React owns the main heading the server sent).
 * Starts nothing: point it at a running stack.
 *
 *   npm run bench:web                          # http://localhost:8080
 *   npm run bench:web -- http://localhost:9380
 *
 * Each route gets a fresh browser context (empty cache, no service worker), so the numbers are
 * those of a first visit. "gzip" is the size of each script body gzipped here at level 9, so the
 * figure does not depend on whether the server compresses; "wire" is what the server sent.
 * "JS to interactive" counts scripts requested before the page was hydrated (the first view's
 * code, which the 120 KB budget is about; a prerendered heading needs none); "total after idle"
 * adds what the page fetches once idle (section-page prefetch, the chat widget).
 */
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { chromium, type Response } from '@playwright/test';

const BUDGET_GZIP_BYTES = 120 * 1024;
const ROUTES = ['/', '/about', '/contact', '/client-login'] as const;

const base = process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:8080';
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));

interface ScriptRecord {
  url: string;
  gzip: number;
  wire: number;
  /** Epoch ms when the request started, to tell the first view's code from idle-time prefetches. */
  startedAt: number;
}

interface RouteResult {
  route: string;
  status: number | null;
  scripts: ScriptRecord[];
  headingMs: number | null;
  /** When React had taken the page over. */
  liveMs: number | null;
  /** Epoch ms of that moment. */
  liveAt: number | null;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /\.m?js(?:\?|$)/.test(new URL(response.url()).pathname);

async function measure(route: string): Promise<RouteResult> {
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Records the moment the main heading first exists, from inside the page, so polling adds no delay.
    // A string, not a function: tsx would wrap a function in helpers that do not exist in the page.
    await page.addInitScript(`
      (() => {
        const observer = new MutationObserver(() => {
          if (window.__benchHeadingAt === undefined && document.querySelector('main h1')) {
            window.__benchHeadingAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
        // React keeps its fiber on the nodes it owns: the heading has one once the page is live.
        const live = () => {
          const heading = document.querySelector('main h1');
          if (heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))) window.__benchLiveAt = performance.now();
          else requestAnimationFrame(live);
        };
        requestAnimationFrame(live);
      })();
    `);
    const pending: Promise<ScriptRecord | null>[] = [];
    page.on('response', (response) => {
      if (!isScript(response)) return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await response.request().sizes().catch(() => null);
          return {
            url: response.url(),
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes?.responseBodySize ?? body.length,
            startedAt: response.request().timing().startTime,
          };
        })(),
      );
    });
    const response = await page.goto(new URL(route, base).toString(), { waitUntil: 'load' });
    const headingMs = await page
      .waitForFunction(() => (window as unknown as { __benchHeadingAt?: number }).__benchHeadingAt, null, { timeout: 20_000 })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch((error: unknown) => {
        console.error(`  ${route}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return null;
      });
    const liveMs = await page
      .waitForFunction(() => (window as unknown as { __benchLiveAt?: number }).__benchLiveAt, null, { timeout: 20_000 })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    // Lets idle-time work (prefetch of section pages, the chat widget) happen, so the total includes it.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(2_500);
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptRecord => s !== null);
    return { route, status: response?.status() ?? null, scripts, headingMs, liveMs, liveAt: liveMs === null ? null : timeOrigin + liveMs };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  console.log(`bench:web against ${base}\n`);
  const verbose = process.argv.includes('--verbose') || process.env.BENCH_VERBOSE === '1';
  let failed = false;
  for (const route of ROUTES) {
    const result = await measure(route);
    const gzip = result.scripts.reduce((sum, s) => sum + s.gzip, 0);
    const wire = result.scripts.reduce((sum, s) => sum + s.wire, 0);
    const firstView = result.scripts.filter((s) => result.liveAt !== null && s.startedAt <= result.liveAt);
    const firstViewGzip = firstView.reduce((sum, s) => sum + s.gzip, 0);
    const heading = result.headingMs === null ? 'no <main> h1 within 20 s' : `${Math.round(result.headingMs)} ms`;
    const live = result.liveMs === null ? 'not live within 20 s' : `${Math.round(result.liveMs)} ms`;
    console.log(
      `${route.padEnd(14)} status ${String(result.status).padEnd(4)} JS to interactive ${kb(firstViewGzip).padStart(9)} gz (${firstView.length} files)  ` +
        `total after idle ${kb(gzip).padStart(9)} gz / ${kb(wire).padStart(9)} wire (${result.scripts.length} files)  main heading ${heading}, live ${live}`,
    );
    if (verbose) {
      // '*' marks the first view's files (requested before the page was live).
      for (const s of [...result.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${firstView.includes(s) ? '*' : ' '} ${kb(s.gzip).padStart(9)}  ${s.url}`);
    }
    if (route === '/') {
      const over = firstViewGzip > BUDGET_GZIP_BYTES || result.liveAt === null;
      failed ||= over;
      console.log(`  first visit to /: ${kb(firstViewGzip)} gz against a budget of ${kb(BUDGET_GZIP_BYTES)}: ${over ? 'OVER BUDGET' : 'target met'}`);
    }
  }
  if (failed) process.exitCode = 1;
}

await main();
