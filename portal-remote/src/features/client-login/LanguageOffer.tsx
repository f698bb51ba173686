import { Link, useLocation } from 'react-router-dom';
import { alternatePath, basePath, recordPageLanguage, rememberLanguageChoice, type Language } from '@swat/shared-contracts';
import { useMessages } from '../../i18n/portal-messages';

/**
 * The sign-in pages offer the other language. /client-login follows the language the visitor came
 * with, so the choice is remembered before the link is followed: the English door then stays English.
 */
export function LanguageOffer() {
  const { language } = useMessages();
  const { pathname, search } = useLocation();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const to = alternatePath(`${basePath(pathname)}${search}`, other);
  return (
    <p className="pt:text-end pt:text-sm">
      <Link
        to={to}
        lang={other}
        hrefLang={other}
        onClick={() => {
          rememberLanguageChoice(window, other);
          recordPageLanguage(window, other);
        }}
        className="pt:font-medium pt:text-brand pt:underline"
      >
        {other === 'ar' ? 'العربية' : 'English'}
      </Link>
    </p>
  );
}
