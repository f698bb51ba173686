import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { serverMessageOf } from '../../lib/api-error';
import { forgetAccountData } from '../../lib/queries';
import { FormMessage, inputClass, labelClass, primaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { cn } from '../../lib/cn';

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
export function LoginForm({ area = 'client', idPrefix = 'login' }: LoginFormProps) {
  const { toast, api, auth } = useShellServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nextPath = nextPathFrom(location.state, location.search);
  const { endpoint, home } = AREAS[area];
  // The staff door is English (the shell's language rule gives /swatadmin English); the client doors speak the visitor's language.
  const { language, t } = useMessages();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const response = await api.request('POST', endpoint, { email, password });
      const user = (await response.json()) as PublicUser;
      forgetAccountData(queryClient);
      queryClient.setQueryData(auth.queryKey, user);
      toast({ title: t('loginSuccess.title'), description: t('loginSuccess.description') });
      navigate(nextPath ?? home);
    } catch (error) {
      // The spec: the server's message, else the generic advice; never a status line or a proxy's text.
      // The server writes English; an Arabic page gives the same advice in Arabic instead.
      const message = serverMessageOf(error);
      const description = message && language === 'en' ? message : t('loginFailed.fallbackDescription');
      setFailure(description);
      toast({ title: t('loginFailed.title'), description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form method="post" className="pt:mt-6 pt:space-y-4" onSubmit={onSubmit} noValidate={false}>
      {nextPath ? (
        <p className="pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="login-next-notice">
          {t('signIn.nextNotice')}
        </p>
      ) : null}
      <FormMessage message={failure} />
      <div>
        <label htmlFor={`${idPrefix}-email`} className={labelClass}>
          {t('signIn.email')}
        </label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-password`} className={labelClass}>
          {t('signIn.password')}
        </label>
        <input
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          dir="ltr"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={pending} className={cn(primaryButton, 'pt:w-full pt:py-2.5')}>
        {pending ? t('signIn.signingIn') : t('signIn.signIn')}
      </button>
      <p className="pt:text-center pt:text-sm">
        <Link to={`/forgot-password?area=${area}`} className="pt:font-medium pt:text-brand pt:underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
