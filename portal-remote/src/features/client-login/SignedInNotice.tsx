import { Link } from 'react-router-dom';
import { useShellServices } from '@swat/shared-contracts/shell';
import { useMessages } from '../../i18n/portal-messages';
import { pathIn } from '../../lib/language-paths';

/**
 * On the sign-in pages: a client who is already signed in is offered the way on to the dashboard.
 * The shell fetches the user on /client-login and /client-auth only (the spec's rule); the
 * prerendered page and the first render in the browser both draw nothing here, so hydration is clean.
 */
export function SignedInNotice() {
  const { user } = useShellServices().auth.useUser();
  const { t, language } = useMessages();
  if (user?.role !== 'client') return null;
  return (
    <p className="pt:mt-4 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="signed-in-notice">
      {t('signIn.signedInAs')} <bdi>{user.name}</bdi>.{' '}
      <Link to={pathIn('/client-dashboard', language)} className="pt:font-medium pt:text-brand pt:underline">
        {t('signIn.goToProjects')}
      </Link>
    </p>
  );
}
