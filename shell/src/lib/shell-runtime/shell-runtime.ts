import { createContext, useContext } from 'react';
import type { PageMeta, RuntimeConfig } from '@swat/shared-contracts';
import type { DataLayer } from '../data-layer';

/** Writes the head after a client-side navigation (the page-meta feature provides it). */
export interface PageMetaController {
  /** Called by the layout on every location change; the first call only records (the server wrote that head). */
  setRouteMeta(meta: PageMeta | null, firstLoad: boolean): void;
  /** What the page itself asked for, over the route's metadata. */
  setPageMeta(meta: PageMeta): void;
}

/** Shell-internal services (what remotes get is ShellServices, in shared-contracts). */
export interface ShellRuntime {
  config: RuntimeConfig;
  prefetch: (path: string) => void;
  pageMeta: PageMetaController;
  /** TanStack Query and the user query, loaded before the first remote page renders. */
  loadDataLayer: () => Promise<DataLayer>;
}

export const ShellRuntimeContext = createContext<ShellRuntime | null>(null);

export function useShellRuntime(): ShellRuntime {
  const runtime = useContext(ShellRuntimeContext);
  if (!runtime) throw new Error('useShellRuntime must be used inside the shell');
  return runtime;
}

/** Honours the visitor's reduced-motion setting for smooth scrolls and fades. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToTop(smooth: boolean): void {
  window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
}
