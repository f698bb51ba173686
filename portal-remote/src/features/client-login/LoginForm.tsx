import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '@swat/shared-contracts';

interface LocationState {
  from?: string;
}

/** Where to go after signing in: a guard's saved location or ?next=, only ever a path on this site. */
export function nextPathFrom(state: unknown, search: string): string | null {
  const candidate = (state as LocationState | null)?.from ?? new URLSearchParams(search).get('next');
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : null;
}

async function readMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall back to the generic text.
  }
  return undefined;
}

/**
 * Uses the shell's router (location state from a guard), query cache (the signed-in user)
 * and toasts: each would throw if the remote had its own copy of the library.
 */
export function LoginForm() {
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const nextPath = nextPathFrom(location.state, location.search);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const response = await fetch('/api/client/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) {
        const message = await readMessage(response);
        toast({ title: 'Login failed', description: message ?? 'Please check your credentials and try again', variant: 'destructive' });
        return;
      }
      queryClient.setQueryData(['/api/auth/user'], await response.json());
      toast({ title: 'Login successful', description: 'Welcome to your Dashboard!' });
      navigate(nextPath ?? '/client-dashboard');
    } catch {
      toast({ title: 'Login failed', description: 'Please check your credentials and try again', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="pt:mt-6 pt:space-y-4" onSubmit={onSubmit}>
      {nextPath ? (
        <p className="pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="login-next-notice">
          Sign in to continue to the page you asked for.
        </p>
      ) : null}
      <div>
        <label htmlFor="login-email" className="pt:block pt:text-sm pt:font-medium pt:text-ink">
          E-mail
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="pt:mt-1 pt:w-full pt:rounded-md pt:border pt:border-line pt:px-3 pt:py-2"
        />
      </div>
      <div>
        <label htmlFor="login-password" className="pt:block pt:text-sm pt:font-medium pt:text-ink">
          Password
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="pt:mt-1 pt:w-full pt:rounded-md pt:border pt:border-line pt:px-3 pt:py-2"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="pt:w-full pt:rounded-md pt:bg-brand pt:px-4 pt:py-2.5 pt:font-medium pt:text-white pt:hover:bg-brand-strong pt:disabled:opacity-60"
      >
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
