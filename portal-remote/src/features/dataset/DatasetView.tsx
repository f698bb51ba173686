import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataItemColumnResponse, DataItemRowsResponse } from '@swat/shared-contracts';
import { apiKey } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { EmptyState, ErrorState, Spinner, labelClass, secondaryButton } from '../ui/states';
import { DataTable } from './DataTable';
import { ColumnChart } from './ColumnChart';

const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface DatasetViewProps {
  projectId: string;
  dataId: string;
}

/** Loaded with React.lazy by the pages that show a CSV, so the table library is fetched only there. */
export default function DatasetView({ projectId, dataId }: DatasetViewProps) {
  const base = `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(dataId)}`;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(25);
  const [sort, setSort] = useState<{ column: string; dir: 'asc' | 'desc' } | null>(null);
  const [chartColumn, setChartColumn] = useState<string | null>(null);

  const rows = useQuery<DataItemRowsResponse>({
    queryKey: apiKey(`${base}/rows`, { page, pageSize, sort: sort?.column, dir: sort ? sort.dir : undefined }),
    placeholderData: keepPreviousData,
  });
  const columns = rows.data?.columns;
  useEffect(() => {
    if (chartColumn === null && columns && columns.length > 0) {
      // Start with a column worth charting: the first numeric one that is not an id.
      const pick = columns.find((c) => c.type === 'number' && !/(^|_)id$/i.test(c.name)) ?? columns[0];
      if (pick) setChartColumn(pick.name);
    }
  }, [columns, chartColumn]);
  const column = useQuery<DataItemColumnResponse>({
    queryKey: apiKey(`${base}/columns/${encodeURIComponent(chartColumn ?? '')}`),
    enabled: chartColumn !== null,
  });

  if (rows.isLoading) return <Spinner label="Loading the dataset…" />;
  if (rows.error && !rows.data) return <ErrorState title="Could not load the dataset" message={readApiError(rows.error).message} onRetry={() => void rows.refetch()} />;
  const data = rows.data;
  if (!data || data.total === 0 || data.columns.length === 0) return <EmptyState title="This dataset has no rows." />;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const firstRow = (data.page - 1) * data.pageSize + 1;
  const lastRow = Math.min(data.total, data.page * data.pageSize);

  return (
    <div className="pt:space-y-8">
      <section aria-labelledby="dataset-table-heading">
        <h2 id="dataset-table-heading" className="pt:mb-3 pt:text-lg pt:font-semibold pt:text-ink">
          Data table
        </h2>
        <DataTable
          data={data}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
        />
        <div className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:text-sm pt:text-ink">
          <span aria-live="polite">
            Rows {firstRow.toLocaleString('en-US')}–{lastRow.toLocaleString('en-US')} of {data.total.toLocaleString('en-US')}
            {rows.isFetching ? ' (updating…)' : ''}
          </span>
          <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            Previous page
          </button>
          <span>
            Page {data.page} of {pages}
          </span>
          <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage((p) => Math.min(pages, p + 1))}>
            Next page
          </button>
          <label className="pt:flex pt:items-center pt:gap-2">
            Rows per page
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
        {rows.error ? <p className="pt:mt-2 pt:text-sm pt:text-danger">{readApiError(rows.error).message}</p> : null}
      </section>
      <section aria-labelledby="dataset-chart-heading">
        <h2 id="dataset-chart-heading" className="pt:mb-3 pt:text-lg pt:font-semibold pt:text-ink">
          Chart
        </h2>
        <label htmlFor={`chart-column-${dataId}`} className={labelClass}>
          Column to chart
        </label>
        <select
          id={`chart-column-${dataId}`}
          value={chartColumn ?? ''}
          onChange={(e) => setChartColumn(e.target.value)}
          className="pt:mt-1 pt:mb-4 pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-3 pt:py-2 pt:text-ink"
        >
          {data.columns.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({c.type})
            </option>
          ))}
        </select>
        {column.isLoading ? <Spinner label="Loading the column…" /> : null}
        {column.error ? <ErrorState title="Could not load the column" message={readApiError(column.error).message} onRetry={() => void column.refetch()} /> : null}
        {column.data ? <ColumnChart column={column.data} /> : null}
      </section>
    </div>
  );
}
