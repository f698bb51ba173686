import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataItemRowsResponse, DatasetVariables } from '@swat/shared-contracts';
import { apiKey } from '../../lib/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { EmptyState, ErrorState, Spinner, secondaryButton } from '../../lib/ui/states';
import { DataTable } from './DataTable';
import { ResultsPanel } from './ResultsPanel';
import { VariablesEditor } from './VariablesEditor';
import { useMessages } from '../../i18n/portal-messages';

const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface DatasetViewProps {
  projectId: string;
  dataId: string;
  /** Staff may edit the variable definitions. */
  canEdit?: boolean;
}

type Tab = 'results' | 'table' | 'variables';

function RowsPanel({ base, labels }: { base: string; labels: Map<string, string> }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(25);
  const [sort, setSort] = useState<{ column: string; dir: 'asc' | 'desc' } | null>(null);
  const rows = useQuery<DataItemRowsResponse>({
    queryKey: apiKey(`${base}/rows`, { page, pageSize, sort: sort?.column, dir: sort ? sort.dir : undefined }),
    placeholderData: keepPreviousData,
  });
  if (rows.isLoading) return <Spinner label={t('dataset.loadingRows')} />;
  if (rows.error && !rows.data) return <ErrorState title={t('dataset.couldNotLoad')} message={failureText(rows.error)} onRetry={() => void rows.refetch()} />;
  const data = rows.data;
  if (!data || data.total === 0 || data.columns.length === 0) return <EmptyState title={t('dataset.noRows')} />;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const firstRow = (data.page - 1) * data.pageSize + 1;
  const lastRow = Math.min(data.total, data.page * data.pageSize);
  return (
    <section aria-labelledby="dataset-table-heading">
      <h2 id="dataset-table-heading" className="pt:mb-3 pt:text-lg pt:font-semibold pt:text-ink">
        {t('dataset.tableHeading')}
      </h2>
      <DataTable
        data={data}
        labels={labels}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <div className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:text-sm pt:text-ink">
        <span aria-live="polite">
          {t('dataset.rowsShown', { first: firstRow, last: lastRow, total: data.total })}
          {rows.isFetching ? t('dataset.updating') : ''}
        </span>
        <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          {t('dataset.previousPage')}
        </button>
        <span>
          {t('dataset.pageOf', { page: data.page, pages })}
        </span>
        <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
          {t('dataset.nextPage')}
        </button>
        <label className="pt:flex pt:items-center pt:gap-2">
          {t('dataset.rowsPerPage')}
          <select
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
            className="pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-2 pt:py-1"
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {rows.error ? <p className="pt:mt-2 pt:text-sm pt:text-danger">{failureText(rows.error)}</p> : null}
    </section>
  );
}

/** Loaded with React.lazy by the pages that show a dataset, so its code is fetched only there. */
export default function DatasetView({ projectId, dataId, canEdit = false }: DatasetViewProps) {
  const base = `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(dataId)}`;
  const { t } = useMessages();
  const failureText = useFailureText();
  const [tab, setTab] = useState<Tab>('results');
  const variables = useQuery<DatasetVariables>({ queryKey: [`${base}/variables`] });
  if (variables.isLoading) return <Spinner label={t('dataset.loadingDataset')} />;
  if (variables.error || !variables.data) return <ErrorState title={t('dataset.couldNotLoad')} message={failureText(variables.error)} onRetry={() => void variables.refetch()} />;
  const def = variables.data;
  const labels = new Map(def.variables.map((v) => [v.name, v.label]));
  const tabs: [Tab, string][] = [
    ['results', t('dataset.tabResults')],
    ['table', t('dataset.tabTable')],
    ...(canEdit ? ([['variables', t('dataset.tabVariables')]] as [Tab, string][]) : []),
  ];
  return (
    <div className="pt:space-y-6">
      <div role="tablist" aria-label={t('dataset.viewsLabel')} className="pt:flex pt:gap-1 pt:border-b pt:border-line">
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setTab(id)}
            className={`pt:-mb-px pt:min-h-11 pt:border-b-2 pt:px-4 pt:py-2 pt:font-medium ${tab === id ? 'pt:border-brand pt:text-ink' : 'pt:border-transparent pt:text-muted pt:hover:text-ink'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'results' ? <ResultsPanel base={base} def={def} /> : null}
        {tab === 'table' ? <RowsPanel base={base} labels={labels} /> : null}
        {tab === 'variables' && canEdit ? <VariablesEditor key={JSON.stringify(def)} projectId={projectId} dataId={dataId} def={def} /> : null}
      </div>
    </div>
  );
}
