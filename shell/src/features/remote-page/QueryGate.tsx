import { Component, type ComponentType, type ReactNode } from 'react';

/** TanStack Query's message when a hook runs outside a QueryClientProvider. */
export function isMissingQueryClient(error: unknown): boolean {
  return error instanceof Error && /No QueryClient set/i.test(error.message);
}

/**
 * Whether the federation runtime has fetched TanStack Query, i.e. whether some loaded page code
 * imports it. Pages that do not use it then render without the library ever being downloaded.
 */
export function queryLibraryRequested(perf: Pick<Performance, 'getEntriesByType'> = performance): boolean {
  return perf.getEntriesByType('resource').some((entry) => entry.name.includes('react-query'));
}

interface Props {
  loadProvider: () => Promise<ComponentType<{ children: ReactNode }>>;
  children: ReactNode;
}

interface State {
  Provider: ComponentType<{ children: ReactNode }> | null;
  error: unknown;
}

/**
 * The safety net for the detection above: if a page turns out to use queries after all
 * (code it loads later), the missing-client error is caught here, the provider is loaded and
 * the page renders again. Any other error goes on to the page's error boundary.
 */
export class QueryGate extends Component<Props, State> {
  override state: State = { Provider: null, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!isMissingQueryClient(error) || this.state.Provider) return;
    this.props.loadProvider().then(
      (Provider) => this.setState({ Provider, error: null }),
      (loadError: unknown) => this.setState({ error: loadError }),
    );
  }

  override render() {
    const { Provider, error } = this.state;
    if (error && !(isMissingQueryClient(error) && !Provider)) throw error;
    if (error) return null;
    return Provider ? <Provider>{this.props.children}</Provider> : this.props.children;
  }
}
