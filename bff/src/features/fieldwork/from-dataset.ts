import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Language, fieldworkFromDatasetRequestSchema } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { bffMessages } from '../../i18n/messages';
import { col } from '../analysis/analysable-store';
import type { Datasets } from '../analysis/datasets';
import { literal } from '../analysis/engine';
import type { Session } from '../auth/auth';
import { selectVisibleItems } from '../data-items/visibility';
import { gulfTime } from './field-day';
import type { FieldworkBatch } from './ingest-store';

/**
 * Completes read from a dataset already uploaded to the project: one record per row, the
 * respondent's id as interview id (prefixed by the item, so two waves never collide), the
 * quota dimensions from the variables staff picked. Without a completion-time variable every
 * row counts on the day the dataset was uploaded. Refusals are said in `language`, the reader's.
 */
export async function datasetBatch(db: Kysely<DatabaseSchema>, datasets: Datasets, session: Session, projectId: string, input: z.output<typeof fieldworkFromDatasetRequestSchema>, language: Language): Promise<FieldworkBatch> {
  const { t } = bffMessages(language);
  const item = await selectVisibleItems(db, session, projectId).where('d.id', '=', input.dataItemId).executeTakeFirst();
  if (!item) throw new ApiError(404, t('api.fieldwork.noDataset'), { fieldErrors: { dataItemId: [t('api.fieldwork.chooseDataset')] } });
  if (item.table_meta == null) throw new ApiError(409, t('api.fieldwork.notTable'), { fieldErrors: { dataItemId: [t('api.fieldwork.chooseTable')] } });
  const ds = await datasets.open(item, { includeHidden: true });
  const indexOf = (name: string | null, field: string) => {
    if (name === null) return null;
    const i = ds.header.indexOf(name);
    if (i < 0) throw new ApiError(400, t('api.error.fieldsNeedAttention'), { fieldErrors: { [field]: [t('api.results.noVariable', { name })] } });
    return i;
  };
  const idAt = indexOf(input.idVariable, 'idVariable')!;
  const timeAt = indexOf(input.completedAtVariable, 'completedAtVariable');
  const durationAt = indexOf(input.durationVariable, 'durationVariable');
  const dims = Object.entries(input.dimensions).map(([key, variable]) => ({ key, at: indexOf(variable, `dimensions.${key}`)! }));
  const select = [idAt, timeAt, durationAt, ...dims.map((d) => d.at)].map((i, n) => (i === null ? `null as x${n}` : `${col(i)} as x${n}`)).join(', ');
  const rows = await datasets.engine.all(`select ${select} from read_parquet(${literal(ds.file)}) order by _row`);
  const uploaded = new Date(item.created_at).toISOString();
  const records = rows.map((r) => {
    const cell = (n: number) => (r[`x${n}`] === null || r[`x${n}`] === undefined ? '' : String(r[`x${n}`]).trim());
    const time = cell(1);
    const duration = Number(cell(2));
    return {
      interviewId: `${item.id.slice(0, 8)}:${cell(0)}`,
      completedAt: time ? gulfTime(time) : uploaded,
      status: 'complete',
      ...(cell(2) && Number.isFinite(duration) ? { durationSeconds: Math.round(duration) } : {}),
      quota: Object.fromEntries(dims.map((d, n) => [d.key, cell(3 + n)]).filter(([, v]) => v !== '')),
    };
  });
  return { records, dailyTotals: [], onError: 'keep_valid' };
}
