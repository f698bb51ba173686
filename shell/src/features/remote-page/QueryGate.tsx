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

interface GateProps {
  loadProvider: () => Promise<ComponentType<{ children: ReactNode }>>;
  children: ReactNode;
}

interface Props extends GateProps {
  /** Whether an error is the library's "no provider above me". */
  isMissing: (error: unknown) => boolean;
}

interface State {
  Provider: ComponentType<{ children: ReactNode }> | null;
  error: unknown;
}

/**
 * The safety net for the detection of a library a page uses (TanStack Query, react-intl): if a
 * page turns out to use it after all (code it loads later), the library's missing-provider error
 * is caught here, the provider is loaded and the page renders again. Any other error goes on to
 * the page's error boundary.
 */
export class ProviderGate extends Component<Props, State> {
  override state: State = { Provider: null, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!this.props.isMissing(error) || this.state.Provider) return;
    this.props.loadProvider().then(
      (Provider) => this.setState({ Provider, error: null }),
      (loadError: unknown) => this.setState({ error: loadError }),
    );
  }

  override render() {
    const { Provider, error } = this.state;
    if (error && !(this.props.isMissing(error) && !Provider)) throw error;
    if (error) return null;
    return Provider ? <Provider>{this.props.children}</Provider> : this.props.children;
  }
}

/** The gate for TanStack Query's client. */
export function QueryGate(props: GateProps) {
  return <ProviderGate {...props} isMissing={isMissingQueryClient} />;
}
