import { lazy, Suspense, type ComponentType } from 'react';

interface PreloadableOptions<P> {
  /** Shown while the code is on the way (nothing by default). */
  whileLoading?: ComponentType<P>;
  /** Used for good when the code cannot be fetched; without it the error reaches the nearest boundary. */
  ifUnavailable?: ComponentType<P>;
}

/**
 * A component whose code is fetched on demand, like React.lazy, but which renders in one pass once
 * `preload()` has resolved: a page prerendered with it can be hydrated without suspending, and
 * code fetched ahead (at idle) is used at once.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, options: PreloadableOptions<P> = {}) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const { whileLoading: WhileLoading, ifUnavailable } = options;
  const Lazy = lazy(() =>
    preload().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!ifUnavailable) throw error;
        return { default: ifUnavailable };
      },
    ),
  );

  function Component(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={WhileLoading ? <WhileLoading {...props} /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  return { preload, Component };
}
