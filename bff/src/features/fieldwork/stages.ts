import { sql, type Kysely } from 'kysely';
import { PROJECT_STAGES, type ProjectStage, type ProjectStatus, type Stage, type StagesResponse, type UpdateStageRequest } from '@swat/shared-contracts';
import type { DatabaseSchema } from '../../db/schema';

/** The status a stage implies, so the dashboard's status tabs and the timeline never disagree. */
const STATUS_OF_STAGE: Record<ProjectStage, ProjectStatus> = {
  brief: 'draft',
  proposal: 'draft',
  questionnaire: 'draft',
  fieldwork: 'in_field',
  quality_control: 'analysis',
  analysis: 'analysis',
  reporting: 'reporting',
  delivered: 'completed',
};

const text = (column: string) => sql<string | null>`${sql.ref(column)}::text`;

export async function readStages(db: Kysely<DatabaseSchema>, projectId: string): Promise<StagesResponse> {
  const [project, rows] = await Promise.all([
    db.selectFrom('projects').select('stage').where('id', '=', projectId).executeTakeFirst(),
    db
      .selectFrom('project_stages')
      .select(['stage', 'note', text('planned_start').as('planned_start'), text('planned_end').as('planned_end'), text('actual_start').as('actual_start'), text('actual_end').as('actual_end')])
      .where('project_id', '=', projectId)
      .execute(),
  ]);
  const byStage = new Map(rows.map((r) => [r.stage, r]));
  const stages: Stage[] = PROJECT_STAGES.map((stage) => {
    const r = byStage.get(stage);
    return { stage, plannedStart: r?.planned_start ?? null, plannedEnd: r?.planned_end ?? null, actualStart: r?.actual_start ?? null, actualEnd: r?.actual_end ?? null, note: r?.note ?? null };
  });
  return { current: project?.stage ?? null, stages };
}

/** Staff edit one stage's dates and note; fields left out keep their value. */
export async function updateStage(db: Kysely<DatabaseSchema>, projectId: string, stage: ProjectStage, patch: UpdateStageRequest): Promise<void> {
  const values = {
    planned_start: patch.plannedStart ?? null,
    planned_end: patch.plannedEnd ?? null,
    actual_start: patch.actualStart ?? null,
    actual_end: patch.actualEnd ?? null,
    note: patch.note ?? null,
  };
  const set: Record<string, unknown> = { updated_at: new Date() };
  if (patch.plannedStart !== undefined) set.planned_start = values.planned_start;
  if (patch.plannedEnd !== undefined) set.planned_end = values.planned_end;
  if (patch.actualStart !== undefined) set.actual_start = values.actual_start;
  if (patch.actualEnd !== undefined) set.actual_end = values.actual_end;
  if (patch.note !== undefined) set.note = values.note;
  await db
    .insertInto('project_stages')
    .values({ project_id: projectId, stage, ...values })
    .onConflict((oc) => oc.columns(['project_id', 'stage']).doUpdateSet(set))
    .execute();
}

export interface StageMove {
  from: ProjectStage | null;
  to: ProjectStage;
  statusFrom: ProjectStatus;
  statusTo: ProjectStatus;
}

/**
 * Moves the project to a stage on a day: that stage starts (and is open again if it had ended),
 * the stage it leaves ends, and the status follows unless the project is on hold.
 */
export async function moveStage(db: Kysely<DatabaseSchema>, projectId: string, to: ProjectStage, on: string, note: string | undefined, changedBy: string): Promise<StageMove> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('projects').select(['stage', 'status']).where('id', '=', projectId).forUpdate().executeTakeFirstOrThrow();
    if (before.stage && before.stage !== to) {
      await trx
        .updateTable('project_stages')
        .set({ actual_end: on, updated_at: new Date() })
        .where('project_id', '=', projectId)
        .where('stage', '=', before.stage)
        .where('actual_end', 'is', null)
        .execute();
    }
    await trx
      .insertInto('project_stages')
      .values({ project_id: projectId, stage: to, actual_start: on, note: note ?? null })
      .onConflict((oc) =>
        oc.columns(['project_id', 'stage']).doUpdateSet({
          actual_start: sql`coalesce(project_stages.actual_start, excluded.actual_start)`,
          actual_end: null,
          note: note === undefined ? sql`project_stages.note` : sql`excluded.note`,
          updated_at: new Date(),
        }),
      )
      .execute();
    const statusTo = before.status === 'on_hold' ? before.status : STATUS_OF_STAGE[to];
    await trx.updateTable('projects').set({ stage: to, status: statusTo, updated_at: new Date() }).where('id', '=', projectId).execute();
    if (statusTo !== before.status) {
      await trx.insertInto('project_status_history').values({ project_id: projectId, from_status: before.status, to_status: statusTo, changed_by: changedBy }).execute();
    }
    return { from: before.stage, to, statusFrom: before.status, statusTo };
  });
}
