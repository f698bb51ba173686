import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { updateMeRequestSchema, type PublicUser, type UpdateMeInput } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { readApiError } from '../../lib/api-error';
import { errorsFor, issuesToFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { FieldError, FormMessage, inputClass, labelClass, primaryButton, textDirectionFor } from '../../lib/ui/states';

function useSaveMe() {
  const { api, auth } = useShellServices();
  const queryClient = useQueryClient();
  return async (input: UpdateMeInput): Promise<PublicUser> => {
    const response = await api.request('PATCH', '/api/me', input);
    const user = (await response.json()) as PublicUser;
    queryClient.setQueryData(auth.queryKey, user);
    return user;
  };
}

function TextField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: string[] | undefined;
  type?: string;
  autoComplete?: string;
  hint?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? 'text'}
        dir={textDirectionFor(props.type)}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={props.errors ? errorId : undefined}
        className={inputClass}
      />
      {props.hint ? <p className="pt:mt-1 pt:text-xs pt:text-muted">{props.hint}</p> : null}
      <FieldError id={errorId} messages={props.errors} />
    </div>
  );
}

export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const { toast } = useShellServices();
  const save = useSaveMe();
  const [values, setValues] = useState({ name: user.name, company: user.company ?? '', phone: user.phone ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: UpdateMeInput = { name: values.name, company: values.company, phone: values.phone };
    const parsed = updateMeRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      setMessage('Some fields need attention.');
      return;
    }
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await save(input);
      toast({ title: 'Profile saved', description: 'Your details are up to date.' });
    } catch (error) {
      const failure = readApiError(error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="pt:space-y-4" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        Your details
      </h2>
      <p className="pt:text-sm pt:text-muted">
        Signed in as <span className="pt:font-medium pt:text-ink">{user.email}</span>
      </p>
      <FormMessage message={message} />
      <TextField id="profile-name" name="name" label="Name" autoComplete="name" value={values.name} onChange={set('name')} errors={errorsFor(errors, 'name')} />
      <TextField id="profile-company" name="company" label="Company" autoComplete="organization" value={values.company} onChange={set('company')} errors={errorsFor(errors, 'company')} />
      <TextField id="profile-phone" name="phone" label="Phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} errors={errorsFor(errors, 'phone')} />
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}

export function ChangePasswordForm({ heading = 'Change password' }: { heading?: string }) {
  const { toast } = useShellServices();
  const save = useSaveMe();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: UpdateMeInput = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const parsed = updateMeRequestSchema.safeParse(input);
    const found = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (!values.currentPassword) found.currentPassword = ['Enter your current password.'];
    if (values.confirm !== values.newPassword) found.confirm = ['The two new passwords do not match.'];
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setMessage('Some fields need attention.');
      return;
    }
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await save(input);
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
    } catch (error) {
      const failure = readApiError(error);
      setErrors(failure.fieldErrors);
      setMessage(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="pt:space-y-4" aria-labelledby="password-heading">
      <h2 id="password-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
        {heading}
      </h2>
      <FormMessage message={message} />
      <TextField
        id="password-current"
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        errors={errorsFor(errors, 'currentPassword')}
      />
      <TextField
        id="password-new"
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        value={values.newPassword}
        onChange={set('newPassword')}
        errors={errorsFor(errors, 'newPassword')}
      />
      <TextField
        id="password-confirm"
        name="confirm"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
        errors={errorsFor(errors, 'confirm')}
      />
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
