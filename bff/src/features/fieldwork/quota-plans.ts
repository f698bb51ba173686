import type { Kysely } from 'kysely';
import { quotaPlanSchema, type QuotaPlan, type QuotaPlanResponse } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';
import { iso } from '../users/users';

export async function readQuotaPlan(db: Kysely<DatabaseSchema>, projectId: string): Promise<QuotaPlanResponse> {
  const row = await db.selectFrom('quota_plans').select(['plan', 'updated_at']).where('project_id', '=', projectId).executeTakeFirst();
  if (!row) return { plan: null, updatedAt: null };
  const raw = typeof row.plan === 'string' ? (JSON.parse(row.plan) as unknown) : row.plan;
  const parsed = quotaPlanSchema.safeParse(raw);
  return { plan: parsed.success ? parsed.data : null, updatedAt: iso(row.updated_at) };
}

export async function saveQuotaPlan(db: Kysely<DatabaseSchema>, projectId: string, plan: QuotaPlan): Promise<void> {
  await db
    .insertInto('quota_plans')
    .values({ project_id: projectId, plan: JSON.stringify(plan) })
    .onConflict((oc) => oc.column('project_id').doUpdateSet({ plan: JSON.stringify(plan), updated_at: new Date() }))
    .execute();
}

/** What a plan edit changed, for the audit log: targets by cell, dimensions, the overall target. */
export function planChanges(before: QuotaPlan | null, after: QuotaPlan): Record<string, unknown> {
  if (!before) return { created: true, overallTarget: after.overallTarget, dimensions: after.dimensions.map((d) => d.key), cells: after.cells.length };
  const changes: Record<string, unknown> = {};
  if (before.overallTarget !== after.overallTarget) changes.overallTarget = { from: before.overallTarget, to: after.overallTarget };
  const dims = (p: QuotaPlan) => p.dimensions.map((d) => `${d.key}: ${d.levels.map((l) => l.code).join(', ')}`);
  if (JSON.stringify(dims(before)) !== JSON.stringify(dims(after))) changes.dimensions = { from: dims(before), to: dims(after) };
  const targets = (p: QuotaPlan) => new Map(p.cells.map((c) => [c.levels.join(' × '), c.target]));
  const was = targets(before);
  const now = targets(after);
  const cells = [...new Set([...was.keys(), ...now.keys()])]
    .filter((k) => was.get(k) !== now.get(k))
    .map((cell) => ({ cell, from: was.get(cell) ?? null, to: now.get(cell) ?? null }));
  if (cells.length > 0) changes.cells = cells;
  return changes;
}
