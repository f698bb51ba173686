import { z } from 'zod';
import { boundedIsoDateSchema } from '../text/storable';

/** The stages every study moves through, in order. */
export const PROJECT_STAGES = ['brief', 'proposal', 'questionnaire', 'fieldwork', 'quality_control', 'analysis', 'reporting', 'delivered'] as const;
export const projectStageSchema = z.enum(PROJECT_STAGES);
export type ProjectStage = z.infer<typeof projectStageSchema>;

export const MAX_STAGE_NOTE = 500;

export const stageSchema = z.object({
  stage: projectStageSchema,
  plannedStart: z.iso.date().nullable(),
  plannedEnd: z.iso.date().nullable(),
  actualStart: z.iso.date().nullable(),
  actualEnd: z.iso.date().nullable(),
  /** A short note for the client ("Questionnaire v3 sent for sign-off"). */
  note: z.string().nullable(),
});
export type Stage = z.infer<typeof stageSchema>;

/** GET /api/projects/:id/stages: all eight stages in order, and where the project stands. */
export const stagesResponseSchema = z.object({
  current: projectStageSchema.nullable(),
  stages: z.array(stageSchema),
});
export type StagesResponse = z.infer<typeof stagesResponseSchema>;

const datesInOrder = (start: string | null | undefined, end: string | null | undefined) => !start || !end || start <= end;

/** PUT /api/projects/:id/stages/:stage (staff): the stage's dates and note. */
export const updateStageRequestSchema = z
  .object({
    plannedStart: boundedIsoDateSchema.nullable(),
    plannedEnd: boundedIsoDateSchema.nullable(),
    actualStart: boundedIsoDateSchema.nullable(),
    actualEnd: boundedIsoDateSchema.nullable(),
    note: z
      .string()
      .trim()
      .max(MAX_STAGE_NOTE, `At most ${MAX_STAGE_NOTE} characters.`)
      .transform((v) => (v === '' ? null : v))
      .nullable(),
  })
  .partial()
  .strict()
  .refine((v) => datesInOrder(v.plannedStart, v.plannedEnd), { path: ['plannedEnd'], message: 'The planned end cannot come before the planned start.' })
  .refine((v) => datesInOrder(v.actualStart, v.actualEnd), { path: ['actualEnd'], message: 'A stage cannot end before it starts.' });
export type UpdateStageRequest = z.infer<typeof updateStageRequestSchema>;
export type UpdateStageInput = z.input<typeof updateStageRequestSchema>;

/**
 * POST /api/projects/:id/stage (staff): move the project to a stage. The stage starts today (or on
 * `on`), the one before it ends, the client's users are told by e-mail unless they opted out.
 */
export const moveStageRequestSchema = z
  .object({
    stage: projectStageSchema,
    on: boundedIsoDateSchema.optional(),
    note: z.string().trim().max(MAX_STAGE_NOTE, `At most ${MAX_STAGE_NOTE} characters.`).optional(),
  })
  .strict();
export type MoveStageRequest = z.infer<typeof moveStageRequestSchema>;
