import { Link } from 'react-router-dom';
import { linkPathFor } from '@swat/shared-contracts';
import { LoginForm } from './LoginForm';
import { useMessages } from '../../i18n/portal-messages';
import { useSignInPageTitle } from './use-sign-in-page-title';
import { SignedInNotice } from './SignedInNotice';
import { LanguageOffer } from './LanguageOffer';

export default function ClientLoginPage() {
  const { language, dir, t } = useMessages();
  useSignInPageTitle(language, t('signIn.pageTitle.login'));
  return (
    <div lang={language} dir={dir} className="pt:mx-auto pt:flex pt:min-h-screen pt:max-w-md pt:flex-col pt:justify-center pt:px-6 pt:py-12">
      <LanguageOffer />
      <p className="pt:text-center pt:font-display pt:text-xl pt:font-bold pt:text-brand">SWAT Research</p>
      <div className="pt:mt-6 pt:rounded-xl pt:border pt:border-line pt:bg-surface pt:p-8 pt:shadow-sm">
        <h1 className="pt:text-2xl pt:font-semibold pt:text-ink">{t('signIn.loginHeading')}</h1>
        <p className="pt:mt-2 pt:text-sm pt:text-muted">{t('signIn.loginIntro')}</p>
        <SignedInNotice />
        <LoginForm />
      </div>
      <p className="pt:mt-6 pt:text-center pt:text-sm pt:text-muted">
        {t('signIn.noAccount')}{' '}
        <Link to={linkPathFor('/contact', language)} className="pt:font-medium pt:text-brand pt:underline">
          {t('signIn.contactForAccess')}
        </Link>
      </p>
    </div>
  );
}
