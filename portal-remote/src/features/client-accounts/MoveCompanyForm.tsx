import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientAccountSchema, moveClientRequestSchema, type ClientAccount, type MoveClientRequest } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { submitTo, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SelectField, SubmitButton } from '../../lib/ui/form-fields';
import { secondaryButton, Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/**
 * Staff move a client to another company. The form says what follows from it before anything
 * happens: the new company's projects instead of the old one's, and a lead role that stays behind.
 */
export function MoveCompanyForm({ client, onClose }: { client: ClientAccount; onClose: () => void }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const companies = useQuery(usePortalQueries().companies());
  const form = useApiForm(moveClientRequestSchema, { defaultValues: { companyId: '' } });
  const move = useMutation({
    mutationFn: (input: MoveClientRequest) => api.send('PUT', `/api/clients/${encodeURIComponent(client.id)}/company`, { body: input, schema: clientAccountSchema }),
    onSuccess: async (moved) => {
      toast({ title: t('admin.clients.moved'), description: t('admin.clients.movedText', { name: moved.name, company: moved.companyName ?? '' }) });
      await queryClient.invalidateQueries({ queryKey: portalKeys.clients() });
      await queryClient.invalidateQueries({ queryKey: portalKeys.companies() });
      onClose();
    },
  });
  const current = client.companyName ?? client.company ?? '';
  const others = (companies.data?.items ?? []).filter((c) => c.id !== client.companyId);
  return (
    <ApiForm
      form={form}
      label={t('admin.clients.moveLabel', { name: client.name })}
      className="pt:space-y-3 pt:rounded-md pt:border pt:border-line pt:bg-surface-alt pt:p-4"
      onSubmit={submitTo(form, (input) => move.mutateAsync(input), ['companyId'])}
    >
      <FormAlert fallback={() => t('failure.unknown')} />
      {companies.isPending ? <Spinner label={t('admin.clients.loading')} /> : null}
      {companies.data && others.length === 0 ? <p className="pt:text-sm pt:text-ink">{t('admin.clients.moveNoOther')}</p> : null}
      {others.length > 0 ? (
        <>
          <SelectField
            name="companyId"
            label={t('admin.clients.moveTo')}
            options={[{ value: '', label: t('admin.clients.moveChoose') }, ...others.map((c) => ({ value: c.id, label: c.name }))]}
          />
          <p className="pt:text-sm pt:text-muted">{t('admin.clients.moveNote', { name: client.name, company: current })}</p>
          {client.lead ? <p className="pt:text-sm pt:text-muted">{t('admin.clients.moveLeadNote', { company: current })}</p> : null}
        </>
      ) : null}
      <div className="pt:flex pt:flex-wrap pt:gap-2">
        {others.length > 0 ? <SubmitButton pending={t('admin.clients.moving')}>{t('admin.clients.moveSubmit')}</SubmitButton> : null}
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t('admin.cancel')}
        </button>
      </div>
    </ApiForm>
  );
}
