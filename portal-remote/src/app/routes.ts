import type { RouteManifestEntryInput } from '@swat/shared-contracts/build/federation';

/** The portal's routes. The shell builds its route table from these (via the bff); keep them in step with pages.ts. */
export const portalRoutes = [
  {
    path: '/client-login',
    title: 'Client login | SWAT Research',
    description: 'Sign in to follow your research projects and download your data.',
    layout: 'plain',
    noindex: true,
  },
] as const satisfies readonly RouteManifestEntryInput[];
