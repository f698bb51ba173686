/**
 * The shell's only contact with the federation runtime. It tells the plugin where
 * each remote lives (from run-time config) and loads a remote's page table, with a
 * fresh URL on every retry so a failed fetch is never served from the module map.
 */
import type { RemoteName, RemotePagesModule, RuntimeConfig } from '@swat/shared-contracts';
import { REMOTE_ENTRY_PATH } from '@swat/shared-contracts';
import { applyRemoteStylesheets } from './remote-stylesheets';

const attempts: Record<RemoteName, number> = { marketing: 0, portal: 0 };
const loaded = new Map<RemoteName, Promise<RemotePagesModule>>();
let remoteBaseUrls: RuntimeConfig['remotes'] | null = null;

declare global {
  // Read by the federation plugin's generated code (see shared-contracts/build/federation.ts).
  var __swatResolveRemoteEntry: (name: RemoteName) => Promise<string>;
}

export function remoteEntryUrl(base: string, attempt: number): string {
  const url = new URL(REMOTE_ENTRY_PATH, base.endsWith('/') ? base : `${base}/`);
  if (attempt > 0) url.searchParams.set('attempt', String(attempt));
  return url.toString();
}

export function configureRemotes(remotes: RuntimeConfig['remotes']): void {
  remoteBaseUrls = remotes;
  globalThis.__swatResolveRemoteEntry = (name) =>
    // Must never reject: the plugin does not pass a rejection on.
    Promise.resolve(remoteEntryUrl(remoteBaseUrls?.[name] ?? '', attempts[name]));
}

async function importRemote(name: RemoteName): Promise<RemotePagesModule> {
  const module = name === 'marketing' ? await import('marketing/pages') : await import('portal/pages');
  applyRemoteStylesheets(name, document);
  return module.default;
}

export function loadRemotePages(name: RemoteName): Promise<RemotePagesModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = importRemote(name).catch((error: unknown) => {
      loaded.delete(name);
      attempts[name] += 1;
      throw error;
    });
    loaded.set(name, pending);
  }
  return pending;
}
