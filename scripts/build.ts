/**
 * Builds the three front-ends when their output is missing or older than their
 * sources (or always, with --force). Each builds from its own folder, as the
 * federation plugin resolves exposed paths against the working directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack';

export const FRONTENDS = ['shell', 'marketing-remote', 'portal-remote'] as const;
const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function isStale(pkg: string): boolean {
  const dir = path.join(repoRoot, pkg);
  const stamp = path.join(dir, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  const sources = [
    path.join(dir, 'src'),
    path.join(dir, 'public'),
    path.join(dir, 'index.html'),
    path.join(dir, 'vite.config.ts'),
    path.join(dir, 'package.json'),
    path.join(repoRoot, 'shared-contracts', 'src'),
    path.join(repoRoot, 'shared-contracts', 'build'),
    path.join(repoRoot, 'package-lock.json'),
  ];
  return Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
}

export function buildFrontends(force: boolean): void {
  for (const pkg of FRONTENDS) {
    if (!force && !isStale(pkg)) continue;
    process.stdout.write(`Building ${pkg}…\n`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: path.join(repoRoot, pkg), stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`Building ${pkg} failed (exit ${result.status}). Run 'npm run build -w ${pkg}' to see why.`);
    writeFileSync(path.join(repoRoot, pkg, 'dist', STAMP), new Date().toISOString());
    process.stdout.write(`Built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildFrontends(process.argv.includes('--force'));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
