import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_ROLES,
  formatDate,
  inviteStaffRequestSchema,
  type InviteStaffRequest,
  type PublicUser,
  type StaffAccount,
  type UpdateStaffRequest,
} from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { AdminFrame } from '../admin';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys, usePortalQueries } from '../../lib/api/queries';
import { submitTo, useApiForm } from '../../lib/forms/api-form';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { SelectField } from '../../lib/ui/SelectField';
import { useFailureText } from '../../lib/ui/failure-text';
import { ListTable } from '../../lib/ui/ListTable';
import { useToastedMutation } from '../../lib/ui/use-toasted-mutation';
import { ErrorState, Spinner, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

function StaffRow({ member, self }: { member: StaffAccount; self: boolean }) {
  const { t, language } = useMessages();
  const api = usePortalApi();
  const change = useToastedMutation({
    mutationFn: ({ patch }: { patch: UpdateStaffRequest; done: string }) => api.send('PATCH', `/api/staff/${encodeURIComponent(member.id)}`, { body: patch }),
    refresh: [portalKeys.staff()],
    done: ({ done }) => ({ title: t('admin.saved'), description: done }),
    failedTitle: t('admin.changeRefused'),
  });
  const name = member.name;
  const promote = member.role !== 'admin';
  return (
    <tr className="pt:border-t pt:border-line" data-testid="staff-row">
      <td className="pt:px-4 pt:py-3 pt:text-ink">
        <bdi dir="auto" className="pt:font-medium">
          {name}
        </bdi>
        {self ? <span className="pt:text-muted">{t('admin.staff.you')}</span> : null}
        <div className="pt:text-xs pt:text-muted" dir="ltr">
          {member.email}
        </div>
      </td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">{t(member.role === 'admin' ? 'admin.role.admin' : 'admin.role.staff')}</td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">
        {member.disabled ? (
          <span className="pt:font-medium pt:text-danger">{t('admin.account.disabled')}</span>
        ) : (
          t(member.invited ? 'admin.account.invited' : 'admin.account.active')
        )}
      </td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">{member.lastLoginAt ? formatDate(member.lastLoginAt, language) : t('admin.account.never')}</td>
      <td className="pt:space-x-2 pt:px-4 pt:py-3 pt:whitespace-nowrap">
        <button
          type="button"
          disabled={change.isPending}
          className={secondaryButton}
          onClick={() =>
            change.mutate({ patch: { role: promote ? 'admin' : 'staff' }, done: t(promote ? 'admin.staff.nowAdmin' : 'admin.staff.nowStaff', { name }) })
          }
        >
          {t(promote ? 'admin.staff.makeAdmin' : 'admin.staff.makeStaff')}
          <span className="pt:sr-only"> {name}</span>
        </button>
        <button
          type="button"
          disabled={change.isPending}
          className={secondaryButton}
          onClick={() =>
            change.mutate({ patch: { disabled: !member.disabled }, done: t(member.disabled ? 'admin.canSignInAgain' : 'admin.signedOutDisabled', { name }) })
          }
        >
          {t(member.disabled ? 'admin.enable' : 'admin.disable')}
          <span className="pt:sr-only"> {name}</span>
        </button>
      </td>
    </tr>
  );
}

const NO_INVITE = { email: '', name: '', role: 'staff' } as const;

function InviteForm() {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const form = useApiForm(inviteStaffRequestSchema, { defaultValues: NO_INVITE });
  const invite = useMutation({
    mutationFn: (input: InviteStaffRequest) => api.send('POST', '/api/staff/invitations', { body: input }),
    onSuccess: async (_, input) => {
      toast({ title: t('admin.staff.sent'), description: t('admin.staff.sentText', { email: input.email }) });
      form.reset(NO_INVITE);
      await queryClient.invalidateQueries({ queryKey: portalKeys.staff() });
    },
  });
  return (
    <section aria-labelledby="invite-heading" className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5">
      <h2 id="invite-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {t('admin.staff.invite')}
      </h2>
      <ApiForm form={form} label={t('admin.staff.invite')} onSubmit={submitTo(form, invite.mutateAsync, ['email', 'name', 'role'])}>
        <FormAlert fallback={() => t('failure.unknown')} />
        <div className="pt:grid pt:gap-4 pt:sm:grid-cols-3">
          <TextField name="email" label={t('admin.field.email')} type="email" required />
          <TextField name="name" label={t('admin.field.name')} required />
          <SelectField name="role" label={t('admin.field.role')} options={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.role.${role}`) }))} />
        </div>
        <SubmitButton pending={t('admin.staff.sending')}>{t('admin.staff.send')}</SubmitButton>
      </ApiForm>
    </section>
  );
}

function StaffList({ user }: { user: PublicUser }) {
  const { t } = useMessages();
  const failureText = useFailureText();
  const staff = useQuery(usePortalQueries().staff());
  if (staff.isPending) return <Spinner label={t('admin.staff.loading')} />;
  if (staff.isError) return <ErrorState message={failureText(staff.error)} onRetry={() => void staff.refetch()} />;
  return (
    <ListTable
      label={t('admin.staff.heading')}
      columns={[
        { label: t('admin.field.name') },
        { label: t('admin.field.role') },
        { label: t('admin.col.account') },
        { label: t('admin.col.lastSignIn') },
        { label: t('admin.col.actions'), hidden: true },
      ]}
    >
      {staff.data.items.map((m) => (
        <StaffRow key={m.id} member={m} self={m.id === user.id} />
      ))}
    </ListTable>
  );
}

/** /swatdashboard/staff: admins invite colleagues, change roles and disable accounts. */
export default function StaffPage() {
  return (
    <AdminFrame adminOnly heading="admin.staff.heading">
      {(user) => (
        <>
          <StaffList user={user} />
          <InviteForm />
        </>
      )}
    </AdminFrame>
  );
}
