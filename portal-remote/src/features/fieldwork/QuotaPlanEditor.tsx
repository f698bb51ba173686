import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MAX_QUOTA_DIMENSIONS, type QuotaPlan } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { inputClass, labelClass, secondaryButton, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

interface LevelText {
  code: string;
  label: string;
  labelAr?: string;
}

/**
 * Levels are written one a line as `code = label | Arabic label` ("riyadh = Riyadh | الرياض"); the
 * Arabic part is optional, and a line without `=` is both code and label.
 */
export function parseLevels(text: string): LevelText[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      const code = (at < 0 ? line.split('|')[0]! : line.slice(0, at)).trim();
      const [label = '', labelAr = ''] = (at < 0 ? line : line.slice(at + 1)).split('|').map((part) => part.trim());
      return { code, label: at < 0 ? code : label, ...(labelAr ? { labelAr } : {}) };
    });
}
export const levelsText = (levels: readonly LevelText[]) =>
  levels.map((l) => (l.code === l.label && !l.labelAr ? l.code : `${l.code} = ${l.label}${l.labelAr ? ` | ${l.labelAr}` : ''}`)).join('\n');

/** Every combination of the dimensions' levels, in order: the cells of the plan. */
export function cellsOf(dimensions: readonly { levels: readonly { code: string }[] }[]): string[][] {
  return dimensions.reduce<string[][]>((cells, d) => cells.flatMap((cell) => d.levels.map((l) => [...cell, l.code])), [[]]).filter((c) => c.length === dimensions.length && c.length > 0);
}

const formSchema = z.object({
  overallTarget: z.coerce.number<string | number>().int().min(1),
  dimensions: z.array(z.object({ key: z.string(), label: z.string(), labelAr: z.string(), levels: z.string() })).max(MAX_QUOTA_DIMENSIONS),
  targets: z.record(z.string(), z.coerce.number<string | number>().int().min(0)),
});
type FormInput = z.input<typeof formSchema>;

function toPlan(values: z.output<typeof formSchema>): QuotaPlan {
  const dimensions = values.dimensions.map((d) => ({ key: d.key.trim(), label: d.label.trim(), ...(d.labelAr.trim() ? { labelAr: d.labelAr.trim() } : {}), levels: parseLevels(d.levels) }));
  return { overallTarget: values.overallTarget, dimensions, cells: cellsOf(dimensions).map((levels) => ({ levels, target: values.targets[levels.join('|')] ?? 0 })) };
}

