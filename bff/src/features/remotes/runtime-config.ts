import {
  REMOTE_NAMES,
  matchRoutePattern,
  type RemoteName,
  type RouteManifest,
  type RouteManifestEntry,
  type RuntimeConfig,
} from '@swat/shared-contracts';
import type { AppConfig } from '../../config/env';

export type Manifests = Record<RemoteName, RouteManifest | null>;

export function buildRuntimeConfig(config: Pick<AppConfig, 'remotes' | 'publicOrigin' | 'analytics'>, manifests: Manifests): RuntimeConfig {
  return {
    remotes: { marketing: config.remotes.marketing.publicUrl, portal: config.remotes.portal.publicUrl },
    routes: REMOTE_NAMES.flatMap((remote) =>
      (manifests[remote]?.routes ?? []).map(({ jsonLd: _j, sitemapPriority: _s, lastModified: _l, prerender: _p, ...route }) => ({ ...route, remote })),
    ),
    unavailableRemotes: REMOTE_NAMES.filter((remote) => !manifests[remote]),
    publicOrigin: config.publicOrigin,
    ...(config.analytics ? { analytics: { tagId: config.analytics.tagId, scriptUrl: config.analytics.scriptUrl } } : {}),
  };
}

export interface MatchedRoute {
  remote: RemoteName;
  entry: RouteManifestEntry;
}

/** Static paths win over patterns, so /project/new is never taken for /project/:id. */
export function findRoute(manifests: Manifests, pathname: string): MatchedRoute | null {
  let patternMatch: MatchedRoute | null = null;
  for (const remote of REMOTE_NAMES) {
    for (const entry of manifests[remote]?.routes ?? []) {
      if (!matchRoutePattern(entry.path, pathname)) continue;
      if (!entry.path.includes(':')) return { remote, entry };
      patternMatch ??= { remote, entry };
    }
  }
  return patternMatch;
}
