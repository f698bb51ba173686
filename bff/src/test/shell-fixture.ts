import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName, RouteManifest } from '@swat/shared-contracts';
import type { ManifestCache } from '../features/remotes/manifest-cache';

/** A built-shell stand-in: the same markers as shell/index.html, one hashed asset. */
export async function writeShellDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swat-shell-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div><!--app-config--><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("shell")');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export const fixtureManifests: Record<RemoteName, RouteManifest> = {
  marketing: {
    remote: 'marketing',
    builtAt: '2026-11-20T08:00:00.000Z',
    routes: [
      { path: '/', title: 'Home title', description: 'Home description', layout: 'site', noindex: false },
      { path: '/about', title: 'About <us> & "friends"', description: 'About description', layout: 'site', noindex: false },
    ],
  },
  portal: {
    remote: 'portal',
    builtAt: '2026-11-20T08:00:00.000Z',
    routes: [
      { path: '/client-login', title: 'Client login', description: 'Sign in', layout: 'plain', noindex: true },
      { path: '/client-dashboard/project/:id', title: 'Project', description: 'A project', layout: 'plain', noindex: true },
    ],
  },
};

/** Manifests as if both remotes answered, or as if some did not. */
export function fixedManifests(available: Partial<Record<RemoteName, RouteManifest>> = fixtureManifests): ManifestCache {
  return {
    get: async (remote) => available[remote] ?? null,
    all: async () => ({ marketing: available.marketing ?? null, portal: available.portal ?? null }),
  };
}
