/**
 * `npm run dev`: remotes cannot run under `vite dev`, so each front-end rebuilds
 * on change (`vite build --watch`) while the hosts serve the fresh output and the
 * bff restarts on change. Reload the browser to see a change.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFrontends, FRONTENDS } from './build';
import { repoRoot, startStack } from './stack';

buildFrontends(false);
const watchers = FRONTENDS.map((pkg) =>
  spawn('npx', ['vite', 'build', '--configLoader', 'runner', '--watch', '--emptyOutDir', 'false'], {
    cwd: path.join(repoRoot, pkg),
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
const stack = await startStack({
  port: Number(process.env.PORT ?? 8080),
  marketingPort: Number(process.env.MARKETING_PORT ?? 8081),
  portalPort: Number(process.env.PORTAL_PORT ?? 8082),
  // tsx's own CLI restarts the bff when its sources change.
  bffArgs: [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'bff/src/main.ts'],
});
process.stdout.write(`\n  Dev loop running at ${stack.url}: edit, wait for the rebuild, reload. Ctrl-C stops.\n\n`);
const stop = async () => {
  for (const w of watchers) w.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
