import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forgotPasswordRequestSchema, readVisitorLanguage, type ForgotPasswordResponse } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { readApiError } from '../../lib/api-error';
import { FieldError, FormMessage, inputClass, labelClass, primaryButton } from '../../lib/ui/states';

/** /forgot-password: one answer whatever the address, so the page never tells who has an account. */
export default function ForgotPasswordPage() {
  const { api } = useShellServices();
  const [params] = useSearchParams();
  const back = params.get('area') === 'admin' ? { to: '/swatadmin', label: 'Back to staff sign-in' } : { to: '/client-login', label: 'Back to client login' };
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string[] | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The mail is written in the language of the sign-in page the visitor came from (read on submit: the browser's storage is not there at prerender).
    const parsed = forgotPasswordRequestSchema.safeParse({ email, language: readVisitorLanguage(window) });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.map((i) => i.message));
      return;
    }
    setPending(true);
    setFieldError(undefined);
    setFailure(null);
    try {
      const response = await api.request('POST', '/api/auth/forgot-password', parsed.data);
      setAnswer(((await response.json()) as ForgotPasswordResponse).message);
    } catch (error) {
      setFailure(readApiError(error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="pt:mx-auto pt:flex pt:min-h-screen pt:max-w-md pt:flex-col pt:justify-center pt:px-6 pt:py-12">
      <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Forgot your password?</h1>
        {answer ? (
          <p role="status" className="pt:mt-4 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="forgot-answer">
            {answer}
          </p>
        ) : (
          <form className="pt:mt-4 pt:space-y-4" onSubmit={onSubmit} noValidate>
            <p className="pt:text-sm pt:text-muted">Enter the e-mail address of your account. We will send you a link to choose a new password.</p>
            <FormMessage message={failure} />
            <div>
              <label htmlFor="forgot-email" className={labelClass}>
                E-mail
              </label>
              <input
                id="forgot-email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? 'forgot-email-error' : undefined}
                className={inputClass}
              />
              <FieldError id="forgot-email-error" messages={fieldError} />
            </div>
            <button type="submit" disabled={pending} className={`${primaryButton} pt:w-full`}>
              {pending ? 'Sending…' : 'Send me a link'}
            </button>
          </form>
        )}
        <p className="pt:mt-6 pt:text-center pt:text-sm">
          <Link to={back.to} className="pt:font-medium pt:text-brand pt:underline">
            {back.label}
          </Link>
        </p>
      </div>
    </div>
  );
}
