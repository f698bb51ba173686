import { lazy, Suspense } from 'react';
import { Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import type { DatasetViewProps } from './DatasetView';

// The table library and the chart arrive only when a page shows a CSV.
const DatasetView = lazy(() => import('./DatasetView'));

export function LazyDataset(props: DatasetViewProps) {
  const { t } = useMessages();
  return (
    <Suspense fallback={<Spinner label={t('dataset.loadingDataset')} />}>
      <DatasetView {...props} />
    </Suspense>
  );
}
