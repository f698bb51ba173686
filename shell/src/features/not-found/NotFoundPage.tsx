import { siteConfig } from '@swat/shared-contracts';
import { SmartLink } from '../links/SmartLink';
import { PageMeta } from '../page-meta/PageMeta';
import { useEffect } from 'react';
import { useShellRuntime } from '../../app/shell-runtime/shell-runtime';
import { markFirstPageShown } from '../../app/first-page';

const suggestions = [
  { label: 'Home', path: '/' },
  { label: 'Research services', path: '/services' },
  { label: 'Consultancy', path: '/consultancy' },
  { label: 'Contact us', path: '/contact' },
];

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="not-found">
      <PageMeta
        title={`Page not found | ${siteConfig.brand.name}`}
        description="The page you asked for does not exist. Find research services, consultancy and contact details from the home page."
        noindex
      />
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">We could not find that page</h1>
      <p className="mt-4 text-muted">The address may be mistyped, or the page may have moved. These are good places to continue:</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {suggestions.map((link, index) => (
          <li key={link.path}>
            <SmartLink
              to={link.path}
              className={
                index === 0
                  ? 'inline-block rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-strong'
                  : 'inline-block rounded-md border border-line px-4 py-2 text-ink hover:bg-surface-alt'
              }
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** With a remote's manifest missing, an unknown path may be one of its pages: say so instead of 404. */
export function UnavailablePage() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="remote-unavailable">
      <PageMeta
        title={`Temporarily unavailable | ${siteConfig.brand.name}`}
        description="Part of the site is temporarily unavailable. Please try again in a moment."
        noindex
      />
      <h1 className="text-2xl font-semibold text-ink">This part of the site is not available right now</h1>
      <p className="mt-3 text-muted">We could not load this page. Check your connection, then try again. The rest of the site keeps working.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong"
      >
        Try again
      </button>
    </div>
  );
}

export function FallbackPage() {
  const { config } = useShellRuntime();
  useEffect(markFirstPageShown, []);
  return config.unavailableRemotes.length > 0 ? <UnavailablePage /> : <NotFoundPage />;
}
