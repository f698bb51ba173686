import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { moveStageRequestSchema, PROJECT_STAGES } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { portalKeys } from '../../lib/api/queries';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { inputClass, labelClass } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

function StageSelect() {
  const { register } = useFormContext();
  const { t } = useMessages();
  return (
    <div>
      <label htmlFor="move-stage" className={labelClass}>
        {t('stageControls.stage')}
      </label>
      <select id="move-stage" className={inputClass} {...register('stage')}>
        {PROJECT_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {t(`stages.name.${stage}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Staff move the project to a stage; the client's people are told by e-mail unless they opted out. */
export function StageControls({ projectId, current }: { projectId: string; current: string | null }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const form = useApiForm(moveStageRequestSchema, { defaultValues: { stage: (current as (typeof PROJECT_STAGES)[number] | null) ?? 'brief', note: '' } });
  const move = useMutation({
    mutationFn: (input: { stage: string; note?: string }) => api.send('POST', `/api/projects/${encodeURIComponent(projectId)}/stage`, { body: { stage: input.stage, ...(input.note ? { note: input.note } : {}) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.project(projectId) }),
  });
  return (
    <ApiForm
      form={form}
      label={t('stageControls.heading')}
      className="pt:grid pt:gap-3 pt:sm:grid-cols-[1fr_2fr_auto] pt:sm:items-end"
      onSubmit={async (input) => {
        try {
          await move.mutateAsync(input);
          form.reset({ stage: input.stage, note: '' });
        } catch (error) {
          showFailure(form, toApiFailure(error), ['stage', 'note']);
        }
      }}
    >
      <StageSelect />
      <TextField name="note" label={t('stageControls.note')} hint={t('stageControls.noteHint')} />
      <SubmitButton pending={t('stageControls.moving')}>{t('stageControls.move')}</SubmitButton>
      <div className="pt:sm:col-span-3">
        <FormAlert fallback={() => t('failure.unknown')} />
      </div>
    </ApiForm>
  );
}
