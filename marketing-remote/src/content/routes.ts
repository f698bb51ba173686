import type { RouteManifestEntryInput } from '@swat/shared-contracts/build/federation';

/** Every public route. The bff builds titles, the sitemap and 404s from the manifest made of this list. */
export const marketingRoutes = [
  {
    path: '/',
    title: 'SWAT Research | Market research, consultancy and AI services in the UAE',
    description:
      'Dubai-based research and consultancy firm since 2007: field data collection across MENA, analysis, strategy and practical AI, with a network in over 80 countries.',
    sitemapPriority: 1,
  },
] as const satisfies readonly RouteManifestEntryInput[];