function Editor({ plan, projectId }: { plan: QuotaPlan | null; projectId: string }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const defaults: FormInput = {
    overallTarget: plan?.overallTarget ?? 100,
    dimensions: (plan?.dimensions ?? []).map((d) => ({ key: d.key, label: d.label, labelAr: d.labelAr ?? '', levels: levelsText(d.levels) })),
    targets: Object.fromEntries((plan?.cells ?? []).map((c) => [c.levels.join('|'), c.target])),
  };
  const form = useApiForm(formSchema, { defaultValues: defaults });
  const dimensions = useFieldArray({ control: form.control, name: 'dimensions' });
  const watched = useWatch({ control: form.control, name: 'dimensions' });
  const cells = useMemo(() => cellsOf((watched ?? []).map((d) => ({ levels: parseLevels(d.levels ?? '') }))), [watched]);
  const save = useMutation({
    mutationFn: (next: QuotaPlan) => api.send('PUT', `/api/projects/${encodeURIComponent(projectId)}/quotas`, { body: next }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.project(projectId) }),
  });
  const splitEvenly = () => {
    const total = Number(form.getValues('overallTarget')) || 0;
    cells.forEach((cell, i) => form.setValue(`targets.${cell.join('|')}`, Math.floor(total / cells.length) + (i < total % cells.length ? 1 : 0)));
  };
  const labelOf = (cell: string[]) => cell.map((code, i) => parseLevels(watched?.[i]?.levels ?? '').find((l) => l.code === code)?.label ?? code).join(' · ');
  return (
    <ApiForm
      form={form}
      label={t('quotaEditor.heading')}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync(toPlan(values));
          // What was saved is the form's new starting point: the saved note shows until the next edit.
          form.reset(form.getValues());
        } catch (error) {
          showFailure(form, toApiFailure(error), ['overallTarget']);
        }
      }}
    >
      <FormAlert fallback={() => t('failure.unknown')} />
      {save.isSuccess && !form.formState.isDirty ? (
        <p role="status" className="pt:text-sm pt:text-brand">
          {t('quotaEditor.saved')}
        </p>
      ) : null}
      <TextField name="overallTarget" label={t('quotaEditor.overallTarget')} type="number" required />
      <fieldset className="pt:space-y-3">
        <legend className={labelClass}>{t('quotaEditor.dimensions')}</legend>
        <p className="pt:text-xs pt:text-muted">{t('quotaEditor.dimensionsHint')}</p>
        {dimensions.fields.map((field, i) => (
          <div key={field.id} className="pt:grid pt:gap-2 pt:rounded-lg pt:border pt:border-line pt:p-3 pt:sm:grid-cols-2 pt:lg:grid-cols-4">
            <TextField name={`dimensions.${i}.key`} label={t('quotaEditor.key')} hint={t('quotaEditor.keyHint')} />
            <TextField name={`dimensions.${i}.label`} label={t('quotaEditor.label')} />
            <TextField name={`dimensions.${i}.labelAr`} label={t('quotaEditor.labelAr')} hint={t('quotaEditor.labelArHint')} dir="rtl" />
            <div>
              <TextField name={`dimensions.${i}.levels`} label={t('quotaEditor.levels')} hint={t('quotaEditor.levelsHint')} multiline />
            </div>
            <button type="button" className={secondaryButton} onClick={() => dimensions.remove(i)}>
              {t('quotaEditor.removeDimension', { name: watched?.[i]?.label || String(i + 1) })}
            </button>
          </div>
        ))}
        {dimensions.fields.length < MAX_QUOTA_DIMENSIONS ? (
          <button type="button" className={secondaryButton} onClick={() => dimensions.append({ key: '', label: '', labelAr: '', levels: '' })}>
            {t('quotaEditor.addDimension')}
          </button>
        ) : null}
      </fieldset>
      {cells.length > 0 ? (
        <fieldset className="pt:space-y-2">
          <legend className={labelClass}>{t('quotaEditor.cells', { count: cells.length })}</legend>
          <button type="button" className={secondaryButton} onClick={splitEvenly}>
            {t('quotaEditor.splitEvenly')}
          </button>
          <div className="pt:grid pt:gap-2 pt:sm:grid-cols-2">
            {cells.map((cell) => {
              const id = `cell-${cell.join('-')}`;
              return (
                <div key={cell.join('|')} className="pt:flex pt:items-center pt:justify-between pt:gap-2">
                  <label htmlFor={id} className="pt:text-sm pt:text-ink">
                    {labelOf(cell)}
                  </label>
                  <input id={id} type="number" min={0} dir="ltr" className={`${inputClass} pt:mt-0 pt:w-24`} {...form.register(`targets.${cell.join('|')}`)} />
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <SubmitButton pending={t('quotaEditor.saving')}>{t('quotaEditor.save')}</SubmitButton>
    </ApiForm>
  );
}

/** Staff define the quota plan: up to three dimensions, a target a cell and overall; editable while fieldwork runs. */
export function QuotaPlanEditor({ projectId }: { projectId: string }) {
  const queries = usePortalQueries();
  const plan = useQuery(queries.quotas(projectId));
  const { t } = useMessages();
  if (plan.isPending) return <Spinner label={t('quotaEditor.loading')} />;
  // Mounted once the plan has loaded; after a save the form keeps what was saved (no remount, so the saved note shows).
  return <Editor plan={plan.data?.plan ?? null} projectId={projectId} />;
}
