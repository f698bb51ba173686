import { Navigate, useLocation } from 'react-router-dom';
import { useShellServices } from '@swat/shared-contracts/shell';
import { LoginForm, nextPathFrom } from '../client-login';
import { isStaff } from '../../lib/session';
import { Spinner } from '../../lib/ui/states';

export default function AdminLoginPage() {
  const { auth } = useShellServices();
  const { user, isLoading } = auth.useUser();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your sign-in…" />;
  if (user && isStaff(user.role)) {
    const next = nextPathFrom(location.state, location.search);
    return <Navigate to={next?.startsWith('/swatdashboard') ? next : '/swatdashboard'} replace />;
  }
  return (
    <div className="pt:mx-auto pt:max-w-md pt:px-6 pt:py-16">
      <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">Staff sign-in</h1>
        <p className="pt:mt-2 pt:text-sm pt:text-muted">For SWAT Research staff. Clients sign in at the client portal.</p>
        {user ? (
          <p className="pt:mt-4 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink">
            You are signed in with a client account. Sign in with a staff account to continue.
          </p>
        ) : null}
        <LoginForm area="admin" idPrefix="staff-login" />
      </div>
    </div>
  );
}
