import { expect, test } from '../support/test';
import { startStack, type RunningStack } from '../../scripts/stack';
import { STACK_SETUP_TIMEOUT_MS } from '../support/isolated-stack';
import { E2E_ISOLATED_PORT } from '../support/stack-env';
import { createScratchDatabase } from '../support/database';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_DEMO_PASSWORD } from '../support/stack-env';

// npm start's supervision, on a stack of its own (it kills processes).
const PORT = E2E_ISOLATED_PORT + 10;
let stack: RunningStack;
let cleanup: () => Promise<void>;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(STACK_SETUP_TIMEOUT_MS);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-e2e-sup-'));
  const database = await createScratchDatabase(process.env.DATABASE_URL);
  stack = await startStack({
    port: PORT,
    marketingPort: PORT + 1,
    portalPort: PORT + 2,
    output: 'ignore',
    supervise: true,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '', DEMO_PASSWORD: E2E_DEMO_PASSWORD, LOG_LEVEL: 'warn' },
  });
  cleanup = async () => {
    await stack.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
test.afterAll(async () => {
  await cleanup?.();
});

const status = async (url: string) => (await fetch(url).catch(() => null))?.status ?? 0;

/** The status, or why there was none, for a failure message that says what the bff did. */
const answer = async (url: string) => {
  try {
    return String((await fetch(url, { signal: AbortSignal.timeout(4_000) })).status);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `${(error as Error).name}${cause ? ` ${cause}` : ''}`;
  }
};

test('a crashed remote is restarted while the bff and the other remote keep serving', async () => {
  test.setTimeout(90_000);
  const portal = stack.processes.find((p) => p.name === 'portal')!;
  const bffPid = stack.processes.find((p) => p.name === 'bff')!.child.pid;
  const before = portal.child.pid;
  portal.child.kill('SIGKILL');
  await expect.poll(() => status(`${stack.portalUrl}assets/remoteEntry.js`)).not.toBe(200);
  // Polled, not asked once: on a loaded machine the client can reuse a keep-alive socket the
  // server has just closed, and the one request fails without the bff being at fault. The pid
  // check below tells a real crash (the supervisor would have started a new bff) from that.
  const seen: string[] = [];
  const started = Date.now();
  try {
    await expect
      .poll(async () => {
        const got = await answer(`${stack.url}/`);
        seen.push(`${Date.now() - started} ms: ${got}`);
        return got;
      }, { timeout: 15_000 })
      .toBe('200');
  } catch (error) {
    throw new Error(`the bff's / did not answer 200 while the portal was down; it gave ${seen.join(', ')}`, { cause: error });
  }
  expect(await status(`${stack.marketingUrl}assets/remoteEntry.js`)).toBe(200);
  expect(stack.processes.find((p) => p.name === 'bff')!.child.pid, 'the bff kept running while the portal died').toBe(bffPid);
  await expect.poll(() => status(`${stack.portalUrl}assets/remoteEntry.js`), { timeout: 30_000 }).toBe(200);
  expect(portal.child.pid).not.toBe(before);

  // The bff too.
  const bff = stack.processes.find((p) => p.name === 'bff')!;
  bff.child.kill('SIGKILL');
  await expect.poll(() => status(`${stack.url}/api/ready`), { timeout: 60_000 }).toBe(200);
  expect(await status(`${stack.marketingUrl}assets/remoteEntry.js`)).toBe(200);
});
