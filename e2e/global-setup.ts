import type { FullConfig } from '@playwright/test';
import { startIsolatedStack } from './support/isolated-stack';
import { E2E_PORT } from './support/stack-env';

/** Starts the built stack once for the suite; returns its teardown. */
export default async function globalSetup(_config: FullConfig) {
  const stack = await startIsolatedStack(E2E_PORT);
  return async () => {
    await stack.dispose();
  };
}
