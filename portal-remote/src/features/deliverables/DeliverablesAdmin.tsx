import { useId, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useShellServices } from '@swat/shared-contracts/shell';
import { DEFAULT_MAX_DELIVERABLE_MB, deliverableLanguageSchema, type Deliverable } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { FORM_ERROR, showFailure, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SelectField, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { useFailureText } from '../../lib/ui/failure-text';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { EmptyState, ErrorState, Spinner, dangerButton, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { PublishControls } from '../publishing';
import { FileField, UploadProgress, chosenFile, isAbort, useDeliverableUpload } from './upload-parts';
import { VersionList } from './VersionList';

const deliverablesPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/deliverables`;

/** A new deliverable: its file, title and language; it starts as a draft. */
function UploadDeliverableForm({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const upload = useDeliverableUpload();
  const schema = useMemo(() => z.object({ title: z.string().trim().max(200), language: deliverableLanguageSchema, file: chosenFile(t) }), [t]);
  const form = useApiForm(schema, { defaultValues: { title: '', language: 'en' } });
  return (
    <section aria-labelledby="deliverable-upload-heading" className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
      <h3 id="deliverable-upload-heading" className="pt:font-semibold pt:text-ink">
        {t('deliverables.upload.heading')}
      </h3>
      <ApiForm
        form={form}
        label={t('deliverables.upload.heading')}
        onSubmit={async ({ file, title, language }) => {
          const chosen = file[0]!;
          const body = new FormData();
          body.set('title', title || chosen.name.replace(/\.[^.]*$/, ''));
          body.set('language', language);
          body.set('file', chosen);
          try {
            const created = await upload.start(deliverablesPath(projectId), body);
            toast({ title: t('deliverables.upload.done'), description: t('deliverables.upload.doneText', { title: created.title }) });
            form.reset({ title: '', language });
            await queryClient.invalidateQueries({ queryKey: portalKeys.deliverables(projectId) });
          } catch (error) {
            if (isAbort(error)) form.setError(FORM_ERROR, { type: 'abort', message: t('deliverables.upload.cancelled') });
            else showFailure(form, toApiFailure(error), ['file', 'title', 'language']);
          }
        }}
      >
        <FormAlert fallback={() => t('failure.unknown')} />
        <div className="pt:grid pt:gap-4 pt:md:grid-cols-3">
          <FileField label={t('deliverables.upload.file')} hint={t('deliverables.upload.fileHint', { mb: DEFAULT_MAX_DELIVERABLE_MB })} />
          <TextField name="title" label={t('deliverables.upload.title')} />
          <SelectField
            name="language"
            label={t('deliverables.upload.language')}
            options={[
              { value: 'en', label: t('deliverables.upload.english'), lang: 'en' },
              { value: 'ar', label: t('deliverables.upload.arabic'), lang: 'ar' },
            ]}
          />
        </div>
        <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
        <SubmitButton pending={t('deliverables.upload.uploading')}>{t('deliverables.upload.submit')}</SubmitButton>
      </ApiForm>
    </section>
  );
}

/** Another version of a deliverable: only the file; the older versions stay. */
function NewVersionForm({ projectId, deliverable }: { projectId: string; deliverable: Deliverable }) {
  const { t } = useMessages();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const upload = useDeliverableUpload();
  const schema = useMemo(() => z.object({ file: chosenFile(t) }), [t]);
  const form = useApiForm(schema);
  return (
    <ApiForm
      form={form}
      label={t('deliverables.newVersion.file', { title: deliverable.title })}
      className="pt:flex pt:flex-wrap pt:items-end pt:gap-3"
      onSubmit={async ({ file }) => {
        const body = new FormData();
        body.set('file', file[0]!);
        try {
          const updated = await upload.start(`${deliverablesPath(projectId)}/${encodeURIComponent(deliverable.id)}/versions`, body);
          toast({ title: t('deliverables.upload.done'), description: t('deliverables.newVersion.doneText', { title: updated.title, version: updated.versions[0]?.version ?? 1 }) });
          form.reset();
          await queryClient.invalidateQueries({ queryKey: portalKeys.project(projectId) });
        } catch (error) {
          if (isAbort(error)) form.setError(FORM_ERROR, { type: 'abort', message: t('deliverables.upload.cancelled') });
          else showFailure(form, toApiFailure(error), ['file']);
        }
      }}
    >
      <div className="pt:w-full">
        <FormAlert fallback={() => t('failure.unknown')} />
      </div>
      <div className="pt:min-w-64 pt:flex-1">
        <FileField label={t('deliverables.newVersion.file', { title: deliverable.title })} />
      </div>
      <SubmitButton pending={t('deliverables.upload.uploading')}>{t('deliverables.newVersion.submit')}</SubmitButton>
      <div className="pt:w-full">
        <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
      </div>
    </ApiForm>
  );
}

function DeliverableRow({ projectId, deliverable }: { projectId: string; deliverable: Deliverable }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const remove = useToastedMutation({
    mutationFn: () => api.send('DELETE', `${deliverablesPath(projectId)}/${encodeURIComponent(deliverable.id)}`),
    refresh: [portalKeys.project(projectId)],
    done: () => ({ title: t('deliverables.deleted'), description: t('deliverables.deletedText', { title: deliverable.title }) }),
    failedTitle: t('deliverables.deleteFailed'),
  });
  return (
    <li className="pt:space-y-3 pt:px-4 pt:py-4" data-testid="admin-deliverable">
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        <p className="pt:min-w-0 pt:flex-1 pt:font-medium pt:text-ink">
          <bdi dir="auto" translate="no">{deliverable.title}</bdi> <span className="pt:text-sm pt:font-normal pt:text-muted">· {t('deliverables.language', { language: deliverable.language })}</span>
        </p>
        {!confirming ? (
          <button type="button" onClick={() => setConfirming(true)} className={secondaryButton}>
            {t('deliverables.delete')}
            <span className="pt:sr-only"> {deliverable.title}</span>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div role="alertdialog" aria-labelledby={confirmId} className="pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:rounded-md pt:border pt:border-danger pt:bg-surface pt:p-3">
          <p id={confirmId} className="pt:text-sm pt:text-ink">
            {t('deliverables.confirmDelete', { title: deliverable.title })}
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog moves focus into itself as it opens (WAI-ARIA dialog pattern) */}
          <button type="button" autoFocus onClick={() => remove.mutate(undefined, { onError: () => setConfirming(false) })} disabled={remove.isPending} className={dangerButton}>
            {t(remove.isPending ? 'deliverables.deleting' : 'deliverables.yesDelete')}
          </button>
          <button type="button" onClick={() => setConfirming(false)} disabled={remove.isPending} className={secondaryButton}>
            {t('deliverables.keep')}
          </button>
        </div>
      ) : null}
      <PublishControls projectId={projectId} target={{ kind: 'deliverable', id: deliverable.id, title: deliverable.title, publishedAt: deliverable.publishedAt }} />
      <VersionList projectId={projectId} deliverable={deliverable} />
      <NewVersionForm projectId={projectId} deliverable={deliverable} />
    </li>
  );
}

/** Staff's deliverables of a project: drafts and published ones, versions, the publish step, uploads. */
export function DeliverablesAdmin({ projectId }: { projectId: string }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const list = useQuery(usePortalQueries().deliverables(projectId));
  return (
    <section aria-labelledby="deliverables-heading" className="pt:space-y-4">
      <h2 id="deliverables-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('deliverables.heading')}
      </h2>
      <p className="pt:text-sm pt:text-muted">{t('deliverables.staffIntro', { mb: DEFAULT_MAX_DELIVERABLE_MB })}</p>
      {list.isPending ? <Spinner label={t('deliverables.loading')} /> : null}
      {list.isError ? <ErrorState message={failureText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.deliverables.length === 0 ? <EmptyState title={t('deliverables.noneTitle')}>{t('deliverables.noneStaff')}</EmptyState> : null}
      {list.data && list.data.deliverables.length > 0 ? (
        <ul className="pt:divide-y pt:divide-line pt:rounded-xl pt:border pt:border-line pt:bg-surface">
          {list.data.deliverables.map((d) => (
            <DeliverableRow key={d.id} projectId={projectId} deliverable={d} />
          ))}
        </ul>
      ) : null}
      <UploadDeliverableForm projectId={projectId} />
    </section>
  );
}
