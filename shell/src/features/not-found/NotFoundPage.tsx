import { linkPathFor } from '@swat/shared-contracts';
import { useLanguage } from '../language';
import { SmartLink } from '../links';
import { PageMeta } from '../page-meta';
import { useEffect } from 'react';
import { useShellRuntime } from '../../lib/shell-runtime/shell-runtime';
import { markFirstPageShown } from '../../lib/first-page';

const suggestionPaths = { home: '/', services: '/services', consultancy: '/consultancy', contact: '/contact' } as const;

export function NotFoundPage() {
  const { language, t } = useLanguage();
  const suggestions = (Object.keys(suggestionPaths) as (keyof typeof suggestionPaths)[]).map((key) => ({
    label: t(`notFound.suggestions.${key}`),
    path: linkPathFor(suggestionPaths[key], language),
  }));
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="not-found">
      <PageMeta
        title={t('notFound.metaTitle')}
        description={t('notFound.metaDescription')}
        noindex
      />
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('notFound.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t('notFound.heading')}</h1>
      <p className="mt-4 text-muted">{t('notFound.body')}</p>
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
  const { t } = useLanguage();
  return (
    <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="remote-unavailable">
      <PageMeta
        title={t('remoteUnavailable.metaTitle')}
        description={t('remoteUnavailable.metaDescription')}
        noindex
      />
      <h1 className="text-2xl font-semibold text-ink">{t('remoteUnavailable.heading')}</h1>
      <p className="mt-3 text-muted">{t('remoteUnavailable.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong"
      >
        {t('remoteUnavailable.retry')}
      </button>
    </div>
  );
}

export function FallbackPage() {
  const { config } = useShellRuntime();
  useEffect(markFirstPageShown, []);
  return config.unavailableRemotes.length > 0 ? <UnavailablePage /> : <NotFoundPage />;
}
