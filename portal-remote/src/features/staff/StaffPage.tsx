import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, inviteStaffRequestSchema, type PublicUser, type StaffAccount, type StaffListResponse, type StaffRole } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { AdminFrame } from '../admin';
import { NotAllowed } from '../guards';
import { apiKey, invalidatePaths } from '../../lib/queries';
import { readApiError } from '../../lib/api-error';
import { errorsFor, issuesToFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { ErrorState, FieldError, FormMessage, Spinner, inputClass, labelClass, primaryButton, secondaryButton } from '../../lib/ui/states';

function StaffRow({ member, self }: { member: StaffAccount; self: boolean }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const change = async (patch: { role?: StaffRole; disabled?: boolean }, done: string) => {
    setPending(true);
    try {
      await api.request('PATCH', `/api/staff/${member.id}`, patch);
      toast({ title: 'Saved', description: done });
      await invalidatePaths(queryClient, '/api/staff');
    } catch (error) {
      toast({ title: 'Change refused', description: readApiError(error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  const otherRole: StaffRole = member.role === 'admin' ? 'staff' : 'admin';
  return (
    <tr className="pt:border-t pt:border-line" data-testid="staff-row">
      <td className="pt:px-4 pt:py-3 pt:text-ink">
        <span className="pt:font-medium">{member.name}</span>
        {self ? <span className="pt:text-muted"> (you)</span> : null}
        <div className="pt:text-xs pt:text-muted">{member.email}</div>
      </td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">{member.role}</td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">
        {member.disabled ? <span className="pt:font-medium pt:text-danger">Disabled</span> : member.invited ? 'Invited' : 'Active'}
      </td>
      <td className="pt:px-4 pt:py-3 pt:text-ink">{formatDate(member.lastLoginAt) || 'Never'}</td>
      <td className="pt:space-x-2 pt:px-4 pt:py-3 pt:whitespace-nowrap">
        <button type="button" disabled={pending} className={secondaryButton} onClick={() => void change({ role: otherRole }, `${member.name} is now ${otherRole}.`)}>
          Make {otherRole}
          <span className="pt:sr-only"> {member.name}</span>
        </button>
        <button
          type="button"
          disabled={pending}
          className={secondaryButton}
          onClick={() => void change({ disabled: !member.disabled }, member.disabled ? `${member.name} can sign in again.` : `${member.name} has been signed out and cannot sign in.`)}
        >
          {member.disabled ? 'Enable' : 'Disable'}
          <span className="pt:sr-only"> {member.name}</span>
        </button>
      </td>
    </tr>
  );
}

function InviteForm() {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ email: '', name: '', role: 'staff' as StaffRole });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteStaffRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      setMessage('Some fields need attention.');
      return;
    }
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await api.request('POST', '/api/staff/invitations', parsed.data);
      toast({ title: 'Invitation sent', description: `${parsed.data.email} will receive a link to choose a password.` });
      setValues({ email: '', name: '', role: 'staff' });
      await invalidatePaths(queryClient, '/api/staff');
    } catch (error) {
      const failure = readApiError(error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="pt:space-y-4 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-5" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        Invite a colleague
      </h2>
      <FormMessage message={message} />
      <div className="pt:grid pt:gap-4 pt:sm:grid-cols-3">
        {(['email', 'name'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`invite-${key}`} className={labelClass}>
              {key === 'email' ? 'E-mail' : 'Name'}
            </label>
            <input
              id={`invite-${key}`}
              type={key === 'email' ? 'email' : 'text'}
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              aria-invalid={errorsFor(errors, key) ? true : undefined}
              aria-describedby={`invite-${key}-error`}
              className={inputClass}
            />
            <FieldError id={`invite-${key}-error`} messages={errorsFor(errors, key)} />
          </div>
        ))}
        <div>
          <label htmlFor="invite-role" className={labelClass}>
            Role
          </label>
          <select id="invite-role" value={values.role} onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as StaffRole }))} className={inputClass}>
            <option value="staff">staff</option>
            <option value="admin">admin</option>
          </select>
        </div>
      </div>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}

function StaffList({ user }: { user: PublicUser }) {
  const staff = useQuery<StaffListResponse>({ queryKey: apiKey('/api/staff') });
  if (staff.isLoading) return <Spinner label="Loading staff accounts…" />;
  if (staff.error) return <ErrorState message={readApiError(staff.error).message} onRetry={() => void staff.refetch()} />;
  return (
    <div className="pt:overflow-x-auto pt:rounded-xl pt:border pt:border-line pt:bg-surface" tabIndex={0} role="region" aria-label="Staff accounts">
      <table className="pt:min-w-full pt:text-start pt:text-sm">
        <thead className="pt:bg-surface-alt pt:text-ink">
          <tr>
            <th scope="col" className="pt:px-4 pt:py-2">Name</th>
            <th scope="col" className="pt:px-4 pt:py-2">Role</th>
            <th scope="col" className="pt:px-4 pt:py-2">Account</th>
            <th scope="col" className="pt:px-4 pt:py-2">Last sign-in</th>
            <th scope="col" className="pt:px-4 pt:py-2"><span className="pt:sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {(staff.data?.items ?? []).map((m) => (
            <StaffRow key={m.id} member={m} self={m.id === user.id} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /swatdashboard/staff: admins invite colleagues, change roles and disable accounts. */
export default function StaffPage() {
  return (
    <AdminFrame>
      {(user) =>
        user.role !== 'admin' ? (
          <NotAllowed homeHref="/swatdashboard" homeLabel="Go to the staff dashboard" />
        ) : (
          <div className="pt:space-y-8">
            <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Staff accounts</h1>
            <StaffList user={user} />
            <InviteForm />
          </div>
        )
      }
    </AdminFrame>
  );
}
