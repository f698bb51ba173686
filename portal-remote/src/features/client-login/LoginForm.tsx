import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginRequestSchema, loginResponseSchema, type LoginRequest } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { usePortalApi } from '../../lib/api/client';
import { toApiFailure } from '../../lib/api/failure';
import { FORM_ERROR, useApiForm } from '../../lib/forms/api-form';
import { forgetAccountData } from '../../lib/queries';
import { pathIn } from '../../lib/language-paths';
import { ApiForm, FormAlert, SubmitButton, TextField } from '../../lib/ui/form-fields';
import { localValidationMessage, useMessages } from '../../i18n/portal-messages';

interface LocationState {
  from?: string;
}

/** Where to go after signing in: a guard's saved location or ?next=, only ever a path on this site. */
export function nextPathFrom(state: unknown, search: string): string | null {
  const candidate = (state as LocationState | null)?.from ?? new URLSearchParams(search).get('next');
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : null;
}

export interface LoginFormProps {
  /** Which door: clients and staff sign in at different endpoints (the bff refuses the other role). */
  area?: 'client' | 'admin';
  /** No longer used (field ids come from useId); the staff sign-in page still passes it. */
  idPrefix?: string;
}

const AREAS = {
  client: { endpoint: '/api/client/login', home: '/client-dashboard' },
  admin: { endpoint: '/api/admin/login', home: '/swatdashboard' },
} as const;

/**
 * Uses the shell's router (location state from a guard), query cache (the signed-in user),
 * api and toasts: each would throw if the remote had its own copy of the library.
 */
export function LoginForm({ area = 'client' }: LoginFormProps) {
  const { toast, auth } = useShellServices();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const nextPath = nextPathFrom(location.state, location.search);
  const { endpoint, home } = AREAS[area];
  // The staff door is English (the shell's language rule gives /swatadmin English); the client doors speak the visitor's language.
  const { language, t } = useMessages();
  // No default values: the form is prerendered, and what was typed before the code ran stays (the shell then sends the held submit).
  const form = useApiForm(loginRequestSchema);
  const signIn = useMutation({ mutationFn: (input: LoginRequest) => api.send('POST', endpoint, { body: input, schema: loginResponseSchema }) });

  const onSubmit = async (input: LoginRequest) => {
    try {
      // A client who signs in on the Arabic page wants Arabic (and English from the English page): the account keeps it.
      const user = await signIn.mutateAsync(area === 'client' ? { ...input, language } : input);
      forgetAccountData(queryClient);
      queryClient.setQueryData(auth.queryKey, user);
      toast({ title: t('loginSuccess.title'), description: t('loginSuccess.description') });
      // A client lands in the language of their account, now the sign-in page's (a saved destination keeps its own).
      navigate(nextPath ?? (area === 'client' ? pathIn(home, user.language) : home));
    } catch (error) {
      // The spec: the server's message, else the generic advice; never a status line or a proxy's text.
      // The server answers in the page's language; a message this page does not know in Arabic gives the advice instead.
      const failure = toApiFailure(error);
      const message = failure.serverMessage ? localValidationMessage(failure.serverMessage, t) : null;
      const description = message && (language === 'en' || hasArabic(message)) ? message : t('loginFailed.fallbackDescription');
      form.setError(FORM_ERROR, { type: failure.kind, message: description });
      toast({ title: t('loginFailed.title'), description, variant: 'destructive' });
    }
  };

  return (
    <ApiForm form={form} className="pt:mt-6 pt:space-y-4" onSubmit={onSubmit}>
      {nextPath ? (
        <p className="pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="login-next-notice">
          {t('signIn.nextNotice')}
        </p>
      ) : null}
      <FormAlert fallback={() => t('loginFailed.fallbackDescription')} />
      <TextField name="email" label={t('signIn.email')} type="email" autoComplete="username" required />
      <TextField name="password" label={t('signIn.password')} type="password" autoComplete="current-password" required />
      <SubmitButton pending={t('signIn.signingIn')} wide>
        {t('signIn.signIn')}
      </SubmitButton>
      <p className="pt:text-center pt:text-sm">
        <Link
          to={`${area === 'client' ? pathIn('/forgot-password', language) : '/forgot-password'}?area=${area}`}
          className="pt:font-medium pt:text-brand pt:underline"
        >
          {t('password.forgotLink')}
        </Link>
      </p>
    </ApiForm>
  );
}

const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);
