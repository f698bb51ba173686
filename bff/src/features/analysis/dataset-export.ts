import { rm } from 'node:fs/promises';
import type { DatasetDownloadFormat } from '@swat/shared-contracts';
import { col } from './analysable-store';
import type { ExportColumn } from './dataset-file-writer';
import { literal, type AnalysisEngine } from './engine';
import { datasetFileInWorker } from './export-in-worker';
import { exportCsv } from './file-responses';
import type { DatasetHandle } from './results';
import { visibleColumns, type VisibleColumn } from './visible-columns';

export const DATASET_CONTENT_TYPES: Record<DatasetDownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sav: 'application/x-spss-sav',
};

export interface DatasetExportText {
  title: string;
  sheets: { data: string; variables: string };
  variableHeadings: { name: string; label: string; values: string };
}

const ENGLISH: Omit<DatasetExportText, 'title'> = {
  sheets: { data: 'Data', variables: 'Variables' },
  variableHeadings: { name: 'Variable', label: 'Label', values: 'Values' },
};

/** What each column holds, in one pass over the analysable copy: numbers only, decimals, widest cell. */
async function profile(engine: AnalysisEngine, file: string, columns: readonly VisibleColumn[]): Promise<ExportColumn[]> {
  if (columns.length === 0) return [];
  const asDouble = (c: string) => `try_cast(replace(${c}, ',', '') as double)`;
  const select = columns
    .map(({ index }) => {
      const c = col(index);
      return [
        `count(*) filter (where trim(${c}) <> '' and ${asDouble(c)} is null) as t${index}`,
        `coalesce(max(strlen(${c})), 0) as w${index}`,
        `coalesce(max(case when ${asDouble(c)} is not null and strpos(${c}, '.') > 0 then length(split_part(trim(${c}), '.', 2)) end), 0) as d${index}`,
      ].join(', ');
    })
    .join(', ');
  const [row] = await engine.all(`select ${select} from read_parquet(${literal(file)})`);
  return columns.map(({ name, index, variable }) => ({
    name,
    label: variable?.label ?? name,
    numeric: Number(row?.[`t${index}`] ?? 1) === 0 && variable?.type !== 'text' && variable?.type !== 'id',
    decimals: Number(row?.[`d${index}`] ?? 0),
    widthBytes: Number(row?.[`w${index}`] ?? 0),
    valueLabels: variable?.valueLabels ?? [],
    missing: variable?.missingValues ?? [],
  }));
}

/**
 * A dataset written for download in the reader's format, from the analysable copy and only with the
 * columns this reader may see (`visibleColumns`): an original file is never what a client receives.
 * Returns the path of a file made for this one response.
 */
export async function writeDatasetDownload(
  engine: AnalysisEngine,
  ds: DatasetHandle,
  format: DatasetDownloadFormat,
  target: string,
  text: Pick<DatasetExportText, 'title'> & Partial<DatasetExportText>,
): Promise<string> {
  const columns = visibleColumns(ds);
  const indexes = columns.map((c) => c.index);
  if (format === 'csv') return exportCsv(engine, ds.file, ds.header, target, indexes);
  const rowsCsv = `${target}.rows.csv`;
  try {
    const select = indexes.length > 0 ? indexes.map((i) => col(i)).join(', ') : "'' as empty";
    await engine.all(`copy (select ${select} from read_parquet(${literal(ds.file)}) order by _row) to ${literal(rowsCsv)} (format csv, header false, quote '"', escape '"')`);
    const exportColumns = await profile(engine, ds.file, columns);
    const weightAt = ds.definition.weightVariable === null ? -1 : exportColumns.findIndex((c) => c.name === ds.definition.weightVariable);
    await datasetFileInWorker({
      format,
      rowsCsv,
      target,
      columns: exportColumns,
      rowCount: ds.definition.rowCount,
      weight: weightAt >= 0 ? weightAt : null,
      title: text.title,
      sheets: text.sheets ?? ENGLISH.sheets,
      variableHeadings: text.variableHeadings ?? ENGLISH.variableHeadings,
    });
    return target;
  } finally {
    await rm(rowsCsv, { force: true });
  }
}
