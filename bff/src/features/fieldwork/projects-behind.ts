import type { Kysely } from 'kysely';
import type { BehindProjectsResponse } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { loadFieldworkView } from './fieldwork-view';

/** Projects in field whose counts are behind plan (see buildFieldworkView's rules), most behind first. */
export async function projectsBehind(db: Kysely<DatabaseSchema>, now: number): Promise<BehindProjectsResponse['items']> {
  const inField = await db
    .selectFrom('projects')
    .select(['id', 'code', 'title'])
    .where((eb) => eb.or([eb('stage', '=', 'fieldwork'), eb.and([eb('stage', 'is', null), eb('status', '=', 'in_field')])]))
    .execute();
  const items: BehindProjectsResponse['items'] = [];
  for (const p of inField) {
    const view = await loadFieldworkView(db, p.id, now);
    const cellsBehind = view.cells.filter((c) => c.behind).length;
    if (!view.projection.behind && cellsBehind === 0) continue;
    const expected = view.target !== null && view.cells.length === 0 ? null : view.cells.reduce<number | null>((n, c) => (c.expected === null ? n : (n ?? 0) + c.expected), null);
    items.push({
      projectId: p.id,
      code: p.code,
      title: p.title,
      completes: view.totals.completes,
      target: view.target,
      expected,
      plannedEnd: view.plannedEnd,
      projectedFinish: view.projection.finish,
      cellsBehind,
    });
  }
  const shortfall = (i: (typeof items)[number]) => (i.expected ?? i.completes) - i.completes;
  return items.sort((a, b) => shortfall(b) - shortfall(a) || b.cellsBehind - a.cellsBehind);
}
