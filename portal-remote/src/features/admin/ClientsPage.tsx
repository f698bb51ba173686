import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  createClientRequestSchema,
  createClientResponseSchema,
  formatDate,
  resendInvitationResponseSchema,
  type ClientAccount,
  type CreateClientRequest,
  type CreateClientResponse,
} from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { submitTo, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SelectField, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { useFailureText } from '../../lib/ui/failure-text';
import { SearchBox } from '../../lib/ui/ListControls';
import { ListTable } from '../../lib/ui/ListTable';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { EmptyState, ErrorState, Spinner, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { ClientDetailsEditor, MoveCompanyForm } from '../client-accounts';
import { AdminFrame } from './AdminFrame';

/** The API's schema; the company picker's empty choice means "a new company". */
const newClientFormSchema = createClientRequestSchema.extend({ companyId: z.union([z.literal('').transform(() => undefined), z.uuid()]).optional() });
const NO_CLIENT = { email: '', name: '', company: '', companyId: '', phone: '', language: 'en' as const };

/** Staff never choose or see a password here: the person is invited by mail to choose their own. */
function CreateClientForm() {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreateClientResponse | null>(null);
  const companies = useQuery(usePortalQueries().companies());
  const form = useApiForm(newClientFormSchema, { defaultValues: NO_CLIENT });
  const create = useMutation({
    mutationFn: (input: CreateClientRequest) => api.send('POST', '/api/clients', { body: input, schema: createClientResponseSchema }),
    onSuccess: async (body) => {
      setCreated(body);
      form.reset(NO_CLIENT);
      toast({ title: t('admin.clients.created'), description: t('admin.clients.invitedText', { name: body.client.name }) });
      await queryClient.invalidateQueries({ queryKey: portalKeys.clients() });
      await queryClient.invalidateQueries({ queryKey: portalKeys.companies() });
    },
  });
  const companyOptions = [{ value: '', label: t('admin.clients.newCompany') }, ...(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))];
  return (
    <section aria-labelledby="new-client-heading" className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
      <h2 id="new-client-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('admin.clients.new')}
      </h2>
      <p className="pt:text-sm pt:text-muted">{t('admin.clients.inviteIntro')}</p>
      {created ? (
        <div role="status" className="pt:rounded-md pt:border pt:border-success pt:bg-surface pt:p-3 pt:text-sm pt:text-ink">
          <p>{t('admin.clients.invitedFor', { email: created.client.email })}</p>
        </div>
      ) : null}
      <ApiForm
        form={form}
        label={t('admin.clients.new')}
        onSubmit={submitTo(form, (input) => create.mutateAsync(input), ['email', 'name', 'company', 'companyId', 'phone', 'language'])}
      >
        <FormAlert fallback={() => t('failure.unknown')} />
        <div className="pt:grid pt:gap-4 pt:md:grid-cols-2">
          <TextField name="email" label={t('admin.field.email')} type="email" required />
          <TextField name="name" label={t('admin.field.name')} required />
          <SelectField name="companyId" label={t('admin.clients.companyPick')} options={companyOptions} />
          <TextField name="company" label={t('admin.clients.newCompanyName')} hint={t('admin.clients.newCompanyHint')} />
          <TextField name="phone" label={t('admin.field.phone')} type="tel" />
          <SelectField
            name="language"
            label={t('admin.clients.language')}
            options={[
              { value: 'en', label: 'English', lang: 'en' },
              { value: 'ar', label: 'العربية', lang: 'ar' },
            ]}
          />
        </div>
        <SubmitButton pending={t('admin.clients.creating')}>{t('admin.clients.create')}</SubmitButton>
      </ApiForm>
    </section>
  );
}

function ClientRow({ client }: { client: ClientAccount }) {
  const { t, language } = useMessages();
  const api = usePortalApi();
  // One panel under the row at a time: the details editor or the move to another company.
  const [open, setOpen] = useState<'edit' | 'move' | null>(null);
  const toggle = useToastedMutation({
    mutationFn: () => api.send('PATCH', `/api/clients/${encodeURIComponent(client.id)}`, { body: { disabled: !client.disabled } }),
    refresh: [portalKeys.clients()],
    done: () => ({
      title: t(client.disabled ? 'admin.clients.enabled' : 'admin.clients.disabled'),
      description: t(client.disabled ? 'admin.canSignInAgain' : 'admin.signedOutDisabled', { name: client.name }),
    }),
    failedTitle: t('admin.changeFailed'),
  });
  const lead = useToastedMutation({
    mutationFn: () => api.send('PATCH', `/api/clients/${encodeURIComponent(client.id)}`, { body: { lead: !client.lead } }),
    refresh: [portalKeys.clients()],
    done: () => ({ title: t(client.lead ? 'admin.clients.leadRemoved' : 'admin.clients.leadMade'), description: t('admin.clients.leadText', { name: client.name }) }),
    failedTitle: t('admin.changeFailed'),
  });
  const resend = useToastedMutation({
    mutationFn: () => api.send('POST', `/api/clients/${encodeURIComponent(client.id)}/invitation`, { schema: resendInvitationResponseSchema }),
    refresh: [portalKeys.clients()],
    done: () => ({ title: t('admin.clients.resent'), description: t('admin.clients.resentText', { email: client.email }) }),
    failedTitle: t('admin.changeFailed'),
  });
  return (
    <>
      <tr className="pt:border-t pt:border-line" data-testid="client-row">
        <td className="pt:px-4 pt:py-3 pt:text-ink">
          <bdi dir="auto" className="pt:font-medium">
            {client.name}
          </bdi>
          <div className="pt:text-xs pt:text-muted" dir="ltr">
            {client.email}
          </div>
        </td>
        <td className="pt:px-4 pt:py-3 pt:text-ink">
          <bdi dir="auto">{client.companyName ?? client.company ?? ''}</bdi>
          {client.lead ? <div className="pt:text-xs pt:font-medium pt:text-brand">{t('admin.clients.lead')}</div> : null}
        </td>
        <td className="pt:px-4 pt:py-3 pt:text-ink">
          {client.disabled ? <span className="pt:font-medium pt:text-danger">{t('admin.account.disabled')}</span> : t('admin.account.active')}
          {client.invitationPending && !client.disabled ? <div className="pt:text-xs pt:text-muted">{t('admin.clients.invitationPending')}</div> : null}
        </td>
        <td className="pt:px-4 pt:py-3 pt:text-ink">{client.lastLoginAt ? formatDate(client.lastLoginAt, language) : t('admin.account.never')}</td>
        <td className="pt:px-4 pt:py-3">
          <Link to={`/swatdashboard?clientId=${client.id}`} className="pt:font-medium pt:text-brand pt:underline">
            {t('admin.projectCount', { count: client.projectCount })}
            <span className="pt:sr-only">{t('admin.clients.projectsOf', { name: client.name })}</span>
          </Link>
        </td>
        <td className="pt:space-x-2 pt:px-4 pt:py-3 pt:whitespace-nowrap">
          <button type="button" onClick={() => setOpen((o) => (o === 'edit' ? null : 'edit'))} className={secondaryButton} aria-expanded={open === 'edit'}>
            {t('admin.edit')}
            <span className="pt:sr-only"> {client.name}</span>
          </button>
          <button type="button" onClick={() => setOpen((o) => (o === 'move' ? null : 'move'))} className={secondaryButton} aria-expanded={open === 'move'}>
            {t('admin.clients.move')}
            <span className="pt:sr-only"> {client.name}</span>
          </button>
          {client.invitationPending && !client.disabled ? (
            <button type="button" onClick={() => resend.mutate()} disabled={resend.isPending} className={secondaryButton}>
              {t('admin.clients.resend')}
              <span className="pt:sr-only"> {client.name}</span>
            </button>
          ) : null}
          <button type="button" onClick={() => lead.mutate()} disabled={lead.isPending} className={secondaryButton}>
            {t(client.lead ? 'admin.clients.unmakeLead' : 'admin.clients.makeLead')}
            <span className="pt:sr-only"> {client.name}</span>
          </button>
          <button type="button" onClick={() => toggle.mutate()} disabled={toggle.isPending} className={secondaryButton}>
            {t(client.disabled ? 'admin.enable' : 'admin.disable')}
            <span className="pt:sr-only"> {client.name}</span>
          </button>
        </td>
      </tr>
      {open !== null ? (
        <tr>
          <td colSpan={6} className="pt:px-4 pt:pb-4">
            {open === 'edit' ? <ClientDetailsEditor client={client} onClose={() => setOpen(null)} /> : <MoveCompanyForm client={client} onClose={() => setOpen(null)} />}
          </td>
        </tr>
      ) : null}
    </>
  );
}

function ClientList() {
  const { t } = useMessages();
  const failureText = useFailureText();
  const [q, setQ] = useState('');
  const clients = useQuery(usePortalQueries().clients({ q }));
  return (
    <section aria-labelledby="client-list-heading" className="pt:space-y-4">
      <div className="pt:flex pt:flex-wrap pt:items-end pt:justify-between pt:gap-3">
        <h2 id="client-list-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
          {t('admin.clients.accounts')}
        </h2>
        <SearchBox label={t('admin.clients.search')} value={q} onSearch={setQ} />
      </div>
      {clients.isPending ? <Spinner label={t('admin.clients.loading')} /> : null}
      {clients.error ? <ErrorState message={failureText(clients.error)} onRetry={() => void clients.refetch()} /> : null}
      {clients.data && clients.data.items.length === 0 ? <EmptyState title={t(q ? 'admin.clients.noMatch' : 'admin.clients.none')} /> : null}
      {clients.data && clients.data.items.length > 0 ? (
        <ListTable
          label={t('admin.clients.heading')}
          columns={[
            { label: t('admin.col.client') },
            { label: t('admin.field.company') },
            { label: t('admin.col.account') },
            { label: t('admin.col.lastSignIn') },
            { label: t('admin.clients.col.projects') },
            { label: t('admin.col.actions'), hidden: true },
          ]}
        >
          {clients.data.items.map((c) => (
            <ClientRow key={c.id} client={c} />
          ))}
        </ListTable>
      ) : null}
    </section>
  );
}

export default function ClientsPage() {
  return (
    <AdminFrame heading="admin.clients.heading">
      {() => (
        <>
          <ClientList />
          <CreateClientForm />
        </>
      )}
    </AdminFrame>
  );
}
