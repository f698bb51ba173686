import type { ComponentType, ReactNode } from 'react';

let pending: Promise<ComponentType<{ children: ReactNode }>> | null = null;

/** The shell's IntlProvider, fetched once, when the first page that uses react-intl is shown. */
export function loadIntlProvider(): Promise<ComponentType<{ children: ReactNode }>> {
  pending ??= import('./intl-layer').then((module) => module.ShellIntlProvider);
  return pending;
}

/** Whether the federation runtime has fetched react-intl, i.e. whether some loaded page code imports it. */
export function intlLibraryRequested(perf: Pick<Performance, 'getEntriesByType'> = performance): boolean {
  return perf.getEntriesByType('resource').some((entry) => entry.name.includes('react-intl'));
}

/** react-intl's message when a hook or component runs outside an IntlProvider. */
export function isMissingIntlProvider(error: unknown): boolean {
  return error instanceof Error && /Could not find required `intl` object/.test(error.message);
}
