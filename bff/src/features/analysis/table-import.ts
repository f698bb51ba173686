import { datasetVariablesSchema, type CsvSummary, type DatasetVariables } from '@swat/shared-contracts';
import { z } from 'zod';
import type { AnalysableStore } from './analysable-store';
import type { ImportLimits } from './import-limits';
import { normaliseTableInWorker, type ImportBudget, type TableInput } from './import-in-worker';
import { readCsv } from './read-csv';
import { readSav } from './read-sav';
import { readXlsx } from './read-xlsx';
import type { TableFormat, TableSource } from './table-source';
import { detectVariables, summaryOf } from './variables';

/** Stored with the item (data_items.table_meta): how to read the file and what its columns mean. */
export const tableMetaSchema = z.object({
  format: z.enum(['csv', 'xlsx', 'sav']),
  header: z.array(z.string()),
  detail: z.record(z.string(), z.string()),
  definition: datasetVariablesSchema,
});
export type TableMeta = z.infer<typeof tableMetaSchema>;

export function readTable(bytes: Uint8Array, format: TableFormat, limits: Pick<ImportLimits, 'maxExpandedBytes'>): Promise<TableSource> {
  switch (format) {
    case 'csv':
      return Promise.resolve(readCsv(bytes));
    case 'xlsx':
      return readXlsx(bytes, limits);
    case 'sav':
      return readSav(bytes);
  }
}

/** Reads a tabular file once: builds its analysable copy and works out its variables and summary. */
export async function importTable(store: AnalysableStore, sha256: string, input: TableInput, format: TableFormat, budget: ImportBudget): Promise<{ meta: TableMeta; summary: CsvSummary }> {
  const { header, detail, labels, profile } = await store.build(sha256, (csvPath) => normaliseTableInWorker(input, format, csvPath, budget));
  const definition: DatasetVariables = detectVariables(header, profile, labels);
  return { meta: { format, header, detail, definition }, summary: summaryOf(header, profile) };
}

export function parseTableMeta(raw: unknown): TableMeta | null {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  if (value === null || value === undefined) return null;
  const parsed = tableMetaSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
