import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, newPasswordSchema, resetPasswordResponseSchema } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { FORM_ERROR, showFailure, useApiForm } from '../../lib/forms/api-form';
import { forgetAccountData } from '../../lib/queries';
import { pathIn } from '../../lib/language-paths';
import { useFailureKindText } from '../../lib/ui/failure-text';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { primaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { validationEn } from '../../i18n/messages/validation.en';
import { usePasswordPageTitle } from './use-password-page-title';

const schema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.confirm === v.password, { path: ['confirm'], message: validationEn['validation.mismatch'] });

/** /reset-password?token=… (and under /ar): the page a reset link or a staff invitation opens. */
export default function ResetPasswordPage() {
  const api = usePortalApi();
  const { auth, toast } = useShellServices();
  const queryClient = useQueryClient();
  const { t, language, dir } = useMessages();
  const fallback = useFailureKindText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
  const heading = invite ? t('password.reset.headingInvite') : t('password.reset.heading');
  usePasswordPageTitle(heading);
  const form = useApiForm(schema, { defaultValues: { password: '', confirm: '' } });
  const reset = useMutation({
    mutationFn: (password: string) => api.send('POST', '/api/auth/reset-password', { body: { token, password }, schema: resetPasswordResponseSchema }),
    onSuccess: () => {
      // Every session of the account has ended, this browser's too.
      queryClient.setQueryData(auth.queryKey, null);
      forgetAccountData(queryClient);
      toast({ title: t('password.reset.saved'), description: t('password.reset.savedText') });
    },
  });
  const signIn = reset.data && reset.data.role !== 'client' ? '/swatadmin' : pathIn('/client-login', language);
  return (
    <div lang={language} dir={dir} className="pt:mx-auto pt:flex pt:min-h-screen pt:max-w-md pt:flex-col pt:justify-center pt:px-6 pt:py-12">
      <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{heading}</h1>
        {reset.isSuccess ? (
          <div role="status" className="pt:mt-4 pt:space-y-4">
            <p className="pt:text-sm pt:text-ink">{t('password.reset.done')}</p>
            <Link to={signIn} className={primaryButton}>
              {t('password.reset.signIn')}
            </Link>
          </div>
        ) : !token ? (
          <p className="pt:mt-4 pt:text-sm pt:text-ink">{t('password.reset.incomplete')}</p>
        ) : (
          <ApiForm
            form={form}
            className="pt:mt-4 pt:space-y-4"
            onSubmit={async ({ password }) => {
              try {
                await reset.mutateAsync(password);
              } catch (error) {
                const failure = toApiFailure(error);
                showFailure(form, failure, ['password']);
                // A bad or used link is about the page, not a field: it goes above the form.
                const tokenProblem = failure.fieldErrors.token?.[0];
                if (tokenProblem) form.setError(FORM_ERROR, { type: failure.kind, message: tokenProblem });
              }
            }}
          >
            <FormAlert fallback={fallback} />
            <TextField
              name="password"
              label={t('password.reset.new')}
              type="password"
              autoComplete="new-password"
              hint={t('password.reset.hint', { min: PASSWORD_MIN_LENGTH })}
              required
            />
            <TextField name="confirm" label={t('password.reset.repeat')} type="password" autoComplete="new-password" required />
            <SubmitButton pending={t('password.reset.pending')}>{t('password.reset.submit')}</SubmitButton>
          </ApiForm>
        )}
      </div>
    </div>
  );
}
