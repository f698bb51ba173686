import { z } from 'zod';
import { routeManifestEntrySchema } from '../routes/route-manifest';
import { REMOTE_NAMES } from '../federation/remote-module';

export const runtimeRouteSchema = routeManifestEntrySchema
  .omit({ jsonLd: true, sitemapPriority: true, lastModified: true, prerender: true })
  .extend({ remote: z.enum(REMOTE_NAMES) });
export type RuntimeRoute = z.infer<typeof runtimeRouteSchema>;

/**
 * What the bff hands the shell in every HTML response. Remote URLs live here,
 * never in the shell's build, so a remote can be redeployed on its own.
 */
export const runtimeConfigSchema = z.object({
  remotes: z.object({ marketing: z.url(), portal: z.url() }),
  routes: z.array(runtimeRouteSchema),
  /** Remotes whose manifest the bff could not read: their routes are unknown right now. */
  unavailableRemotes: z.array(z.enum(REMOTE_NAMES)),
  publicOrigin: z.url(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

