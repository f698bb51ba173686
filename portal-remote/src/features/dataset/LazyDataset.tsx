import { lazy, Suspense } from 'react';
import { Spinner } from '../../lib/ui/states';
import type { DatasetViewProps } from './DatasetView';

// The table library and the chart arrive only when a page shows a CSV.
const DatasetView = lazy(() => import('./DatasetView'));

export function LazyDataset(props: DatasetViewProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the table…" />}>
      <DatasetView {...props} />
    </Suspense>
  );
}
