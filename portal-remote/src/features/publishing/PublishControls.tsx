import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '@swat/shared-contracts/shell';
import { formatDate, publishRequestSchema, publishResponseSchema, type PublishableKind, type PublishPreview } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys, publishableSegment, usePortalQueries } from '../../lib/api/queries';
import { submitTo, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, SwitchField } from '../../lib/ui/form-fields';
import { useFailureText } from '../../lib/ui/failure-text';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { ErrorState, Spinner, dangerButton, primaryButton, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** A data item or a deliverable, as far as the publish step is concerned. */
export interface PublishTarget {
  kind: PublishableKind;
  id: string;
  title: string;
  publishedAt: string | null;
}

const itemPath = (projectId: string, target: PublishTarget) =>
  `/api/projects/${encodeURIComponent(projectId)}/${publishableSegment(target.kind)}/${encodeURIComponent(target.id)}`;

/** Who will be e-mailed and what each will read, from the bff's preview (rendered by the same templates that send). */
function Recipients({ preview, mailing }: { preview: PublishPreview; mailing: boolean }) {
  const { t } = useMessages();
  if (!mailing) return <p className="pt:text-sm pt:text-ink">{t('publish.noMail')}</p>;
  return (
    <div className="pt:space-y-3">
      <p className="pt:text-sm pt:font-medium pt:text-ink">{t('publish.recipients', { count: preview.recipients.length })}</p>
      {preview.recipients.length > 0 ? (
        <ul className="pt:space-y-1 pt:text-sm pt:text-ink" data-testid="publish-recipients">
          {preview.recipients.map((r) => (
            <li key={r.email}>
              <bdi dir="auto" className="pt:font-medium">
                {r.name}
              </bdi>{' '}
              <bdi dir="ltr" className="pt:text-muted">
                &lt;{r.email}&gt;
              </bdi>{' '}
              <span className="pt:text-muted">· {t('publish.recipientLanguage', { language: r.language })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {preview.recipients.map((r) => (
        <figure key={r.email} className="pt:rounded-md pt:border pt:border-line pt:bg-surface-alt pt:p-3" data-testid="publish-mail-preview">
          <figcaption className="pt:mb-2 pt:text-xs pt:font-semibold pt:text-muted">{t('publish.previewHeading', { name: r.name })}</figcaption>
          <div lang={r.language} dir={r.language === 'ar' ? 'rtl' : 'ltr'}>
            <p className="pt:text-sm pt:text-ink">
              <span className="pt:font-semibold">{t('publish.subject')}:</span> <bdi>{r.subject}</bdi>
            </p>
            <pre className="pt:mt-2 pt:max-h-64 pt:overflow-auto pt:whitespace-pre-wrap pt:font-sans pt:text-sm pt:text-ink">{r.text}</pre>
          </div>
        </figure>
      ))}
    </div>
  );
}

/** The confirmation: recipients and mail preview, "e-mail again" when the client was told before, then publish. */
function PublishDialog({ projectId, target, onClose }: { projectId: string; target: PublishTarget; onClose: () => void }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const headingId = useId();
  const preview = useQuery(usePortalQueries().publishPreview(target.kind, projectId, target.id));
  const form = useApiForm(publishRequestSchema, { defaultValues: { notifyAgain: false } });
  const notifyAgain = form.watch('notifyAgain') === true;
  const mailing = preview.data ? !preview.data.notifiedBefore || notifyAgain : false;
  const send = async (values: { notifyAgain: boolean }) => {
    const result = await api.send('POST', `${itemPath(projectId, target)}/publish`, { body: values, schema: publishResponseSchema });
    toast({ title: t('publish.done'), description: t('publish.doneText', { title: target.title, count: result.notified }) });
    await queryClient.invalidateQueries({ queryKey: portalKeys.project(projectId) });
    onClose();
  };
  return (
    <div role="dialog" aria-labelledby={headingId} className="pt:mt-3 pt:space-y-4 pt:rounded-md pt:border pt:border-brand pt:bg-surface pt:p-4" data-testid="publish-dialog">
      <div>
        <h3 id={headingId} className="pt:font-semibold pt:text-ink">
          {t('publish.dialogTitle', { title: target.title })}
        </h3>
        <p className="pt:text-sm pt:text-muted">{t('publish.dialogIntro')}</p>
      </div>
      {preview.isPending ? <Spinner label={t('publish.loadingPreview')} /> : null}
      {preview.isError ? <ErrorState message={failureText(preview.error)} onRetry={() => void preview.refetch()} /> : null}
      {preview.data ? (
        <ApiForm form={form} label={t('publish.dialogTitle', { title: target.title })} onSubmit={submitTo(form, send, ['notifyAgain'])}>
          <FormAlert fallback={() => t('failure.unknown')} />
          {preview.data.notifiedBefore ? (
            <div className="pt:space-y-2">
              <p className="pt:text-sm pt:text-ink">{t('publish.notifiedBefore')}</p>
              <SwitchField name="notifyAgain" label={t('publish.notifyAgain')} />
            </div>
          ) : null}
          <Recipients preview={preview.data} mailing={mailing} />
          <div className="pt:flex pt:flex-wrap pt:gap-3">
            <SubmitButton pending={t('publish.publishing')}>{t(mailing && preview.data.recipients.length > 0 ? 'publish.confirmAndMail' : 'publish.confirm')}</SubmitButton>
            <button type="button" onClick={onClose} className={secondaryButton}>
              {t('publish.cancel')}
            </button>
          </div>
        </ApiForm>
      ) : null}
    </div>
  );
}

/**
 * The publish step for one item (staff): a draft's badge and "Publish…", which opens the
 * confirmation; a published item's date and "Unpublish…", which asks first too.
 */
export function PublishControls({ projectId, target }: { projectId: string; target: PublishTarget }) {
  const { t, language } = useMessages();
  const api = usePortalApi();
  const [open, setOpen] = useState<'publish' | 'unpublish' | null>(null);
  const confirmId = useId();
  const unpublish = useToastedMutation({
    mutationFn: () => api.send('POST', `${itemPath(projectId, target)}/unpublish`, { body: {} }),
    refresh: [portalKeys.project(projectId)],
    done: () => ({ title: t('publish.unpublished'), description: t('publish.unpublishedText', { title: target.title }) }),
    failedTitle: t('publish.unpublishFailed'),
  });
  return (
    <div className="pt:w-full">
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        {target.publishedAt ? (
          <span className="pt:text-xs pt:text-muted" data-testid="published-badge">
            {t('publish.publishedOn', { date: formatDate(target.publishedAt, language) })}
          </span>
        ) : (
          <span className="pt:rounded-full pt:bg-surface-alt pt:px-2 pt:py-0.5 pt:text-xs pt:font-semibold pt:text-muted" data-testid="draft-badge">
            {t('publish.draft')}
          </span>
        )}
        {open === null ? (
          <button type="button" onClick={() => setOpen(target.publishedAt ? 'unpublish' : 'publish')} className={target.publishedAt ? secondaryButton : primaryButton}>
            {t(target.publishedAt ? 'publish.unpublish' : 'publish.publish')}
            <span className="pt:sr-only"> {target.title}</span>
          </button>
        ) : null}
      </div>
      {open === 'publish' && !target.publishedAt ? <PublishDialog projectId={projectId} target={target} onClose={() => setOpen(null)} /> : null}
      {open === 'unpublish' && target.publishedAt ? (
        <div role="alertdialog" aria-labelledby={confirmId} className="pt:mt-3 pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:rounded-md pt:border pt:border-danger pt:bg-surface pt:p-3">
          <p id={confirmId} className="pt:text-sm pt:text-ink">
            {t('publish.unpublishTitle', { title: target.title })}
          </p>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog moves focus into itself as it opens (WAI-ARIA dialog pattern) */}
          <button type="button" autoFocus onClick={() => unpublish.mutate(undefined, { onSettled: () => setOpen(null) })} disabled={unpublish.isPending} className={dangerButton}>
            {t(unpublish.isPending ? 'publish.unpublishing' : 'publish.yesUnpublish')}
          </button>
          <button type="button" onClick={() => setOpen(null)} disabled={unpublish.isPending} className={secondaryButton}>
            {t('publish.keep')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
