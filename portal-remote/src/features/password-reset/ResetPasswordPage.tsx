import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { newPasswordSchema, PASSWORD_MIN_LENGTH, type ResetPasswordResponse } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { readApiError } from '../../lib/api-error';
import { forgetAccountData } from '../../lib/queries';
import { FieldError, FormMessage, inputClass, labelClass, primaryButton } from '../../lib/ui/states';

/** /reset-password?token=…: the page a reset link or a staff invitation opens. */
export default function ResetPasswordPage() {
  const { api, auth, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string[]; confirm?: string[] }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ResetPasswordResponse | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    const found: typeof errors = {};
    if (!parsed.success) found.password = parsed.error.issues.map((i) => i.message);
    if (confirm !== password) found.confirm = ['The two passwords do not match.'];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      const response = await api.request('POST', '/api/auth/reset-password', { token, password });
      // Every session of the account has ended, this browser's too.
      queryClient.setQueryData(auth.queryKey, null);
      forgetAccountData(queryClient);
      setDone((await response.json()) as ResetPasswordResponse);
      toast({ title: 'Password saved', description: 'Sign in with your new password.' });
    } catch (error) {
      const failed = readApiError(error);
      setFailure(failed.fieldErrors.token?.[0] ?? failed.message);
      if (failed.fieldErrors.password) setErrors({ password: failed.fieldErrors.password });
    } finally {
      setPending(false);
    }
  };

  const signIn = done && done.role !== 'client' ? '/swatadmin' : '/client-login';
  return (
    <div className="pt:mx-auto pt:flex pt:min-h-screen pt:max-w-md pt:flex-col pt:justify-center pt:px-6 pt:py-12">
      <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{invite ? 'Choose your password' : 'Choose a new password'}</h1>
        {done ? (
          <div role="status" className="pt:mt-4 pt:space-y-4">
            <p className="pt:text-sm pt:text-ink">Your password is saved. Every other session of your account has been signed out.</p>
            <Link to={signIn} className={primaryButton}>
              Sign in
            </Link>
          </div>
        ) : !token ? (
          <p className="pt:mt-4 pt:text-sm pt:text-ink">This link is incomplete. Open the link from the e-mail again, or ask for a new one.</p>
        ) : (
          <form className="pt:mt-4 pt:space-y-4" onSubmit={onSubmit} noValidate>
            <FormMessage message={failure} />
            <div>
              <label htmlFor="reset-password" className={labelClass}>
                New password
              </label>
              <input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'reset-password-hint reset-password-error' : 'reset-password-hint'} className={inputClass} />
              <p id="reset-password-hint" className="pt:mt-1 pt:text-xs pt:text-muted">At least {PASSWORD_MIN_LENGTH} characters.</p>
              <FieldError id="reset-password-error" messages={errors.password} />
            </div>
            <div>
              <label htmlFor="reset-confirm" className={labelClass}>
                Repeat the new password
              </label>
              <input id="reset-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'reset-confirm-error' : undefined} className={inputClass} />
              <FieldError id="reset-confirm-error" messages={errors.confirm} />
            </div>
            <button type="submit" disabled={pending} className={`${primaryButton} pt:w-full`}>
              {pending ? 'Saving…' : 'Save password'}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
