import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DatasetVariables } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { FileStore } from '../../storage/file-store';
import { copyToFile } from '../../storage/copy-to-file';
import { dataItemFileKey } from '../../storage/legacy-data-item-files';
import type { AnalysableStore } from './analysable-store';
import type { AnalysisEngine } from './engine';
import type { DatasetHandle } from './results';
import { normaliseTableInWorker, type TableInput } from './import-in-worker';
import type { ImportLimits } from './import-limits';
import { importTable, parseTableMeta, type TableMeta } from './table-import';
import { TableImportError, sayImportProblem } from './table-source';

/** The item fields the analysis needs. */
export interface TabularItem {
  id: string;
  sha256: string;
  content_type: string;
  table_meta: unknown;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export interface Datasets {
  engine: AnalysisEngine;
  store: AnalysableStore;
  /** What one import (an upload, or rebuilding a copy this machine lacks) may cost. */
  importLimits: ImportLimits;
  /** The item's analysable copy (built here if this machine has none) and its definition. */
  open(item: TabularItem, options: { includeHidden: boolean }): Promise<DatasetHandle & { meta: TableMeta }>;
  saveDefinition(itemId: string, meta: TableMeta, definition: DatasetVariables): Promise<void>;
}

export function createDatasets(deps: { db: Kysely<DatabaseSchema>; files: FileStore; store: AnalysableStore; engine: AnalysisEngine; importLimits: ImportLimits }): Datasets {
  const { db, files, store, engine, importLimits } = deps;
  /** The original, copied from the file store to this machine's disk for the import thread to read, and removed after. */
  const withOriginal = async <T>(id: string, use: (input: TableInput) => Promise<T>): Promise<T> => {
    await store.ready();
    const path = store.tempPath('original');
    try {
      if (!(await copyToFile(files, dataItemFileKey(id), path))) throw new ApiError(404, 'The file of this data item is missing.');
      return await use({ path });
    } finally {
      await rm(path, { force: true });
    }
  };
  return {
    engine,
    store,
    importLimits,
    async open(item, { includeHidden }) {
      let meta = parseTableMeta(item.table_meta);
      if (!meta) {
        // A CSV uploaded before tables had definitions: work them out once and keep them.
        if (item.content_type !== CSV_CONTENT_TYPE) throw new ApiError(409, 'This data item is not a table (only CSV, Excel and SPSS datasets have rows).');
        let summary;
        try {
          ({ meta, summary } = await withOriginal(item.id, (input) => importTable(store, item.sha256, input, 'csv', { limits: importLimits })));
        } catch (error) {
          if (error instanceof TableImportError) throw new ApiError(409, error.message, { say: (language) => sayImportProblem(error.problem, language) });
          throw error;
        }
        await db.updateTable('data_items').set({ table_meta: JSON.stringify(meta), csv_summary: JSON.stringify(summary) }).where('id', '=', item.id).execute();
      }
      const format = meta.format;
      const file = await store.ensure(item.sha256, (csvPath) => withOriginal(item.id, (input) => normaliseTableInWorker(input, format, csvPath, { limits: importLimits })));
      return { file, header: meta.header, definition: meta.definition, includeHidden, meta };
    },
    async saveDefinition(itemId, meta, definition) {
      await db
        .updateTable('data_items')
        .set({ table_meta: JSON.stringify({ ...meta, definition }) })
        .where('id', '=', itemId)
        .execute();
    },
  };
}
