import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STACK_START_MS, startStack, type RunningStack } from '../../scripts/stack';
import { createScratchDatabase } from './database';
import { E2E_DEMO_PASSWORD, E2E_SMTP_PORT } from './stack-env';

export interface IsolatedStack extends RunningStack {
  dispose(): Promise<void>;
}

/**
 * For a spec's beforeAll that starts a stack: longer than the stack's own deadline, so a stack that
 * is late fails with startStack's error (which part was not ready) rather than a bare hook timeout.
 */
export const STACK_SETUP_TIMEOUT_MS = STACK_START_MS + 30_000;

/** A whole stack of its own, for tests that stop or replace parts of it. */
export async function startIsolatedStack(port: number, env: NodeJS.ProcessEnv = {}): Promise<IsolatedStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'swat-e2e-'));
  const database = await createScratchDatabase(process.env.DATABASE_URL);
  const stack = await startStack({
    port,
    marketingPort: port + 1,
    portalPort: port + 2,
    output: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      MANIFEST_REFRESH_SECONDS: '2',
      // Real SMTP to the suite's test server (global-setup.ts), so specs read the mail the site sends.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'SWAT Research <no-reply@e2e.test>',
      // The suite shares two cores with its browsers, so the event loop runs late without any flood;
      // the lag rule would refuse a spec's dataset or chat request as "very busy". It has its own unit
      // tests and benchmark (npm run bench:flood); the specs test what a visitor does.
      BUSY_LAG_MS: '0',
      ...env,
    },
  });
  return {
    ...stack,
    async dispose() {
      await stack.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
