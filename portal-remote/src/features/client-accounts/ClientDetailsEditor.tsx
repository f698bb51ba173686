import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateClientRequestSchema, type ClientAccount, type UpdateClientRequest } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys } from '../../lib/api/queries';
import { submitTo, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** Staff edit a client's name, company, phone and e-mail, and send a password reset link. */
export function ClientDetailsEditor({ client, onClose }: { client: ClientAccount; onClose: () => void }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const path = `/api/clients/${encodeURIComponent(client.id)}`;
  const form = useApiForm(updateClientRequestSchema, {
    defaultValues: { name: client.name, company: client.company ?? '', phone: client.phone ?? '', email: client.email },
  });
  const save = useMutation({
    mutationFn: (input: UpdateClientRequest) => api.send('PATCH', path, { body: input }),
    onSuccess: async (_, input) => {
      toast({ title: t('admin.clientEdit.saved'), description: t('admin.clientEdit.savedText', { name: input.name ?? client.name }) });
      await queryClient.invalidateQueries({ queryKey: portalKeys.clients() });
      onClose();
    },
  });
  const sendReset = useToastedMutation({
    mutationFn: () => api.send('POST', `${path}/password-reset`, { body: {} }),
    refresh: [],
    done: () => ({ title: t('admin.clientEdit.resetSent'), description: t('admin.clientEdit.resetSentText', { email: client.email }) }),
    failedTitle: t('admin.clientEdit.resetNotSent'),
  });
  return (
    <ApiForm
      form={form}
      label={t('admin.clientEdit.label', { name: client.name })}
      className="pt:space-y-3 pt:rounded-md pt:border pt:border-line pt:bg-surface-alt pt:p-4"
      onSubmit={submitTo(form, save.mutateAsync, ['name', 'company', 'phone', 'email'])}
    >
      <FormAlert fallback={() => t('failure.unknown')} />
      <div className="pt:grid pt:gap-3 pt:sm:grid-cols-2">
        <TextField name="name" label={t('admin.field.name')} required />
        <TextField name="company" label={t('admin.field.company')} />
        <TextField name="phone" label={t('admin.field.phone')} type="tel" />
        <TextField name="email" label={t('admin.field.email')} type="email" required />
      </div>
      <div className="pt:flex pt:flex-wrap pt:gap-2">
        <SubmitButton pending={t('admin.saving')}>{t('admin.clientEdit.save')}</SubmitButton>
        <button type="button" disabled={sendReset.isPending || client.disabled} onClick={() => sendReset.mutate()} className={secondaryButton}>
          {t('admin.clientEdit.sendReset')}
        </button>
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t('admin.cancel')}
        </button>
      </div>
    </ApiForm>
  );
}
