import type { DataLayer } from './data-layer';
import type { FetchLike } from './http/resilient-fetch';

let pending: Promise<DataLayer> | null = null;
let ready: DataLayer | null = null;

export function loadDataLayer(fetchImpl: FetchLike): Promise<DataLayer> {
  pending ??= import('./data-layer').then(({ createDataLayer }) => {
    ready = createDataLayer(fetchImpl);
    return ready;
  });
  return pending;
}

/** The data layer once loaded; remote pages render only after it is, so hooks can rely on it. */
export function loadedDataLayer(): DataLayer | null {
  return ready;
}
