import { z } from 'zod';
import { routeManifestEntrySchema } from '../routes/route-manifest';
import { REMOTE_NAMES } from '../federation/remote-module';
import type { AnalyticsTag } from '../consent/analytics-consent';

export const runtimeRouteSchema = routeManifestEntrySchema
  .omit({ jsonLd: true, sitemapPriority: true, lastModified: true, prerender: true })
  .extend({ remote: z.enum(REMOTE_NAMES) });
export type RuntimeRoute = z.infer<typeof runtimeRouteSchema>;

/**
 * What the bff hands the shell in every HTML response. Remote URLs live here,
 * never in the shell's build, so a remote can be redeployed on its own.
 */
/** What the bff tells the browser when a tag is configured (ANALYTICS_TAG_ID); absent otherwise. */
export const analyticsTagSchema = z.object({
  /** The tag-manager container id, e.g. GTM-AB12CD3. */
  tagId: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/),
  /** The container script, loaded only after consent. */
  scriptUrl: z.url(),
}) satisfies z.ZodType<AnalyticsTag>;

export const runtimeConfigSchema = z.object({
  remotes: z.object({ marketing: z.url(), portal: z.url() }),
  routes: z.array(runtimeRouteSchema),
  /** Remotes whose manifest the bff could not read: their routes are unknown right now. */
  unavailableRemotes: z.array(z.enum(REMOTE_NAMES)),
  publicOrigin: z.url(),
  /** Present only when the bff has ANALYTICS_TAG_ID: the shell then asks for consent before loading it. */
  analytics: analyticsTagSchema.optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

