import { Link } from 'react-router-dom';
import { useShellServices } from '@swat/shared-contracts/shell';
import { LoginForm } from '../client-login/LoginForm';

/** /client and /client-auth: where signed-out clients land (the guard sends them here). */
export default function ClientLandingPage() {
  // Fetched only on /client-auth (the spec's rule); on /client this is always null.
  const { user } = useShellServices().auth.useUser();
  return (
    <div className="pt:mx-auto pt:grid pt:min-h-screen pt:max-w-5xl pt:items-center pt:gap-10 pt:px-6 pt:py-12 pt:md:grid-cols-2">
      <section>
        <p className="pt:font-display pt:text-xl pt:font-bold pt:text-brand">SWAT Research</p>
        <h1 className="pt:mt-4 pt:text-3xl pt:font-semibold pt:text-ink">Client portal</h1>
        <p className="pt:mt-4 pt:text-ink">
          Follow your research projects as they happen: fieldwork progress against the target sample, status changes, and the
          datasets and reports our team shares with you, ready to download.
        </p>
        <ul className="pt:mt-4 pt:list-disc pt:space-y-1 pt:ps-5 pt:text-sm pt:text-muted">
          <li>Live completes and fieldwork dates for every project</li>
          <li>Datasets you can sort, page through and chart in the browser</li>
          <li>Reports and questionnaires in one place</li>
        </ul>
        <p className="pt:mt-6 pt:text-sm pt:text-ink">
          Accounts are opened by our team for clients with an active project.{' '}
          <Link to="/contact" className="pt:font-medium pt:text-brand pt:underline">
            Contact us to request access
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="landing-signin" className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h2 id="landing-signin" className="pt:text-xl pt:font-semibold pt:text-ink">
          Sign in
        </h2>
        {user?.role === 'client' ? (
          <p className="pt:mt-4 pt:rounded-md pt:bg-brand-soft pt:px-3 pt:py-2 pt:text-sm pt:text-ink">
            You are signed in as {user.name}.{' '}
            <Link to="/client-dashboard" className="pt:font-medium pt:text-brand pt:underline">
              Go to your projects
            </Link>
          </p>
        ) : null}
        <LoginForm idPrefix="landing" />
      </section>
    </div>
  );
}
