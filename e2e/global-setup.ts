import type { FullConfig } from '@playwright/test';
import { startIsolatedStack } from './support/isolated-stack';
import { rm } from 'node:fs/promises';
import { startTestSmtpServer } from '../scripts/test-smtp-server';
import { E2E_MAIL_DIR, E2E_PORT, E2E_SMTP_PORT } from './support/stack-env';

/** Starts the built stack once for the suite; returns its teardown. */
export default async function globalSetup(_config: FullConfig) {
  await rm(E2E_MAIL_DIR, { recursive: true, force: true });
  const smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, saveDir: E2E_MAIL_DIR });
  const stack = await startIsolatedStack(E2E_PORT);
  return async () => {
    await stack.dispose();
    await smtp.close();
    await rm(E2E_MAIL_DIR, { recursive: true, force: true });
  };
}
