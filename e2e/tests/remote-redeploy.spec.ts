import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { repoRoot, startRemoteHost, waitForUrl } from '../../scripts/stack';
import { STACK_SETUP_TIMEOUT_MS, startIsolatedStack, type IsolatedStack } from '../support/isolated-stack';
import { E2E_ISOLATED_PORT } from '../support/stack-env';

// Its own stack, on ports apart from remote-down.spec.ts, because it replaces a remote.
const PORT = E2E_ISOLATED_PORT + 3;
let stack: IsolatedStack;
let redeployed: string;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(STACK_SETUP_TIMEOUT_MS);
  stack = await startIsolatedStack(PORT);
});
test.afterAll(async () => {
  await stack?.dispose();
  if (redeployed) await rm(redeployed, { recursive: true, force: true });
});

test('a redeployed marketing remote shows its new content with the same shell', async ({ browser }) => {
  // Two page visits, a copy of the remote's build and a restart: more than the default on a busy 2-core CI machine.
  test.setTimeout(90_000);
  const first = await browser.newPage();
  await first.goto(`${stack.url}/`);
  const heading = (await first.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(heading.length).toBeGreaterThan(10);
  // The shell's entry is added right after the first paint.
  await expect(first.locator('script[src]')).not.toHaveCount(0);
  const shellScripts = await first.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  await first.close();

  // "Release" marketing: a copy of its build whose home heading says something new.
  redeployed = await mkdtemp(path.join(os.tmpdir(), 'swat-marketing-'));
  await cp(path.join(repoRoot, 'marketing-remote', 'dist'), redeployed, { recursive: true });
  const assets = path.join(redeployed, 'assets');
  let replaced = 0;
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js')) continue;
    const source = await readFile(path.join(assets, file), 'utf8');
    if (!source.includes(heading)) continue;
    await writeFile(path.join(assets, file), source.replaceAll(heading, 'Fresh headline from a redeployed remote'));
    replaced++;
  }
  expect(replaced).toBeGreaterThan(0);
  // Its prerendered pages too, under new names as a real build gives changed files, in a new manifest.
  const manifestFile = path.join(assets, 'route-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { builtAt: string; routes: { prerender?: { html: string } }[] };
  for (const route of manifest.routes) {
    if (!route.prerender) continue;
    const source = await readFile(path.join(redeployed, route.prerender.html), 'utf8');
    if (!source.includes(heading)) continue;
    const renamed = route.prerender.html.replace(/\.html$/, '.redeployed.html');
    await writeFile(path.join(redeployed, renamed), source.replaceAll(heading, 'Fresh headline from a redeployed remote'));
    route.prerender.html = renamed;
  }
  manifest.builtAt = new Date().toISOString();
  await writeFile(manifestFile, JSON.stringify(manifest));

  const marketing = stack.processes.find((p) => p.name === 'marketing')!;
  await marketing.stop();
  const release = startRemoteHost('marketing', PORT + 1, [stack.url], 'ignore', redeployed);
  stack.processes.push(release);
  // A host that cannot start (its port taken meanwhile) says so at once instead of a minute of polling.
  const exited = new Promise<never>((_, reject) =>
    release.child.once('exit', (code) => reject(new Error(`the redeployed marketing host exited with code ${code} before it answered`))),
  );
  await Promise.race([waitForUrl(`${stack.marketingUrl}assets/remoteEntry.js`, 30_000), exited]);

  // The HTML the bff serves carries the new copy within the manifest refresh (2 s here), with no restart.
  await expect
    .poll(async () => (await (await fetch(`${stack.url}/`)).text()).includes('Fresh headline from a redeployed remote'), { timeout: 15_000 })
    .toBe(true);

  // A new visit (no cached chunks) gets the new content; the shell's own files are unchanged.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh headline from a redeployed remote');
  await expect(page.locator('script[src]')).not.toHaveCount(0);
  expect(await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')))).toEqual(shellScripts);
  await context.close();
});
