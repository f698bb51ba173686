import type { ComponentType } from 'react';

/** The two independently deployed micro-frontends the shell loads at run time. */
export const REMOTE_NAMES = ['marketing', 'portal'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Packages that must exist once per page. The shell provides them; the remotes
 * use the shell's copy. Subpaths are listed on their own because the federation
 * plugin matches shared names exactly ('react' does not cover 'react/jsx-runtime').
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  // The shell owns the IntlProvider; a remote's react-intl hooks must find the shell's context.
  'react-intl',
  // Only the React context must be one object per page; the schemas are bundled per app.
  '@swat/shared-contracts/shell',
] as const;

/**
 * Singletons the first view never needs: their shared chunks load only when a page's code imports
 * them (the shell then wraps that page in their provider), so the bff does not preload them.
 */
export const ON_DEMAND_SINGLETONS: readonly (typeof SHARED_SINGLETONS)[number][] = ['@tanstack/react-query', 'react-intl'];

/** The name under which each remote exposes its page table. */
export const REMOTE_PAGES_MODULE = './pages';

/**
 * Where a remote's entry leaves the URLs of its stylesheet when its page table is loaded (the
 * federation plugin's `dontAppendStylesToHead`): the shell adds the stylesheet itself, only when the
 * bff has not already put it in the page, since a second copy restyles the whole page.
 */
export const remoteStylesheetsKey = (name: RemoteName): string => `css__${name}__${REMOTE_PAGES_MODULE}`;

export interface RemotePageProps {
  /** The route pattern from the manifest that matched, e.g. `/client-dashboard/project/:id`. */
  routePath: string;
}

export type RemotePageComponent = ComponentType<RemotePageProps>;
export type RemotePageLoader = () => Promise<{ default: RemotePageComponent }>;

/** What `<remote>/pages` exports: one lazy loader per route pattern of the remote's manifest. */
export interface RemotePagesModule {
  pages: Readonly<Record<string, RemotePageLoader>>;
}
