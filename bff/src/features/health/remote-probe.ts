import { REMOTE_ENTRY_PATH, REMOTE_NAMES, type RemoteName } from '@swat/shared-contracts';
import type { AppConfig } from '../../config/env';

export interface RemoteProbeResult {
  reachable: boolean;
  latencyMs: number | null;
}

export type RemoteProbe = (remote: RemoteName) => Promise<RemoteProbeResult>;

/**
 * Asks each remote host for its entry file. A cached manifest says nothing about whether the
 * remote still answers, so health asks the host itself; results are kept a few seconds so a
 * busy monitor cannot turn health checks into load on the remotes.
 */
export function createRemoteProbe(config: Pick<AppConfig, 'remotes'>, options: { timeoutMs?: number; cacheMs?: number; fetchImpl?: typeof fetch } = {}): RemoteProbe {
  const { timeoutMs = 1_500, cacheMs = 5_000, fetchImpl = fetch } = options;
  const cache = new Map<RemoteName, { at: number; pending: Promise<RemoteProbeResult> }>();
  const probe = async (remote: RemoteName): Promise<RemoteProbeResult> => {
    const started = performance.now();
    try {
      const response = await fetchImpl(new URL(REMOTE_ENTRY_PATH, config.remotes[remote].internalUrl), { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.ok ? { reachable: true, latencyMs: Math.round(performance.now() - started) } : { reachable: false, latencyMs: null };
    } catch {
      return { reachable: false, latencyMs: null };
    }
  };
  return (remote) => {
    if (!REMOTE_NAMES.includes(remote)) return Promise.resolve({ reachable: false, latencyMs: null });
    const hit = cache.get(remote);
    if (hit && Date.now() - hit.at < cacheMs) return hit.pending;
    const pending = probe(remote);
    cache.set(remote, { at: Date.now(), pending });
    return pending;
  };
}
