import { Link } from 'react-router-dom';
import { linkPathFor } from '@swat/shared-contracts';
import { LanguageOffer, LoginForm, useSignInPageTitle, SignedInNotice } from '../client-login';
import { useMessages } from '../../i18n/portal-messages';

/** /client and /client-auth: where signed-out clients land (the guard sends them here). */
export default function ClientLandingPage() {
  const { language, dir, t } = useMessages();
  useSignInPageTitle(language, t('signIn.pageTitle.landing'));
  return (
    <div lang={language} dir={dir} className="pt:mx-auto pt:grid pt:min-h-screen pt:max-w-5xl pt:items-center pt:gap-10 pt:px-6 pt:py-12 pt:md:grid-cols-2">
      <section>
        <LanguageOffer />
        <p className="pt:font-display pt:text-xl pt:font-bold pt:text-brand">SWAT Research</p>
        <h1 className="pt:mt-4 pt:text-3xl pt:font-semibold pt:text-ink">{t('signIn.portalHeading')}</h1>
        <p className="pt:mt-4 pt:text-ink">{t('signIn.portalIntro')}</p>
        <ul className="pt:mt-4 pt:list-disc pt:space-y-1 pt:ps-5 pt:text-sm pt:text-muted">
          {[t('signIn.portalPoint1'), t('signIn.portalPoint2'), t('signIn.portalPoint3')].map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="pt:mt-6 pt:text-sm pt:text-ink">
          {t('signIn.accountsOpenedBy')}{' '}
          <Link to={linkPathFor('/contact', language)} className="pt:font-medium pt:text-brand pt:underline">
            {t('signIn.requestAccess')}
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="landing-signin" className="pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h2 id="landing-signin" className="pt:text-xl pt:font-semibold pt:text-ink">
          {t('signIn.signIn')}
        </h2>
        {/* The user is fetched on /client-auth only (the spec's rule); on /client nobody is signed in here. */}
        <SignedInNotice />
        <LoginForm />
      </section>
    </div>
  );
}
