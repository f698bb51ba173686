import {
  REMOTE_NAMES,
  ROUTE_MANIFEST_PATH,
  routeManifestSchema,
  type RemoteName,
  type RouteManifest,
} from '@swat/shared-contracts';
import type { AppConfig } from '../../config/env';
import type { Logger } from '../../http/logger';

interface Entry {
  manifest: RouteManifest | null;
  fetchedAt: number;
  etag: string | null;
  refreshing: Promise<void> | null;
}

export interface ManifestCache {
  /** The last good manifest of each remote; refreshes in the background when stale. */
  get(remote: RemoteName): Promise<RouteManifest | null>;
  all(): Promise<Record<RemoteName, RouteManifest | null>>;
}

/**
 * Reads each remote's route manifest over HTTP. A redeployed remote is picked
 * up within the refresh interval; a remote that stops answering keeps its last
 * good manifest, so known pages still render (and show the remote's error state).
 */
export function createManifestCache(config: Pick<AppConfig, 'remotes' | 'manifestRefreshMs'>, log: Logger, fetchImpl: typeof fetch = fetch): ManifestCache {
  const entries = new Map<RemoteName, Entry>(REMOTE_NAMES.map((n) => [n, { manifest: null, fetchedAt: 0, etag: null, refreshing: null }]));

  const refresh = async (remote: RemoteName, entry: Entry) => {
    const url = new URL(ROUTE_MANIFEST_PATH, config.remotes[remote].internalUrl);
    try {
      const response = await fetchImpl(url, {
        headers: entry.etag && entry.manifest ? { 'if-none-match': entry.etag } : {},
        signal: AbortSignal.timeout(3_000),
      });
      if (response.status === 304) {
        entry.fetchedAt = Date.now();
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const manifest = routeManifestSchema.parse(await response.json());
      if (manifest.remote !== remote) throw new Error(`manifest names remote ${manifest.remote}`);
      if (manifest.builtAt !== entry.manifest?.builtAt) log.info('route manifest loaded', { remote, builtAt: manifest.builtAt, routes: manifest.routes.length });
      entry.manifest = manifest;
      entry.etag = response.headers.get('etag');
      entry.fetchedAt = Date.now();
    } catch (error) {
      // Retry sooner than a full interval, but not on every request.
      entry.fetchedAt = Date.now() - config.manifestRefreshMs + 2_000;
      log.warn('route manifest unavailable', { remote, url: url.toString(), error });
    }
  };

  const get = async (remote: RemoteName) => {
    const entry = entries.get(remote)!;
    if (Date.now() - entry.fetchedAt >= config.manifestRefreshMs && !entry.refreshing) {
      entry.refreshing = refresh(remote, entry).finally(() => (entry.refreshing = null));
    }
    // Wait only when there is nothing to serve yet; otherwise serve stale while refreshing.
    if (!entry.manifest && entry.refreshing) await entry.refreshing;
    return entry.manifest;
  };

  return {
    get,
    async all() {
      const [marketing, portal] = await Promise.all([get('marketing'), get('portal')]);
      return { marketing, portal };
    },
  };
}
