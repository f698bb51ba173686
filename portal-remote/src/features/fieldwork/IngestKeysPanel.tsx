import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createIngestKeyRequestSchema, createIngestKeyResponseSchema, formatDateTime, type CreateIngestKeyResponse } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { useFailureText } from '../../lib/ui/failure-text';
import { dangerButton, ErrorState, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** Survey platforms' keys for this project: create one (its secret shown once), see when each was used, revoke. */
export function IngestKeysPanel({ projectId }: { projectId: string }) {
  const { t, language } = useMessages();
  const api = usePortalApi();
  const queries = usePortalQueries();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const keys = useQuery(queries.ingestKeys(projectId));
  const [created, setCreated] = useState<CreateIngestKeyResponse | null>(null);
  const form = useApiForm(createIngestKeyRequestSchema, { defaultValues: { name: '' } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...portalKeys.project(projectId), 'ingest-keys'] });
  const create = useMutation({
    mutationFn: (input: { name: string }) => api.send('POST', `/api/projects/${encodeURIComponent(projectId)}/ingest-keys`, { body: input, schema: createIngestKeyResponseSchema }),
    onSuccess: async (body) => {
      setCreated(body);
      form.reset({ name: '' });
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (keyId: string) => api.send('DELETE', `/api/projects/${encodeURIComponent(projectId)}/ingest-keys/${encodeURIComponent(keyId)}`),
    onSuccess: refresh,
  });
  return (
    <div className="pt:space-y-4">
      <p className="pt:text-sm pt:text-muted">{t('ingestKeys.intro')}</p>
      {created ? (
        <div role="status" className="pt:space-y-2 pt:rounded-lg pt:border pt:border-brand pt:bg-surface pt:p-4">
          <p className="pt:font-medium pt:text-ink">{t('ingestKeys.createdOnce', { name: created.key.name })}</p>
          <code dir="ltr" className="pt:block pt:break-all pt:rounded pt:bg-surface-alt pt:p-2 pt:text-sm" data-testid="ingest-secret">
            {created.secret}
          </code>
          <button type="button" className="pt:text-sm pt:font-medium pt:text-brand pt:underline" onClick={() => void navigator.clipboard?.writeText(created.secret)}>
            {t('ingestKeys.copy')}
          </button>
        </div>
      ) : null}
      <ApiForm
        form={form}
        label={t('ingestKeys.create')}
        className="pt:flex pt:flex-wrap pt:items-end pt:gap-3"
        onSubmit={async (input) => {
          try {
            await create.mutateAsync(input);
          } catch (error) {
            showFailure(form, toApiFailure(error), ['name']);
          }
        }}
      >
        <TextField name="name" label={t('ingestKeys.name')} hint={t('ingestKeys.nameHint')} required />
        <SubmitButton pending={t('ingestKeys.creating')}>{t('ingestKeys.create')}</SubmitButton>
        <FormAlert fallback={() => t('failure.unknown')} />
      </ApiForm>
      {keys.isPending ? <Spinner label={t('ingestKeys.loading')} /> : null}
      {keys.error ? <ErrorState message={failureText(keys.error)} onRetry={() => void keys.refetch()} /> : null}
      {keys.data && keys.data.items.length > 0 ? (
        <ul className="pt:divide-y pt:divide-line pt:rounded-lg pt:border pt:border-line pt:bg-surface">
          {keys.data.items.map((key) => (
            <li key={key.id} className="pt:flex pt:flex-wrap pt:items-center pt:gap-3 pt:px-4 pt:py-3 pt:text-sm">
              <div className="pt:min-w-0 pt:flex-1">
                <p className="pt:font-medium pt:text-ink" dir="auto">
                  {key.name} <code dir="ltr">{key.prefix}…</code>
                </p>
                <p className="pt:text-muted">
                  {key.revokedAt
                    ? t('ingestKeys.revokedOn', { date: formatDateTime(key.revokedAt, language) })
                    : key.lastUsedAt
                      ? t('ingestKeys.lastUsed', { date: formatDateTime(key.lastUsedAt, language) })
                      : t('ingestKeys.neverUsed')}
                </p>
              </div>
              {key.revokedAt ? null : (
                <button type="button" className={dangerButton} disabled={revoke.isPending} onClick={() => revoke.mutate(key.id)}>
                  {t('ingestKeys.revoke')}
                  <span className="pt:sr-only"> {key.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {revoke.error ? <p role="alert" className="pt:text-sm pt:text-danger">{failureText(revoke.error)}</p> : null}
    </div>
  );
}
