import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

// Without the background-networking flags Chromium keeps dialling out, which this network refuses.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run'];
