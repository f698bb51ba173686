import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { type PublicUser } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { readApiError } from '../../lib/api-error';
import { forgetAccountData } from '../../lib/queries';
import { FormMessage, inputClass, labelClass, primaryButton } from '../ui/states';

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
  client: { endpoint: '/api/client/login', home: '/client-dashboard', welcome: 'Welcome to your Dashboard!' },
  admin: { endpoint: '/api/admin/login', home: '/swatdashboard', welcome: 'Welcome to the staff dashboard.' },
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
  const { endpoint, home, welcome } = AREAS[area];

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
      toast({ title: 'Login successful', description: welcome });
      navigate(nextPath ?? home);
    } catch (error) {
      const { message, status } = readApiError(error);
      // Without a server message (network, odd proxy page) the spec's generic advice is clearer.
      const description = status !== null && message ? message : 'Please check your credentials and try again';
      setFailure(description);
      toast({ title: 'Login failed', description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="pt:mt-6 pt:space-y-4" onSubmit={onSubmit} noValidate={false}>
      {nextPath ? (
        <p className="pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="login-next-notice">
          Sign in to continue to the page you asked for.
        </p>
      ) : null}
      <FormMessage message={failure} />
      <div>
        <label htmlFor={`${idPrefix}-email`} className={labelClass}>
          E-mail
        </label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-password`} className={labelClass}>
          Password
        </label>
        <input
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={pending} className={`${primaryButton} pt:w-full pt:py-2.5`}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="pt:text-center pt:text-sm">
        <Link to={`/forgot-password?area=${area}`} className="pt:font-medium pt:text-brand pt:underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
