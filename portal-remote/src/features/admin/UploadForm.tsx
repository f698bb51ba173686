import { useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { DATA_ITEM_KINDS, DEFAULT_MAX_UPLOAD_MB, dataItemDetailSchema, dataItemKindSchema, formatNumber } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { toApiFailure } from '../../lib/api/failure';
import { portalKeys } from '../../lib/api/queries';
import { uploadParsed } from '../../lib/api/upload';
import { FORM_ERROR, showFailure, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { SelectField } from '../../lib/ui/SelectField';
import { FieldError, inputClass, labelClass, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

/** The chosen file, as the browser gives it; registered with the form like any other field. */
function FileField({ label, hint }: { label: string; hint: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const id = useId();
  const error = getFieldState('file', formState).error?.message;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        {...register('file')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="pt:mt-1 pt:text-xs pt:text-muted">
        {hint}
      </p>
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}

export function UploadForm({ projectId }: { projectId: string }) {
  const { t, language } = useMessages();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Built with the reader's words: the file checks are the browser's own (the server has the final
  // word on size, its limit is configurable; this saves a long wasted upload).
  const schema = useMemo(
    () =>
      z.object({
        title: z.string().trim().max(200),
        kind: dataItemKindSchema,
        file: z
          .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList && value.length > 0, t('admin.upload.chooseFile'))
          .refine((files) => (files[0]?.size ?? 0) <= MAX_BYTES, t('admin.upload.tooLarge', { mb: DEFAULT_MAX_UPLOAD_MB })),
      }),
    [t],
  );
  const form = useApiForm(schema, { defaultValues: { title: '', kind: 'dataset' } });
  const upload = useMutation({
    mutationFn: ({ file, title, kind }: z.output<typeof schema>) => {
      const chosen = file[0]!;
      const body = new FormData();
      body.set('title', title || chosen.name.replace(/\.[^.]*$/, ''));
      body.set('kind', kind);
      body.set('file', chosen);
      controller.current = new AbortController();
      setProgress(0);
      return uploadParsed(`/api/projects/${encodeURIComponent(projectId)}/data-items`, body, dataItemDetailSchema, setProgress, {
        signal: controller.current.signal,
        language,
      });
    },
    onSuccess: async (item) => {
      toast({ title: t('admin.upload.done'), description: t('admin.upload.doneText', { title: item.title }) });
      form.reset({ title: '', kind: 'dataset' });
      await queryClient.invalidateQueries({ queryKey: portalKeys.dataItems(projectId) });
    },
    onSettled: () => {
      setProgress(null);
      controller.current = null;
    },
  });

  const uploading = progress !== null;
  const pct = Math.round((progress ?? 0) * 100);
  return (
    <section aria-labelledby="upload-heading" className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
      <h2 id="upload-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('admin.upload.heading')}
      </h2>
      <ApiForm
        form={form}
        label={t('admin.upload.heading')}
        onSubmit={async (input) => {
          try {
            await upload.mutateAsync(input);
          } catch (error) {
            if (error instanceof DOMException && error.name === 'AbortError')
              form.setError(FORM_ERROR, { type: 'abort', message: t('admin.upload.cancelled') });
            else showFailure(form, toApiFailure(error), ['file', 'title', 'kind']);
          }
        }}
      >
        <FormAlert fallback={() => t('failure.unknown')} />
        <div className="pt:grid pt:gap-4 pt:md:grid-cols-3">
          <FileField label={t('admin.upload.file')} hint={t('admin.upload.fileHint', { mb: DEFAULT_MAX_UPLOAD_MB })} />
          <TextField name="title" label={t('admin.upload.title')} />
          <SelectField name="kind" label={t('admin.upload.kind')} options={DATA_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`admin.kind.${kind}`) }))} />
        </div>
        {uploading ? (
          <div>
            <div className="pt:flex pt:justify-between pt:text-sm pt:text-ink">
              <span>{t(pct < 100 ? 'admin.upload.uploading' : 'admin.upload.processing')}</span>
              <span>{formatNumber(pct / 100, language, { style: 'percent' })}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('admin.upload.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct}
              className="pt:mt-1 pt:h-2.5 pt:w-full pt:overflow-hidden pt:rounded-full pt:bg-surface-alt"
            >
              <div className="pt:h-full pt:bg-brand pt:transition-[width]" style={{ width: `${pct}%` }} />
            </div>
          </div>
        ) : null}
        <div className="pt:flex pt:gap-3">
          <SubmitButton pending={t('admin.upload.uploading')}>{t('admin.upload.upload')}</SubmitButton>
          {uploading ? (
            <button type="button" onClick={() => controller.current?.abort()} className={secondaryButton}>
              {t('admin.upload.cancel')}
            </button>
          ) : null}
        </div>
      </ApiForm>
    </section>
  );
}
