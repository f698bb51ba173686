import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { RemotePageComponent, RemotePageProps, RuntimeRoute } from '@swat/shared-contracts';
import { loadPageModule } from '../../lib/federation/page-modules';
import { markFirstPageShown } from '../../lib/first-page';
import { queryLibraryRequested } from './QueryGate';
import { intlLibraryRequested, loadIntlProvider } from '../../lib/intl/intl-loader';

export type ProviderLoader = () => Promise<ComponentType<{ children: ReactNode }>>;
export type RoutePageComponent = ComponentType<RemotePageProps>;

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * A remote page as the shell renders it: marks the first page shown, and gets the query provider
 * if its code uses TanStack Query and the IntlProvider if it uses react-intl.
 */
function wrapRoutePage(Component: RemotePageComponent, providers: readonly (Provider | null)[]): RoutePageComponent {
  return function RoutePage(props: RemotePageProps) {
    useEffect(markFirstPageShown, []);
    return providers.reduceRight<ReactNode>((page, Wrapper) => (Wrapper ? <Wrapper>{page}</Wrapper> : page), <Component {...props} />);
  };
}

export async function loadRoutePage(route: Pick<RuntimeRoute, 'remote' | 'path'>, loadProvider: ProviderLoader): Promise<RoutePageComponent> {
  const Component = await loadPageModule(route);
  // Only pages whose code pulled in a library get its provider (and its download).
  const [Query, Intl] = await Promise.all([queryLibraryRequested() ? loadProvider() : null, intlLibraryRequested() ? loadIntlProvider() : null]);
  return wrapRoutePage(Component, [Query, Intl]);
}

/*
 * Pages whose code is already here when the shell first renders: the route the bff prerendered
 * (loaded before hydration, so React hydrates the server's markup in one pass instead of
 * suspending), or the page slot when the chrome itself is prerendered at build time.
 */
const ready = new Map<string, RoutePageComponent>();

export const readyPageKey = (route: Pick<RuntimeRoute, 'remote' | 'path'>) => `${route.remote}:${route.path}`;

export function setReadyPage(route: Pick<RuntimeRoute, 'remote' | 'path'>, page: RoutePageComponent): void {
  ready.set(readyPageKey(route), page);
}

export function readyPage(route: Pick<RuntimeRoute, 'remote' | 'path'>): RoutePageComponent | undefined {
  return ready.get(readyPageKey(route));
}
