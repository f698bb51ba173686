import { Navigate, useLocation } from 'react-router-dom';
import { useShellServices } from '@swat/shared-contracts/shell';
import { LoginForm, nextPathFrom } from '../client-login';
import { isStaff } from '../../lib/session';
import { Spinner } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';

/** /swatadmin: before sign-in nobody's language is known, so the page speaks the route's (English). */
export default function AdminLoginPage() {
  const { t } = useMessages();
  const { auth } = useShellServices();
  const { user, isLoading } = auth.useUser();
  const location = useLocation();
  if (isLoading) return <Spinner label={t('admin.login.checking')} />;
  if (user && isStaff(user.role)) {
    const next = nextPathFrom(location.state, location.search);
    return <Navigate to={next?.startsWith('/swatdashboard') ? next : '/swatdashboard'} replace />;
  }
  return (
    <div className="pt:mx-auto pt:max-w-md pt:px-6 pt:py-16">
      <div className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('admin.login.heading')}</h1>
        <p className="pt:mt-2 pt:text-sm pt:text-muted">{t('admin.login.intro')}</p>
        {user ? <p className="pt:mt-4 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink">{t('admin.login.clientAccount')}</p> : null}
        <LoginForm area="admin" idPrefix="staff-login" />
      </div>
    </div>
  );
}
