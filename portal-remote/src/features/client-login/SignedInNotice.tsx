import { Link } from 'react-router-dom';
import { useShellServices } from '@swat/shared-contracts/shell';
import type { Language } from '@swat/shared-contracts';
import { signInTexts } from './sign-in-text';

/**
 * On the sign-in pages: a client who is already signed in is offered the way on to the dashboard.
 * The shell fetches the user on /client-login and /client-auth only (the spec's rule); the
 * prerendered page and the first render in the browser both draw nothing here, so hydration is clean.
 */
export function SignedInNotice({ language }: { language: Language }) {
  const { user } = useShellServices().auth.useUser();
  if (user?.role !== 'client') return null;
  const text = signInTexts[language];
  return (
    <p className="pt:mt-4 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink" data-testid="signed-in-notice">
      {text.signedInAs} <bdi>{user.name}</bdi>.{' '}
      <Link to="/client-dashboard" className="pt:font-medium pt:text-brand pt:underline">
        {text.goToProjects}
      </Link>
    </p>
  );
}
