import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  newPasswordSchema,
  passwordLinkRenewResponseSchema,
  passwordLinkStatusResponseSchema,
  resetPasswordResponseSchema,
} from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { forgetAccountData } from '../../lib/queries';
import { pathIn } from '../../lib/language-paths';
import { useFailureKindText, useFailureText } from '../../lib/ui/failure-text';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { primaryButton, secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { validationEn } from '../../i18n/messages/validation.en';
import { usePasswordPageTitle } from './use-password-page-title';

const schema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.confirm === v.password, { path: ['confirm'], message: validationEn['validation.mismatch'] });

/**
 * /set-password?token=… (and under /ar): where a client's invitation lands. The link is checked
 * first, so an expired or used one says so at once and offers a new one; the answer to that never
 * tells whether an account exists (the server decides from the link alone).
 */
export default function SetPasswordPage() {
  const api = usePortalApi();
  const { auth, toast } = useShellServices();
  const queryClient = useQueryClient();
  const { t, language, dir } = useMessages();
  const fallback = useFailureKindText();
  const failureText = useFailureText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePasswordPageTitle(t('password.set.heading'));
  const status = useQuery({
    queryKey: ['password-link', token],
    queryFn: () => api.send('POST', '/api/auth/password-link/status', { body: { token }, schema: passwordLinkStatusResponseSchema }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const form = useApiForm(schema, { defaultValues: { password: '', confirm: '' } });
  const save = useMutation({
    mutationFn: (password: string) => api.send('POST', '/api/auth/reset-password', { body: { token, password }, schema: resetPasswordResponseSchema }),
    onSuccess: () => {
      queryClient.setQueryData(auth.queryKey, null);
      forgetAccountData(queryClient);
      toast({ title: t('password.reset.saved'), description: t('password.reset.savedText') });
    },
  });
  const renew = useMutation({
    mutationFn: () => api.send('POST', '/api/auth/password-link/renew', { body: { token, language }, schema: passwordLinkRenewResponseSchema }),
  });
  const invalid = status.data?.valid === false;

  return (
    <div lang={language} dir={dir} className="pt:mx-auto pt:flex pt:min-h-screen pt:max-w-md pt:flex-col pt:justify-center pt:px-6 pt:py-12">
      <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('password.set.heading')}</h1>
        {save.isSuccess ? (
          <div role="status" className="pt:mt-4 pt:space-y-4">
            <p className="pt:text-sm pt:text-ink">{t('password.set.done')}</p>
            <Link to={save.data.role === 'client' ? pathIn('/client-login', language) : '/swatadmin'} className={primaryButton}>
              {t('password.reset.signIn')}
            </Link>
          </div>
        ) : !token ? (
          <p className="pt:mt-4 pt:text-sm pt:text-ink">{t('password.reset.incomplete')}</p>
        ) : invalid ? (
          <div className="pt:mt-4 pt:space-y-4">
            <p role="alert" className="pt:text-sm pt:text-ink">
              {t('password.set.invalid')}
            </p>
            {renew.isSuccess ? (
              <p role="status" className="pt:text-sm pt:text-ink">
                {renew.data.message}
              </p>
            ) : (
              <>
                <p className="pt:text-sm pt:text-muted">{t('password.set.askNew')}</p>
                <button type="button" className={secondaryButton} disabled={renew.isPending} onClick={() => renew.mutate()}>
                  {renew.isPending ? t('password.set.sending') : t('password.set.sendNew')}
                </button>
                {renew.isError ? <p className="pt:text-sm pt:text-danger">{failureText(renew.error)}</p> : null}
              </>
            )}
          </div>
        ) : status.isPending ? (
          <p role="status" className="pt:mt-4 pt:text-sm pt:text-muted">
            {t('password.set.checking')}
          </p>
        ) : (
          <ApiForm
            form={form}
            className="pt:mt-4 pt:space-y-4"
            onSubmit={async ({ password }) => {
              try {
                await save.mutateAsync(password);
              } catch (error) {
                const failure = toApiFailure(error);
                // The link died while the page was open: show the expired state and its offer.
                if (failure.fieldErrors.token?.[0]) {
                  queryClient.setQueryData(['password-link', token], { valid: false });
                  return;
                }
                showFailure(form, failure, ['password']);
              }
            }}
          >
            <p className="pt:text-sm pt:text-muted">{t('password.set.intro')}</p>
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
