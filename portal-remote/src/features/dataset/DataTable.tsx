import { useMemo } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import type { DataItemRowsResponse } from '@swat/shared-contracts';
import { ScrollArea } from './ScrollHint';
import { RawName } from './RawName';
import { useMessages } from '../../i18n/portal-messages';

type Row = string[];

export interface DataTableProps {
  data: DataItemRowsResponse;
  /** Readable labels by raw column name; the raw name stays visible under each. */
  labels: Map<string, string>;
  sort: { column: string; dir: 'asc' | 'desc' } | null;
  onSortChange: (sort: { column: string; dir: 'asc' | 'desc' } | null) => void;
}

/** The server sorts and pages (files can be large); the table renders one page and reports sort clicks. */
export function DataTable({ data, labels, sort, onSortChange }: DataTableProps) {
  const { t } = useMessages();
  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      data.columns.map((col, index) => ({
        id: col.name,
        header: () => (
          <span className="pt:flex pt:flex-col pt:items-start">
            <span>{labels.get(col.name) ?? col.name}</span>
            <RawName label={labels.get(col.name) ?? col.name} name={col.name} />
          </span>
        ),
        accessorFn: (row: Row) => row[index] ?? '',
        meta: { numeric: col.type === 'number' },
      })),
    [data.columns, labels],
  );
  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.dir === 'desc' }] : [];
  const table = useReactTable({
    data: data.rows,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange(first ? { column: first.id, dir: first.desc ? 'desc' : 'asc' } : null);
    },
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <ScrollArea label={t('dataset.rowsLabel')} id="dataset-rows">
      <table className="pt:min-w-full pt:border-collapse pt:text-sm" data-testid="dataset-table">
        <thead className="pt:bg-surface-alt">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const dir = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'} className="pt:px-3 pt:py-2 pt:text-start pt:font-semibold pt:text-ink">
                    <button type="button" onClick={header.column.getToggleSortingHandler()} className="pt:inline-flex pt:items-center pt:gap-1 pt:whitespace-nowrap pt:hover:underline">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      <span aria-hidden="true" className="pt:text-muted">
                        {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="pt:border-t pt:border-line pt:bg-surface">
              {row.getVisibleCells().map((cell) => {
                const numeric = (cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric;
                return (
                  <td key={cell.id} className={`pt:px-3 pt:py-1.5 pt:whitespace-nowrap pt:text-ink ${numeric ? 'pt:text-end pt:tabular-nums' : ''}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
