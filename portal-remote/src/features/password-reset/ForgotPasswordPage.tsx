import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  RESET_TOKEN_MINUTES,
  readVisitorLanguage,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  type ForgotPasswordRequest,
} from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { showFailure, useApiForm } from '../../lib/forms/api-form';
import { pathIn } from '../../lib/language-paths';
import { useFailureKindText } from '../../lib/ui/failure-text';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { useMessages } from '../../i18n/portal-messages';
import { usePasswordPageTitle } from './use-password-page-title';

/** /forgot-password (and /ar/forgot-password): one answer whatever the address, so the page never tells who has an account. */
export default function ForgotPasswordPage() {
  const api = usePortalApi();
  const { t, language, dir } = useMessages();
  const fallback = useFailureKindText();
  const [params] = useSearchParams();
  usePasswordPageTitle(t('password.forgot.heading'));
  const back =
    params.get('area') === 'admin'
      ? { to: '/swatadmin', label: t('password.forgot.backStaff') }
      : { to: pathIn('/client-login', language), label: t('password.forgot.backClient') };
  // The mail is written in the language of this page, and the account keeps it for later mails.
  const form = useApiForm(forgotPasswordRequestSchema, { defaultValues: { email: '', language } });
  const send = useMutation({
    mutationFn: (input: ForgotPasswordRequest) => api.send('POST', '/api/auth/forgot-password', { body: input, schema: forgotPasswordResponseSchema }),
  });
  return (
    <div lang={language} dir={dir} className="pt:mx-auto pt:flex pt:min-h-screen pt:max-w-md pt:flex-col pt:justify-center pt:px-6 pt:py-12">
      <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('password.forgot.heading')}</h1>
        {send.isSuccess ? (
          // The answer never depends on the address: the page says it in its own words.
          <p role="status" className="pt:mt-4 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="forgot-answer">
            {t('password.forgot.answer', { minutes: RESET_TOKEN_MINUTES })}
          </p>
        ) : (
          <ApiForm
            form={form}
            className="pt:mt-4 pt:space-y-4"
            onSubmit={async (input) => {
              try {
                // The English page may be reached from the Arabic site before any code ran (the prerendered
                // sign-in is English): the mail then follows the language the visitor came with.
                await send.mutateAsync({ ...input, language: language === 'ar' ? 'ar' : readVisitorLanguage(window) });
              } catch (error) {
                showFailure(form, toApiFailure(error), ['email']);
              }
            }}
          >
            <p className="pt:text-sm pt:text-muted">{t('password.forgot.intro')}</p>
            <FormAlert fallback={fallback} />
            <TextField name="email" label={t('password.forgot.email')} type="email" autoComplete="username" required />
            <SubmitButton pending={t('password.forgot.pending')}>{t('password.forgot.submit')}</SubmitButton>
          </ApiForm>
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
